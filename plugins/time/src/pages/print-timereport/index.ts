// the lazy entry of the TidrapportPrint route: the view and what it loads
import { definePage } from '@lonna/core';
import { printTimeReportPage } from './model';
import View from './view';

export default definePage(View, printTimeReportPage);
