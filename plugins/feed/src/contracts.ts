import { Array as Arr, Boolean as Bool, Literal, Optional, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { defineEndpoint, FreeText, PictureUploadModel, RequiredText, ROLES } from '@lonna/core/contracts';
import type { Access, Predicate } from '@lonna/core/contracts';

/**
 * The portal feed's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access: the plugin owns its route and the rule of each call ----
/** spec §6 "Portal feed admin: HRTIL user option" — every role, the user option decides */
const writers: Predicate = { userOption: 'HRTIL' };
/** the feed on the dashboard: everyone signed in to a company (the server picks the posts meant for him) */
const readers: Predicate = { companySelected: true };

export const feedAccess = {
  PortalFeedAdmin: { path: '/infopanel', access: writers },
} as const satisfies Record<string, { path: string; access: Access }>;
/** the dashboard card's rule (the feed endpoint carries the same) */
export const feedCardAccess: Predicate = readers;

// ---- limits ----
export const RUBRIK_MAX = 120;
export const TEXT_MAX = 4000;
/** a post longer than this shows "more" on the dashboard card */
export const CARD_TEXT_SHOWN = 280;

// ---- models ----
const Role = Union(...(ROLES.map((r) => Literal(r)) as [Literal<'LIC'>, ...Literal<string>[]]));
const Department = Str.withConstraint((s) => /^[A-Za-z0-9_-]{1,20}$/.test(s) || 'a department');
const CompanyId = Str.withConstraint((s) => /^[A-Za-z0-9_-]{1,20}$/.test(s) || 'a company id');
const PostId = Str.withConstraint((s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(s) || 'a post id');
/** a Swedish wall-clock time 'YYYY-MM-DD HH:MM' (Europe/Stockholm, whatever the server's zone) */
export const WallClock = Str.withConstraint((s) => {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(s);
  if (!m) return 'a time YYYY-MM-DD HH:MM';
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  if (!new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)) return 'a date that exists';
  return (Number(m[4]) < 24 && Number(m[5]) < 60) || 'a time HH:MM';
});

/** where a post is in its window: not yet shown, shown, no longer shown */
export const POST_STATUSES = ['scheduled', 'published', 'ended'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
const StatusModel = Union(Literal('scheduled'), Literal('published'), Literal('ended'));

/** one post of the feed as its readers see it */
export const FeedItemModel = Rec({
  Id: Str,
  Rubrik: Str,
  Text: Str,
  /** the picture's path ('' for none) */
  Bild: Str,
  Fastnalad: Bool,
  /** when it was published (Swedish time) */
  Fran: Str,
  /** who wrote it */
  Forfattare: Str,
});
export type FeedItem = Static<typeof FeedItemModel>;

/** a post as its writers manage it */
export const PostModel = Rec({
  Id: Str,
  Rubrik: Str,
  Text: Str,
  Bild: Str,
  Fastnalad: Bool,
  Fran: Str,
  /** '' = no end */
  Till: Str,
  /** [] = the company the post was written in */
  Foretag: Arr(Str),
  /** [] = every role */
  Roller: Arr(Str),
  /** [] = every department */
  Avdelningar: Arr(Str),
  Status: StatusModel,
  Forfattare: Str,
  /** epoch ms of the last change */
  Andrad: Str,
});
export type Post = Static<typeof PostModel>;

/** what the writer may address: the companies (LIC, ADM), the roles, the company's departments (AVD: his own) */
export const AudienceOptionsModel = Rec({
  Foretag: Arr(Rec({ FtgId: Str, Namn: Str })),
  Roller: Arr(Str),
  Avdelningar: Arr(Rec({ Avdelning: Str, Namn: Str })),
  /** AVD: a post must name at least one of his departments */
  AvdelningKravs: Bool,
});
export type AudienceOptions = Static<typeof AudienceOptionsModel>;

/**
 * A post as written. Text: plain text with a small safe markup (blank line = paragraph, **bold**, *italic*,
 * [text](https://…) and bare https links), never HTML. Till: '' = no end. Bild: a new picture (PNG or JPEG);
 * TaBortBild: drop the current one.
 */
export const PostInputModel = Rec({
  Rubrik: RequiredText(RUBRIK_MAX),
  Text: FreeText(TEXT_MAX),
  Fran: WallClock,
  Till: Union(Literal(''), WallClock),
  Fastnalad: Bool,
  Foretag: Arr(CompanyId).withConstraint((a) => a.length <= 200 || 'at most 200'),
  Roller: Arr(Role),
  Avdelningar: Arr(Department).withConstraint((a) => a.length <= 200 || 'at most 200'),
  Bild: Optional(PictureUploadModel),
  TaBortBild: Optional(Bool),
});
export type PostInput = Static<typeof PostInputModel>;

// ---- endpoints ----
export const feed = {
  /** the signed-in person's feed: the posts meant for him whose window is open, pinned first, then newest */
  list: defineEndpoint({ id: 'feed.list', method: 'GET', path: '/api/feed', reply: Arr(FeedItemModel), access: readers }),
  /** a post's picture, for those the post is meant for and its writers (a file path: no /api, spec §7) */
  picture: defineEndpoint({
    id: 'feed.picture',
    method: 'GET',
    path: '/files/feed/:Id/:PictureId',
    params: Rec({ Id: PostId, PictureId: PostId }),
    reply: Str,
    access: readers,
    raw: true,
  }),
  /** the posts the caller may manage, newest window first */
  posts: defineEndpoint({ id: 'feed.posts', method: 'GET', path: '/api/infopanel', reply: Arr(PostModel), access: writers }),
  audience: defineEndpoint({ id: 'feed.audience', method: 'GET', path: '/api/infopanel/audience', reply: AudienceOptionsModel, access: writers }),
  create: defineEndpoint({ id: 'feed.create', method: 'POST', path: '/api/infopanel', body: PostInputModel, reply: PostModel, access: writers }),
  update: defineEndpoint({
    id: 'feed.update',
    method: 'PUT',
    path: '/api/infopanel/:Id',
    params: Rec({ Id: PostId }),
    body: PostInputModel,
    reply: PostModel,
    access: writers,
  }),
  remove: defineEndpoint({
    id: 'feed.remove',
    method: 'DELETE',
    path: '/api/infopanel/:Id',
    params: Rec({ Id: PostId }),
    reply: Rec({ Id: Str }),
    access: writers,
  }),
} as const;

/** the push resource: a post was published, changed or removed, or its window opened or closed (payload: its Id) */
export const FEED_RESOURCE = 'feed';
