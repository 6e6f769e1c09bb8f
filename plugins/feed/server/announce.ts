import type { JobContext, ServerJob } from '@lonna/core/server';
import { FEED_RESOURCE } from '../src/contracts';
import { companiesOf } from './audience';
import type { FeedDb } from './db';
import { audienceOf } from './people';

/** how often the job looks: a scheduled post reaches open dashboards within this of its start */
export const ANNOUNCE_EVERY_MS = 60_000;

/**
 * Read-time filtering decides what a feed shows; this job only tells open portals to read again when a window opens
 * or ends with nobody saving anything (a post scheduled for Monday 08:00), and tells the other companies of a post
 * for several. `Meddelad` remembers what was told, so each change is pushed once.
 */
export async function announceWindows({ db, now, publish }: Pick<JobContext<FeedDb>, 'db' | 'now' | 'publish'>): Promise<void> {
  const at = now().getTime();
  const opened = await db.selectFrom('feed_posts').selectAll().where('Meddelad', '=', 0).where('Fran', '<=', at).execute();
  const ended = await db.selectFrom('feed_posts').selectAll().where('Meddelad', '<', 2).where('Till', '>', 0).where('Till', '<=', at).execute();
  // a post whose whole window passed between two runs is told once, as ended
  const todo = new Map<string, { row: (typeof opened)[number]; to: number }>();
  for (const row of opened) todo.set(row.Id, { row, to: 1 });
  for (const row of ended) todo.set(row.Id, { row, to: 2 });
  for (const { row, to } of todo.values()) {
    for (const ftgId of companiesOf(audienceOf(row))) publish(ftgId, { event: 'resource-updated', resource: FEED_RESOURCE, payload: { Id: row.Id } });
    await db.updateTable('feed_posts').set({ Meddelad: to }).where('Id', '=', row.Id).execute();
  }
}

export const announceJob: ServerJob<FeedDb> = { name: 'announce', everyMs: ANNOUNCE_EVERY_MS, run: announceWindows };
