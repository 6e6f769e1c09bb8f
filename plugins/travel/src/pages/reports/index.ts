// the lazy entry of the TravelExpenses route: the view and what it loads
import { definePage } from '@lonna/core';
import { reportsPage } from './model';
import View from './view';

export default definePage(View, reportsPage);
