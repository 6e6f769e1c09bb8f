// the lazy entry of the AdminPortalInfo route
import { definePage } from '@lonna/core';
import { portalPage } from './model';
import View from './view';

export default definePage(View, portalPage);
