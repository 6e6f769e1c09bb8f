// the lazy entry of the FK3059Anordnare route
import { definePage } from '@lonna/core';
import { organiserPage } from './model';
import View from './view';

export default definePage(View, organiserPage);
