// the lazy entry of the ProjektlistaPrint route: the view and what it loads
import { definePage } from '@lonna/core';
import { printProjectListPage } from './model';
import View from './view';

export default definePage(View, printProjectListPage);
