// the lazy entry of the EmployeeCard route: the view and what it loads
import { definePage } from '@lonna/core';
import { cardPage } from './model';
import View from './view';

export default definePage(View, cardPage);
