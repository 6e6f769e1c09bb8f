import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { compensationsAccess } from './contracts';
import { attestAccess } from './attest-contracts';
import { CompensationsIcon } from './icon';
import { settingsAccess } from './contracts';
import { CompensationsSettingsIcon } from './pages/settings/icon';

export { compensations, compensationsAccess } from './contracts';

/**
 * The compensations plugin's client half: /compensations (compensations typed in or made by the mileage and
 * out-of-pocket guides), in the travel-and-expense group of the drawer, four languages.
 */
export default definePlugin({
  id: 'compensations',
  version: pkg.version,
  core: '^1.0.0',
  title: 'compensations.title',
  routes: [
    {
      name: 'Compensations',
      path: compensationsAccess.Compensations.path,
      access: compensationsAccess.Compensations.access,
      page: () => import('./pages/list'),
      title: 'compensations.title',
    },
    // the company's settings and per diem tables (the guides' half)
    {
      name: 'CompensationsSettings',
      path: settingsAccess.CompensationsSettings.path,
      access: settingsAccess.CompensationsSettings.access,
      page: () => import('./pages/settings'),
      title: 'compensations.settingsScreen.title',
    },
    // the attest half: the two prints (in the shared 'reports' drawer group the time plugin declares)
    {
      name: 'ErsattningarPrint',
      path: attestAccess.ErsattningarPrint.path,
      access: attestAccess.ErsattningarPrint.access,
      needsEmployees: true,
      page: () => import('./pages/print-compensations'),
      title: 'compensations.print.nav.compensations',
    },
    {
      name: 'ReserakningPrint',
      path: attestAccess.ReserakningPrint.path,
      access: attestAccess.ReserakningPrint.access,
      needsEmployees: true,
      page: () => import('./pages/print-travel'),
      title: 'compensations.print.nav.travel',
    },
  ],
  drawerGroups: [{ id: 'compensations', label: 'compensations.groups.main', order: 500 }],
  drawer: [
    { route: 'Compensations', label: 'compensations.nav.list', icon: CompensationsIcon, group: 'compensations', order: 0 },
    { route: 'CompensationsSettings', label: 'compensations.settingsScreen.nav', icon: CompensationsSettingsIcon, group: 'compensations', order: 90 },
    // the attest half's prints
    { route: 'ErsattningarPrint', label: 'compensations.print.nav.compensations', icon: CompensationsIcon, group: 'reports', order: 10 },
    { route: 'ReserakningPrint', label: 'compensations.print.nav.travel', icon: CompensationsIcon, group: 'reports', order: 11 },
  ],
  // the attest half: a tab "Ersättningar" on time's approve and attest pages (core's page sections)
  pageSections: [
    { id: 'approve', page: 'ApproveTime', title: 'compensations.attest.tab', access: attestAccess.approve, section: () => import('./pages/approve-section') },
    { id: 'attest', page: 'Attestera', title: 'compensations.attest.tab', access: attestAccess.attest, section: () => import('./pages/attest-section') },
  ],
  dashboardCards: [
    {
      id: 'claims',
      title: 'compensations.card.title',
      access: compensationsAccess.Compensations.access,
      order: 45,
      route: 'Compensations',
      card: () => import('./cards/claims'),
    },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
