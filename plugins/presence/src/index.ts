import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { presenceAccess } from './contracts';
import { PresenceIcon } from './icon';

export { presence, presenceAccess } from './contracts';

/**
 * The presence plugin's client half: the PresenceStatus board (own status and colleagues', live), its drawer item, and
 * the "at work today" dashboard card for those who see more people than themselves.
 */
export default definePlugin({
  id: 'presence',
  version: pkg.version,
  core: '^1.0.0',
  title: 'presence.title',
  routes: [
    {
      name: 'PresenceStatus',
      path: presenceAccess.PresenceStatus.path,
      access: presenceAccess.PresenceStatus.access,
      page: () => import('./pages/board'),
      title: 'presence.title',
    },
  ],
  drawerGroups: [{ id: 'presence', label: 'presence.groups.main', order: 450 }],
  drawer: [{ route: 'PresenceStatus', label: 'presence.nav.board', icon: PresenceIcon, group: 'presence', order: 0 }],
  dashboardCards: [
    {
      id: 'at-work',
      title: 'presence.card.title',
      // PER sees himself only (the role data scope): a card of one is no card
      access: { all: [presenceAccess.PresenceStatus.access, { notRoles: ['PER'] }] },
      order: 35,
      route: 'PresenceStatus',
      card: () => import('./cards/at-work'),
    },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
