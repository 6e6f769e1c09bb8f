import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { travelAccess } from './contracts';
import { TravelIcon } from './icon';

export { travel, travelAccess } from './contracts';

/** The travel plugin's client half: one route, one drawer item in a group of its own, four languages. */
export default definePlugin({
  id: 'travel',
  version: pkg.version,
  core: '^1.0.0',
  title: 'travel.title',
  routes: [
    {
      name: 'Travel',
      path: travelAccess.Travel.path,
      access: travelAccess.Travel.access,
      page: () => import('./pages/entries'),
      title: 'travel.title',
    },
  ],
  // a group of its own; an item may use another plugin's group by its id instead ('time', 'reports', 'other')
  drawerGroups: [{ id: 'travel', label: 'travel.groups.main', order: 500 }],
  drawer: [{ route: 'Travel', label: 'travel.nav.entries', icon: TravelIcon, group: 'travel', order: 0 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
