import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { messagesAccess } from './contracts';
import { MessagesIcon } from './icon';

export { messages, messagesAccess, MESSAGES_RESOURCE } from './contracts';

/**
 * The messages plugin's client half: the Messages page (inbox, sent, compose, reply), its drawer item and the
 * "unread messages" dashboard card. The toolbar's inbox icon and badge stay in the shell (core/src/shell/inbox): the
 * toolbar is the shell's, and it reads the badge's three calls from @lonna/core/contracts, which this plugin serves.
 */
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
      page: () => import('./pages/messages'),
      title: 'messages.title',
    },
  ],
  drawer: [{ route: 'Messages', label: 'messages.nav.messages', icon: MessagesIcon, group: 'home', order: 10 }],
  dashboardCards: [
    {
      id: 'unread',
      title: 'messages.card.title',
      access: messagesAccess.Messages.access,
      order: 5,
      route: 'Messages',
      card: () => import('./cards/unread'),
    },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
