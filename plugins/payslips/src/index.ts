import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { PLUGIN_GATE, payslipsAccess } from './contracts';
import { PayslipsIcon } from './icon';

export { payslips, payslipsAccess } from './contracts';

/** The payslips plugin's client half: Lönebesked och saldon (/lonebesked), its drawer item and the dashboard card. */
export default definePlugin({
  id: 'payslips',
  version: pkg.version,
  core: '^1.0.0',
  title: 'payslips.title',
  enabledWhen: PLUGIN_GATE,
  routes: [
    {
      name: 'LonebeskedSaldon',
      path: payslipsAccess.LonebeskedSaldon.path,
      access: payslipsAccess.LonebeskedSaldon.access,
      page: () => import('./pages/lonebesked'),
      title: 'payslips.title',
    },
  ],
  // a group of its own just after the employee card's (both are the employee's own papers)
  drawerGroups: [{ id: 'payslips', label: 'payslips.groups.main', order: 510 }],
  drawer: [{ route: 'LonebeskedSaldon', label: 'payslips.nav.main', icon: PayslipsIcon, group: 'payslips', order: 0 }],
  dashboardCards: [
    {
      id: 'latest',
      title: 'payslips.card.title',
      access: payslipsAccess.card.access,
      order: 20,
      route: 'LonebeskedSaldon',
      card: () => import('./cards/latest'),
    },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
