// the lazy entry of the Tidrapport route: the view and what it loads
import { definePage } from '@lonna/core';
import { timeReportPage } from './model';
import View from './view';

export default definePage(View, timeReportPage);
