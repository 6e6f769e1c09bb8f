// the lazy entry of the AbsenceReports route: the view and what it loads
import { definePage } from '@lonna/core';
import { noticesPage } from './model';
import View from './view';

export default definePage(View, noticesPage);
