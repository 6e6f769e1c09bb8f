import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { compensationsAccess } from './contracts';
import { CompensationsIcon } from './icon';

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
  ],
  drawerGroups: [{ id: 'compensations', label: 'compensations.groups.main', order: 500 }],
  drawer: [{ route: 'Compensations', label: 'compensations.nav.list', icon: CompensationsIcon, group: 'compensations', order: 0 }],
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
