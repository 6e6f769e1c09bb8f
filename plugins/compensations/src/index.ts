import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { compensationsAccess } from './contracts';
import { CompensationsIcon } from './icon';

export { compensations, compensationsAccess } from './contracts';

/** The compensations plugin's client half: one route, one drawer item in a group of its own, four languages. */
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
      page: () => import('./pages/entries'),
      title: 'compensations.title',
    },
  ],
  // a group of its own; an item may use another plugin's group by its id instead ('time', 'reports', 'other')
  drawerGroups: [{ id: 'compensations', label: 'compensations.groups.main', order: 500 }],
  drawer: [{ route: 'Compensations', label: 'compensations.nav.entries', icon: CompensationsIcon, group: 'compensations', order: 0 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
