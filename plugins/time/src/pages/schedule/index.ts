// the lazy entry of the Schedule route: the view and what it loads
import { definePage } from '@lonna/core';
import { schedulePage } from './model';
import View from './view';

export default definePage(View, schedulePage);
