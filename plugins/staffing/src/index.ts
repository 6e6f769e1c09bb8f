import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { staffingAccess } from './contracts';
import { NeedsIcon, OverviewIcon, PlannerIcon } from './icon';

export { pushTouches, STAFFING_RESOURCE, staffing, staffingAccess } from './contracts';

const A = staffingAccess;

/**
 * The staffing plugin's client half (bemanning): the overview, the needs and the planner, their drawer items, and the
 * dashboard card of this week's unfilled passes. Shift trade (/bemanna/passbyten) comes with the next part.
 */
export default definePlugin({
  id: 'staffing',
  version: pkg.version,
  core: '^1.0.0',
  title: 'staffing.title',
  routes: [
    { name: 'Bemanna', path: A.Bemanna.path, access: A.Bemanna.access, page: () => import('./pages/hub'), title: 'staffing.title' },
    { name: 'BemOverview', path: A.BemOverview.path, access: A.BemOverview.access, page: () => import('./pages/overview'), title: 'staffing.nav.overview' },
    { name: 'BemBehov', path: A.BemBehov.path, access: A.BemBehov.access, page: () => import('./pages/needs'), title: 'staffing.nav.needs' },
    { name: 'BemPlanner', path: A.BemPlanner.path, access: A.BemPlanner.access, page: () => import('./pages/planner'), title: 'staffing.nav.planner' },
  ],
  drawerGroups: [{ id: 'staffing', label: 'staffing.groups.main', order: 500 }],
  drawer: [
    { route: 'BemOverview', label: 'staffing.nav.overview', icon: OverviewIcon, group: 'staffing', order: 0 },
    { route: 'BemBehov', label: 'staffing.nav.needs', icon: NeedsIcon, group: 'staffing', order: 10 },
    { route: 'BemPlanner', label: 'staffing.nav.planner', icon: PlannerIcon, group: 'staffing', order: 20 },
  ],
  dashboardCards: [
    {
      id: 'understaffed',
      title: 'staffing.card.title',
      access: A.BemPlanner.access,
      order: 40,
      route: 'BemPlanner',
      card: () => import('./cards/understaffed'),
    },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
