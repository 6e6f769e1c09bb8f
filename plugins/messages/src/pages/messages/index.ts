// the lazy entry of the Messages route: the view and what it loads
import { definePage } from '@lonna/core';
import { messagesPage } from './model';
import View from './view';

export default definePage(View, messagesPage);
