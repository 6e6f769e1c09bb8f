// the lazy entry of the AdminReminders route
import { definePage } from '@lonna/core';
import { remindersPage } from './model';
import View from './view';

export default definePage(View, remindersPage);
