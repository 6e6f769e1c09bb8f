// the lazy entry of the AdminUsers route
import { definePage } from '@lonna/core';
import { usersPage } from './model';
import View from './view';

export default definePage(View, usersPage);
