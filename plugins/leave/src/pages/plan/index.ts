// the lazy entry of the /leaveplanner/{Id} route
import { definePage } from '@lonna/core';
import { planPage } from './model';
import View from './view';

export default definePage(View, planPage);
