// the lazy entry of the Stamplingar route: the view and what it loads
import { definePage } from '@lonna/core';
import { punchesPage } from './model';
import View from './view';

export default definePage(View, punchesPage);
