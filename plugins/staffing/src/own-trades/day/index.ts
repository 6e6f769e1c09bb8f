// the lazy entry of the trade action on each day of the time plugin's schedule and calendar: the view and what it loads
import { defineDayAction } from '@lonna/core';
import { ownTradesData } from '../model';
import View from './view';

export default defineDayAction(View, ownTradesData);
