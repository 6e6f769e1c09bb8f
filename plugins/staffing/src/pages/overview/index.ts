// the lazy entry of the BemOverview route: the view and what it loads
import { definePage } from '@lonna/core';
import { overviewPage } from './model';
import View from './view';

export default definePage(View, overviewPage);
