// the lazy entry of the PresenceStatus route: the view and what it loads
import { definePage } from '@lonna/core';
import { boardPage } from './model';
import View from './view';

export default definePage(View, boardPage);
