// the lazy entry of the LeaveApplications route: the view and what it loads
import { definePage } from '@lonna/core';
import { applicationsPage } from './model';
import View from './view';

export default definePage(View, applicationsPage);
