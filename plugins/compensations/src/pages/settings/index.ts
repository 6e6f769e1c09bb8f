// the lazy entry of the CompensationsSettings route: the view and what it loads
import { definePage } from '@lonna/core';
import { settingsPage } from './model';
import View from './view';

export default definePage(View, settingsPage);
