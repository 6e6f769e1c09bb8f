import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { nearAccidentsAccess } from './contracts';
import { NearAccidentsIcon } from './icon';

export { nearAccidents, nearAccidentsAccess } from './contracts';

/** The near-accidents plugin's client half: one route, one drawer item in a group of its own, four languages. */
export default definePlugin({
  id: 'near-accidents',
  version: pkg.version,
  core: '^1.0.0',
  title: 'near-accidents.title',
  routes: [
    {
      name: 'NearAccidents',
      path: nearAccidentsAccess.NearAccidents.path,
      access: nearAccidentsAccess.NearAccidents.access,
      page: () => import('./pages/entries'),
      title: 'near-accidents.title',
    },
  ],
  // a group of its own; an item may use another plugin's group by its id instead ('time', 'reports', 'other')
  drawerGroups: [{ id: 'near-accidents', label: 'near-accidents.groups.main', order: 500 }],
  drawer: [{ route: 'NearAccidents', label: 'near-accidents.nav.entries', icon: NearAccidentsIcon, group: 'near-accidents', order: 0 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
