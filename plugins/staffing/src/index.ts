import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { staffingAccess, tradeEmployeeRule } from './contracts';
import { NeedsIcon, OverviewIcon, PlannerIcon, TradeIcon } from './icon';

export { pushTouches, STAFFING_RESOURCE, staffing, staffingAccess, TRADE_RESOURCE } from './contracts';

const A = staffingAccess;

/**
 * The staffing plugin's client half (bemanning): the overview, the needs and the planner, their drawer items, and the
 * dashboard card of this week's unfilled passes; shift trade — the planner's view (/bemanna/passbyten), the employee's
 * own side on the time plugin's schedule and calendar (a day action and a schedule section) and the open-trades card.
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
    { name: 'BemTrade', path: A.BemTrade.path, access: A.BemTrade.access, page: () => import('./pages/trades'), title: 'staffing.nav.trades' },
  ],
  drawerGroups: [{ id: 'staffing', label: 'staffing.groups.main', order: 500 }],
  drawer: [
    { route: 'BemOverview', label: 'staffing.nav.overview', icon: OverviewIcon, group: 'staffing', order: 0 },
    { route: 'BemBehov', label: 'staffing.nav.needs', icon: NeedsIcon, group: 'staffing', order: 10 },
    { route: 'BemPlanner', label: 'staffing.nav.planner', icon: PlannerIcon, group: 'staffing', order: 20 },
    { route: 'BemTrade', label: 'staffing.nav.trades', icon: TradeIcon, group: 'staffing', order: 30 },
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
    {
      id: 'open-trades',
      title: 'staffing.tradeCard.title',
      access: A.BemTrade.access,
      order: 41,
      route: 'BemTrade',
      card: () => import('./cards/trades'),
    },
  ],
  // shift trade, the employee's side: on each day of his own schedule and calendar (the time plugin's pages), and his
  // offers, the colleagues' open trades and the history as a section of the schedule
  dayActions: [{ id: 'trade', pages: ['Schedule', 'Kalendarie'], access: tradeEmployeeRule, action: () => import('./own-trades/day') }],
  pageSections: [
    { id: 'trades', page: 'Schedule', title: 'staffing.trade.sectionTitle', access: tradeEmployeeRule, section: () => import('./own-trades/section') },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
