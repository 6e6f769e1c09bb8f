// the lazy entry of the LonebeskedSaldon route: the view and what it loads
import { definePage } from '@lonna/core';
import { lonebeskedPage } from './model';
import View from './view';

export default definePage(View, lonebeskedPage);
