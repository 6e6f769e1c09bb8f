// the lazy entry of the ApproveTime route: the view and what it loads
import { definePage } from '@lonna/core';
import { approveModel } from './model';
import View from './view';

export default definePage(View, approveModel.page);
