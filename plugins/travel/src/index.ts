import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { travelAccess } from './contracts';
import { TravelIcon } from './icon';

export { travel, travelAccess, travelExpenses } from './contracts';

/** The travel plugin's client half: travel expense reports with scanned receipts, in the compensations' drawer group. */
export default definePlugin({
  id: 'travel',
  version: pkg.version,
  core: '^1.0.0',
  title: 'travel.title',
  routes: [
    {
      name: 'TravelExpenses',
      path: travelAccess.TravelExpenses.path,
      access: travelAccess.TravelExpenses.access,
      needsEmployees: true,
      page: () => import('./pages/reports'),
      title: 'travel.title',
    },
  ],
  drawer: [{ route: 'TravelExpenses', label: 'travel.nav', icon: TravelIcon, group: 'compensations', order: 20 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
