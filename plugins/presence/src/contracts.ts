import { Array as Arr, Number as Num, Optional, Record as Rec, type Static, String as Str } from 'runtypes';
import { defineEndpoint, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access } from '@lonna/core/contracts';

/**
 * The presence plugin's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access: the plugin owns its routes and the rule of each ----
/** who sees the entries: anyone signed in to the company */
const readers: Access = { companySelected: true };
/** who adds entries: everyone but the care recipient (BRU) */
const writers: Access = { notRoles: ['BRU'] };

export const presenceAccess = {
  Presence: { path: '/presence', access: readers },
} as const satisfies Record<string, { path: string; access: Access }>;

// ---- models ----
export const PresenceEntryModel = Rec({
  Id: Str,
  Rubrik: Str,
  Datum: Str,
  CreatedBy: Str,
  CreatedAt: Num,
});
export type PresenceEntry = Static<typeof PresenceEntryModel>;

/** Rubrik: the entry's title (required, at most 120 characters); Datum: the day it concerns */
export const RUBRIK_MAX = 120;
export const NewPresenceEntryModel = Rec({ Rubrik: RequiredText(RUBRIK_MAX), Datum: IsoDate });
export type NewPresenceEntry = Static<typeof NewPresenceEntryModel>;

const PageQueryModel = Rec({ Page: Optional(Str), PerPage: Optional(Str) });

// ---- endpoints ----
export const presence = {
  list: defineEndpoint({
    id: 'presence.list',
    method: 'GET',
    path: '/api/presence',
    query: PageQueryModel,
    reply: Arr(PresenceEntryModel),
    access: readers,
    paged: true,
  }),
  create: defineEndpoint({
    id: 'presence.create',
    method: 'POST',
    path: '/api/presence',
    body: NewPresenceEntryModel,
    reply: PresenceEntryModel,
    access: writers,
  }),
} as const;

/** the push resource another user's change raises (the page reloads on it) */
export const PRESENCE_RESOURCE = 'presence';
