// the lazy entry of the AttestlistaPrint route: the view and what it loads
import { definePage } from '@lonna/core';
import { printAttestListPage } from './model';
import View from './view';

export default definePage(View, printAttestListPage);
