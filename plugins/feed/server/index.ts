import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { serverMessages } from '../src/i18n/server-messages';
import { announceJob } from './announce';
import type { FeedDb } from './db';
import { listFeed, picture } from './feed';
import { initial } from './migrations/001-initial';
import { audienceOptions, createPost, listPosts, removePost, updatePost } from './posts';
import { seedDemoPosts } from './seed';

export type { FeedTables } from './db';

/** The portal feed's server half: posts written on /infopanel (HRTIL user option), the feed each reader's dashboard shows. */
export default defineServerPlugin<FeedDb>({
  id: 'feed',
  version: pkg.version,
  core: '^1.0.0',
  migrations: { '001-initial': initial },
  endpoints: [listFeed, picture, listPosts, audienceOptions, createPost, updatePost, removePost],
  seed: (db, { now }) => seedDemoPosts(db, now),
  jobs: [announceJob],
  messages: serverMessages,
});
