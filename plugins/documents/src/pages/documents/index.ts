// the lazy entry of the Documents route: the view and what it loads
import { definePage } from '@lonna/core';
import { documentsPage } from './model';
import View from './view';

export default definePage(View, documentsPage);
