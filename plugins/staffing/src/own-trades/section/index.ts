// the lazy entry of the "Passbyten" section of the time plugin's schedule page: the view and what it loads
import { definePage } from '@lonna/core';
import { ownTradesData } from '../model';
import View from './view';

export default definePage(View, ownTradesData);
