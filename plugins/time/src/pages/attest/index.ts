// the lazy entry of the Attestera route: the view and what it loads
import { definePage } from '@lonna/core';
import { attestModel } from './model';
import View from './view';

export default definePage(View, attestModel.page);
