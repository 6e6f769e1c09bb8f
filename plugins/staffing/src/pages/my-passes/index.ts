// the lazy entry of the BemMinaPass route: the view and what it loads
import { definePage } from '@lonna/core';
import { myPassesPage } from './model';
import View from './view';

export default definePage(View, myPassesPage);
