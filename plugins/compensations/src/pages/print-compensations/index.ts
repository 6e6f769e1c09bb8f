// the lazy entry of ErsattningarPrint (/rapporter/ersattningar): the view and what it loads
import { definePage } from '@lonna/core';
import { compensationsPrint } from './model';
import View from './view';

export default definePage(View, compensationsPrint.page);
