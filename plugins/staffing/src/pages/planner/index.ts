// the lazy entry of the BemPlanner route: the view and what it loads
import { definePage } from '@lonna/core';
import { plannerPage } from './model';
import View from './view';

export default definePage(View, plannerPage);
