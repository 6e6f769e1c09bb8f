import type { StoredFile } from '@lonna/core/server';
import { DV_CODES } from '@lonna/core/server';
import type { Kysely } from 'kysely';
import { feed, type FeedItem } from '../src/contracts';
import { wallClockOf } from '../src/shared/wall-clock';
import { companiesOf, isInAudience } from './audience';
import { FILE_KIND, handle, type FeedCtx, type FeedPostsTable } from './db';
import { audienceOf, mayManage, readerOf } from './people';
import { pictureUrl } from './posts';

/** the posts that may be meant for a reader in the selected company: written there, or naming it among their companies */
async function candidates(ctx: FeedCtx): Promise<FeedPostsTable[]> {
  const now = ctx.now().getTime();
  const rows = await ctx.db
    .selectFrom('feed_posts')
    .selectAll()
    .where('Fran', '<=', now)
    .where((eb) => eb.or([eb('Till', '=', 0), eb('Till', '>', now)]))
    .where((eb) => eb.or([eb('FtgId', '=', ctx.companyId), eb('Foretag', 'like', `%${JSON.stringify(ctx.companyId)}%`)]))
    .execute();
  return rows.filter((r) => companiesOf(audienceOf(r)).includes(ctx.companyId));
}

/** pinned first, then the newest start first (then the newest written) */
export function feedOrder(a: FeedPostsTable, b: FeedPostsTable): number {
  return Number(b.Fastnalad) - Number(a.Fastnalad) || Number(b.Fran) - Number(a.Fran) || Number(b.CreatedAt) - Number(a.CreatedAt);
}

const item = (r: FeedPostsTable): FeedItem => ({
  Id: r.Id,
  Rubrik: r.Rubrik,
  Text: r.Text,
  Bild: pictureUrl(r),
  Fastnalad: Number(r.Fastnalad) === 1,
  Fran: wallClockOf(Number(r.Fran)),
  Forfattare: r.Forfattare,
});

export const listFeed = handle(feed.list, async (_req, ctx) => {
  const who = await readerOf(ctx);
  const now = ctx.now().getTime();
  return (await candidates(ctx))
    .filter((r) => isInAudience(audienceOf(r), who, now))
    .sort(feedOrder)
    .map(item);
});

/** the host's uploads table, read for a picture of a post written in another company (ctx.files reads the selected one) */
interface UploadRow {
  Id: string;
  FtgId: string;
  Kind: string;
  Type: string;
  FileName: string;
  Size: number;
  Sha256: string;
  Bytes: Uint8Array;
}

async function pictureOf(ctx: FeedCtx, row: FeedPostsTable): Promise<StoredFile | null> {
  if (row.FtgId === ctx.companyId) return ctx.files.read(FILE_KIND, row.PictureId);
  const db = ctx.db as unknown as Kysely<{ uploads: UploadRow }>;
  const f = await db
    .selectFrom('uploads')
    .selectAll()
    .where('FtgId', '=', row.FtgId)
    .where('Kind', '=', FILE_KIND)
    .where('Id', '=', row.PictureId)
    .executeTakeFirst();
  return f ? { id: f.Id, type: f.Type, fileName: f.FileName, size: Number(f.Size), sha256: f.Sha256, bytes: Buffer.from(f.Bytes) } : null;
}

/** the picture of a post the caller reads in his feed, or manages; else 404 as if there were none */
export const picture = handle(feed.picture, async ({ params }, ctx) => {
  const row = await ctx.db.selectFrom('feed_posts').selectAll().where('Id', '=', params.Id).executeTakeFirst();
  const a = row ? audienceOf(row) : null;
  const allowed = row && a && row.PictureId === params.PictureId && (mayManage(ctx, a) || isInAudience(a, await readerOf(ctx), ctx.now().getTime()));
  const file = allowed ? await pictureOf(ctx, row) : null;
  if (!file) ctx.fail(404, DV_CODES.notFound, 'feed.errors.notFound');
  ctx.files.serve(FILE_KIND, file!);
  return Buffer.from(file!.bytes) as never;
});
