// the lazy entry of the FK3059Assistent route
import { definePage } from '@lonna/core';
import { assistantPage } from './model';
import View from './view';

export default definePage(View, assistantPage);
