// the lazy entry of the BemTrade route: the view and what it loads
import { definePage } from '@lonna/core';
import { tradesPage } from './model';
import View from './view';

export default definePage(View, tradesPage);
