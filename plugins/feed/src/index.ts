import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { feedAccess } from './contracts';
import { FeedIcon } from './icon';

export { feed, feedAccess } from './contracts';

/** The feed plugin's client half: one route, one drawer item in a group of its own, four languages. */
export default definePlugin({
  id: 'feed',
  version: pkg.version,
  core: '^1.0.0',
  title: 'feed.title',
  routes: [
    {
      name: 'Feed',
      path: feedAccess.Feed.path,
      access: feedAccess.Feed.access,
      page: () => import('./pages/entries'),
      title: 'feed.title',
    },
  ],
  // a group of its own; an item may use another plugin's group by its id instead ('time', 'reports', 'other')
  drawerGroups: [{ id: 'feed', label: 'feed.groups.main', order: 500 }],
  drawer: [{ route: 'Feed', label: 'feed.nav.entries', icon: FeedIcon, group: 'feed', order: 0 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
