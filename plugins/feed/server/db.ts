import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';

/**
 * The table this plugin owns (the host's — companies, employees, departments — come typed from @lonna/core/server).
 * Times are epoch ms, like the host's own tables; the audience lists are JSON arrays (a post is read whole).
 */
export interface FeedPostsTable {
  Id: string;
  /** the company the post was written in (its writers manage it there) */
  FtgId: string;
  Rubrik: string;
  Text: string;
  /** the stored picture's id ('' for none) */
  PictureId: string;
  /** the window: from (epoch ms) and to (0 = no end) */
  Fran: number;
  Till: number;
  Fastnalad: number;
  /** JSON string arrays; [] = the writing company / every role / every department */
  Foretag: string;
  Roller: string;
  Avdelningar: string;
  /** what the announce job has told the audience: 0 nothing, 1 the window opened, 2 it ended */
  Meddelad: number;
  CreatedBy: string;
  /** the writer's name as shown under the post */
  Forfattare: string;
  CreatedAt: number;
  ChangedAt: number;
}
export interface FeedTables {
  feed_posts: FeedPostsTable;
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type FeedDb = PluginDb<FeedTables>;
export type FeedCtx = CompanyContext<FeedDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<FeedTables>();

/**
 * The shared upload kind the pictures are stored under (apps/server/src/services/files/kinds.ts): the feed's own,
 * PNG and JPEG up to 5 MB and 4096 px, magic bytes checked, served inline.
 */
export const FILE_KIND = 'feedPicture';
