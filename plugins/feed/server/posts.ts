import { randomUUID } from 'node:crypto';
import { ApiError, DV_CODES } from '@lonna/core/server';
import { FEED_RESOURCE, feed, type Post, type PostInput } from '../src/contracts';
import { instantOf, wallClockOf } from '../src/shared/wall-clock';
import { statusAt, type Audience } from './audience';
import { FILE_KIND, handle, type FeedCtx, type FeedPostsTable } from './db';
import { ALL_COMPANY_ROLES, audienceOf, mayManage } from './people';

export const pictureUrl = (r: Pick<FeedPostsTable, 'Id' | 'PictureId'>): string => (r.PictureId ? `/files/feed/${r.Id}/${r.PictureId}` : '');

function wire(r: FeedPostsTable, now: number): Post {
  const a = audienceOf(r);
  return {
    Id: r.Id,
    Rubrik: r.Rubrik,
    Text: r.Text,
    Bild: pictureUrl(r),
    Fastnalad: Number(r.Fastnalad) === 1,
    Fran: wallClockOf(a.Fran),
    Till: a.Till ? wallClockOf(a.Till) : '',
    Foretag: [...a.Foretag],
    Roller: [...a.Roller],
    Avdelningar: [...a.Avdelningar],
    Status: statusAt(a, now),
    Forfattare: r.Forfattare,
    Andrad: String(Number(r.ChangedAt)),
  };
}

/** what the audit log keeps of a post (never the picture's bytes) */
const audited = (r: FeedPostsTable) => ({
  Rubrik: r.Rubrik,
  Text: r.Text,
  PictureId: r.PictureId,
  Fran: wallClockOf(Number(r.Fran)),
  Till: Number(r.Till) ? wallClockOf(Number(r.Till)) : '',
  Fastnalad: Number(r.Fastnalad) === 1,
  Foretag: r.Foretag,
  Roller: r.Roller,
  Avdelningar: r.Avdelningar,
});

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/**
 * The rules of a post beyond its model, in the caller's scope (a 400 naming the field, nothing written): the window
 * ends after it starts; other companies only for LIC and ADM, and only companies he may select; departments only for
 * a post of the selected company alone, departments that exist there, and for AVD his own (at least one).
 */
async function checked(ctx: FeedCtx, body: PostInput): Promise<Omit<Audience, 'FtgId'>> {
  const Fran = instantOf(body.Fran);
  const Till = body.Till === '' ? 0 : instantOf(body.Till);
  if (Till !== 0 && Till <= Fran) ctx.fail(400, DV_CODES.badInput, 'feed.errors.tillBeforeFran', {}, 'Till');

  let Foretag = unique(body.Foretag);
  if (Foretag.length === 1 && Foretag[0] === ctx.companyId) Foretag = [];
  if (Foretag.length) {
    if (!ALL_COMPANY_ROLES.includes(ctx.account.Roll)) ctx.fail(400, DV_CODES.badInput, 'feed.errors.foretagNotAllowed', {}, 'Foretag');
    const known = (await ctx.db.selectFrom('companies').select('FtgId').where('FtgId', 'in', Foretag).where('Archived', '=', 0).execute()).map((c) => c.FtgId);
    if (Foretag.some((f) => !known.includes(f) || !ctx.account.companies.includes(f)))
      ctx.fail(400, DV_CODES.badInput, 'feed.errors.foretagUnknown', {}, 'Foretag');
  }

  const Avdelningar = unique(body.Avdelningar);
  if (Avdelningar.length) {
    if (Foretag.some((f) => f !== ctx.companyId)) ctx.fail(400, DV_CODES.badInput, 'feed.errors.avdelningOneCompany', {}, 'Avdelningar');
    const known = (
      await ctx.db.selectFrom('departments').select('Avdelning').where('FtgId', '=', ctx.companyId).where('Avdelning', 'in', Avdelningar).execute()
    ).map((d) => d.Avdelning);
    if (Avdelningar.some((d) => !known.includes(d))) ctx.fail(400, DV_CODES.badInput, 'feed.errors.avdelningUnknown', {}, 'Avdelningar');
  }
  if (ctx.account.Roll === 'AVD') {
    const own = ctx.account.departments[ctx.companyId] ?? [];
    if (Avdelningar.length === 0 || Avdelningar.some((d) => !own.includes(d))) ctx.fail(400, DV_CODES.badInput, 'feed.errors.avdelningOwn', {}, 'Avdelningar');
  }
  return { Foretag, Roller: unique(body.Roller), Avdelningar, Fran, Till };
}

/**
 * What the announce job still has to tell (server/announce.ts): a post for the selected company alone is told now, by
 * the call's own push; one for other companies too is told by the job within a minute.
 */
function announced(a: Omit<Audience, 'FtgId'>, ctx: FeedCtx): number {
  const status = statusAt(a, ctx.now().getTime());
  const others = a.Foretag.some((f) => f !== ctx.companyId);
  if (status === 'scheduled') return 0;
  if (status === 'published') return others ? 0 : 1;
  return others ? 1 : 2;
}

async function storePicture(ctx: FeedCtx, body: PostInput): Promise<string | null> {
  if (!body.Bild) return null;
  try {
    const stored = await ctx.files.store(FILE_KIND, { bytes: Buffer.from(body.Bild.Content, 'base64'), declaredType: body.Bild.Type });
    return stored.id;
  } catch (e) {
    // the shared check names its own field (Content, Type): the form's field is the picture
    if (e instanceof ApiError && e.field) throw new ApiError(e.status, e.dvCode, e.message, `Bild.${e.field}`);
    throw e;
  }
}

/** a picture no post of the company uses any longer is deleted with the post that used it */
async function dropPicture(ctx: FeedCtx, pictureId: string): Promise<void> {
  if (!pictureId) return;
  const used = await ctx.db.selectFrom('feed_posts').select('Id').where('FtgId', '=', ctx.companyId).where('PictureId', '=', pictureId).executeTakeFirst();
  if (!used) await ctx.files.delete(FILE_KIND, pictureId);
}

function announce(ctx: FeedCtx, id: string): void {
  ctx.publish({ event: 'resource-updated', resource: FEED_RESOURCE, payload: { Id: id } });
}

/** a post the caller manages, else 404 (another company's, another department's: as if it did not exist) */
async function managed(ctx: FeedCtx, id: string): Promise<FeedPostsTable> {
  const row = await ctx.db.selectFrom('feed_posts').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  if (!row || !mayManage(ctx, audienceOf(row))) ctx.fail(404, DV_CODES.notFound, 'feed.errors.notFound');
  return row!;
}

export const listPosts = handle(feed.posts, async (_req, ctx) => {
  const rows = await ctx.db
    .selectFrom('feed_posts')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .orderBy('Fran', 'desc')
    .orderBy('CreatedAt', 'desc')
    .execute();
  const now = ctx.now().getTime();
  return rows.filter((r) => mayManage(ctx, audienceOf(r))).map((r) => wire(r, now));
});

export const audienceOptions = handle(feed.audience, async (_req, ctx) => {
  const role = ctx.account.Roll;
  const companies = ALL_COMPANY_ROLES.includes(role)
    ? await ctx.db.selectFrom('companies').select(['FtgId', 'Namn']).where('Archived', '=', 0).orderBy('Namn').execute()
    : [];
  const all = await ctx.db.selectFrom('departments').select(['Avdelning', 'Namn']).where('FtgId', '=', ctx.companyId).orderBy('Avdelning').execute();
  const own = ctx.account.departments[ctx.companyId] ?? [];
  return {
    Foretag: companies.filter((c) => ctx.account.companies.includes(c.FtgId)),
    Roller: ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU', 'PER'],
    // AVD: his own departments only
    Avdelningar: role === 'AVD' ? all.filter((d) => own.includes(d.Avdelning)) : all,
    AvdelningKravs: role === 'AVD',
  };
});

export const createPost = handle(feed.create, async ({ body }, ctx) => {
  const a = await checked(ctx, body);
  const now = ctx.now().getTime();
  const row: FeedPostsTable = {
    Id: randomUUID(),
    FtgId: ctx.companyId,
    Rubrik: body.Rubrik.trim(),
    Text: body.Text.trim(),
    PictureId: (await storePicture(ctx, body)) ?? '',
    Fran: a.Fran,
    Till: a.Till,
    Fastnalad: body.Fastnalad ? 1 : 0,
    Foretag: JSON.stringify(a.Foretag),
    Roller: JSON.stringify(a.Roller),
    Avdelningar: JSON.stringify(a.Avdelningar),
    Meddelad: announced(a, ctx),
    CreatedBy: ctx.account.Login,
    Forfattare: ctx.account.Namn || ctx.account.Login,
    CreatedAt: now,
    ChangedAt: now,
  };
  await ctx.db.insertInto('feed_posts').values(row).execute();
  await ctx.audit.record({ entity: 'post', id: row.Id, event: 'created', before: null, after: audited(row) });
  announce(ctx, row.Id);
  return wire(row, now);
});

export const updatePost = handle(feed.update, async ({ params, body }, ctx) => {
  const before = await managed(ctx, params.Id);
  const a = await checked(ctx, body);
  const now = ctx.now().getTime();
  const picture = await storePicture(ctx, body);
  const row: FeedPostsTable = {
    ...before,
    Rubrik: body.Rubrik.trim(),
    Text: body.Text.trim(),
    PictureId: picture ?? (body.TaBortBild ? '' : before.PictureId),
    Fran: a.Fran,
    Till: a.Till,
    Fastnalad: body.Fastnalad ? 1 : 0,
    Foretag: JSON.stringify(a.Foretag),
    Roller: JSON.stringify(a.Roller),
    Avdelningar: JSON.stringify(a.Avdelningar),
    Meddelad: announced(a, ctx),
    ChangedAt: now,
  };
  const { Id: _id, FtgId: _ftg, ...changes } = row;
  await ctx.db.updateTable('feed_posts').set(changes).where('FtgId', '=', ctx.companyId).where('Id', '=', row.Id).execute();
  if (before.PictureId !== row.PictureId) await dropPicture(ctx, before.PictureId);
  await ctx.audit.record({ entity: 'post', id: row.Id, event: 'modified', before: audited(before), after: audited(row) });
  announce(ctx, row.Id);
  return wire(row, now);
});

export const removePost = handle(feed.remove, async ({ params }, ctx) => {
  const before = await managed(ctx, params.Id);
  await ctx.db.deleteFrom('feed_posts').where('FtgId', '=', ctx.companyId).where('Id', '=', before.Id).execute();
  await dropPicture(ctx, before.PictureId);
  await ctx.audit.record({ entity: 'post', id: before.Id, event: 'deleted', before: audited(before), after: null });
  announce(ctx, before.Id);
  return { Id: before.Id };
});
