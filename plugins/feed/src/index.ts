import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { feedAccess, feedCardAccess } from './contracts';
import { FeedIcon } from './icon';

export { feed, feedAccess } from './contracts';

/**
 * The portal feed's client half: the PortalFeedAdmin page (/infopanel, HRTIL user option) where posts are written,
 * and the dashboard card where everyone reads the posts meant for him, live.
 */
export default definePlugin({
  id: 'feed',
  version: pkg.version,
  core: '^1.0.0',
  title: 'feed.title',
  routes: [
    {
      name: 'PortalFeedAdmin',
      path: feedAccess.PortalFeedAdmin.path,
      access: feedAccess.PortalFeedAdmin.access,
      page: () => import('./pages/infopanel'),
      title: 'feed.title',
    },
  ],
  drawer: [{ route: 'PortalFeedAdmin', label: 'feed.nav.admin', icon: FeedIcon, group: 'other', order: 20 }],
  dashboardCards: [
    {
      id: 'feed',
      title: 'feed.card.title',
      access: feedCardAccess,
      // the company's news come first on the start page
      order: 5,
      size: 'wide',
      card: () => import('./cards/feed'),
    },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
