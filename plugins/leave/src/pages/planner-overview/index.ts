// the lazy entry of the LeavePlannerOverview route
import { definePage } from '@lonna/core';
import { overviewPage } from './model';
import View from './view';

export default definePage(View, overviewPage);
