// the lazy entry of the Compensations route: the view and what it loads
import { definePage } from '@lonna/core';
import { listPage } from './model';
import View from './view';

export default definePage(View, listPage);
