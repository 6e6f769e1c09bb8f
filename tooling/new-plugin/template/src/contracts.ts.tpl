import { Array as Arr, Number as Num, Optional, Record as Rec, type Static, String as Str } from 'runtypes';
import { defineEndpoint, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access } from '@lonna/core/contracts';

/**
 * The __id__ plugin's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access: the plugin owns its routes and the rule of each ----
/** who sees the entries: anyone signed in to the company */
const readers: Access = { companySelected: true };
/** who adds entries: everyone but the care recipient (BRU) */
const writers: Access = { notRoles: ['BRU'] };

export const __name__Access = {
  __Name__: { path: '/__id__', access: readers },
} as const satisfies Record<string, { path: string; access: Access }>;

// ---- models ----
export const __Name__EntryModel = Rec({
  Id: Str,
  Rubrik: Str,
  Datum: Str,
  CreatedBy: Str,
  CreatedAt: Num,
});
export type __Name__Entry = Static<typeof __Name__EntryModel>;

/** Rubrik: the entry's title (required, at most 120 characters); Datum: the day it concerns */
export const RUBRIK_MAX = 120;
export const New__Name__EntryModel = Rec({ Rubrik: RequiredText(RUBRIK_MAX), Datum: IsoDate });
export type New__Name__Entry = Static<typeof New__Name__EntryModel>;

const PageQueryModel = Rec({ Page: Optional(Str), PerPage: Optional(Str) });

// ---- endpoints ----
export const __name__ = {
  list: defineEndpoint({
    id: '__id__.list',
    method: 'GET',
    path: '/api/__id__',
    query: PageQueryModel,
    reply: Arr(__Name__EntryModel),
    access: readers,
    paged: true,
  }),
  create: defineEndpoint({
    id: '__id__.create',
    method: 'POST',
    path: '/api/__id__',
    body: New__Name__EntryModel,
    reply: __Name__EntryModel,
    access: writers,
  }),
} as const;

/** the push resource another user's change raises (the page reloads on it) */
export const __CONST___RESOURCE = '__id__';
