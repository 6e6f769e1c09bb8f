// the lazy entry of the Travel route: the view and what it loads
import { definePage } from '@lonna/core';
import { entriesPage } from './model';
import View from './view';

export default definePage(View, entriesPage);
