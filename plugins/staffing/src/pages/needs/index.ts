// the lazy entry of the BemBehov route: the view and what it loads
import { definePage } from '@lonna/core';
import { needsPage } from './model';
import View from './view';

export default definePage(View, needsPage);
