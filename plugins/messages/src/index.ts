import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { messagesAccess } from './contracts';
import { MessagesIcon } from './icon';

export { messages, messagesAccess } from './contracts';

/** The messages plugin's client half: one route, one drawer item in a group of its own, four languages. */
export default definePlugin({
  id: 'messages',
  version: pkg.version,
  core: '^1.0.0',
  title: 'messages.title',
  routes: [
    {
      name: 'Messages',
      path: messagesAccess.Messages.path,
      access: messagesAccess.Messages.access,
      page: () => import('./pages/entries'),
      title: 'messages.title',
    },
  ],
  // a group of its own; an item may use another plugin's group by its id instead ('time', 'reports', 'other')
  drawerGroups: [{ id: 'messages', label: 'messages.groups.main', order: 500 }],
  drawer: [{ route: 'Messages', label: 'messages.nav.entries', icon: MessagesIcon, group: 'messages', order: 0 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
