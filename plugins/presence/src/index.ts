import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { presenceAccess } from './contracts';
import { PresenceIcon } from './icon';

export { presence, presenceAccess } from './contracts';

/** The presence plugin's client half: one route, one drawer item in a group of its own, four languages. */
export default definePlugin({
  id: 'presence',
  version: pkg.version,
  core: '^1.0.0',
  title: 'presence.title',
  routes: [
    {
      name: 'Presence',
      path: presenceAccess.Presence.path,
      access: presenceAccess.Presence.access,
      page: () => import('./pages/entries'),
      title: 'presence.title',
    },
  ],
  // a group of its own; an item may use another plugin's group by its id instead ('time', 'reports', 'other')
  drawerGroups: [{ id: 'presence', label: 'presence.groups.main', order: 500 }],
  drawer: [{ route: 'Presence', label: 'presence.nav.entries', icon: PresenceIcon, group: 'presence', order: 0 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
