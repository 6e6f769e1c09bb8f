import { Array as Arr, Number as Num, Optional, Record as Rec, type Static, String as Str } from 'runtypes';
import { defineEndpoint, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access } from '@lonna/core/contracts';

/**
 * The near-accidents plugin's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access: the plugin owns its routes and the rule of each ----
/** who sees the entries: anyone signed in to the company */
const readers: Access = { companySelected: true };
/** who adds entries: everyone but the care recipient (BRU) */
const writers: Access = { notRoles: ['BRU'] };

export const nearAccidentsAccess = {
  NearAccidents: { path: '/near-accidents', access: readers },
} as const satisfies Record<string, { path: string; access: Access }>;

// ---- models ----
export const NearAccidentsEntryModel = Rec({
  Id: Str,
  Rubrik: Str,
  Datum: Str,
  CreatedBy: Str,
  CreatedAt: Num,
});
export type NearAccidentsEntry = Static<typeof NearAccidentsEntryModel>;

/** Rubrik: the entry's title (required, at most 120 characters); Datum: the day it concerns */
export const RUBRIK_MAX = 120;
export const NewNearAccidentsEntryModel = Rec({ Rubrik: RequiredText(RUBRIK_MAX), Datum: IsoDate });
export type NewNearAccidentsEntry = Static<typeof NewNearAccidentsEntryModel>;

const PageQueryModel = Rec({ Page: Optional(Str), PerPage: Optional(Str) });

// ---- endpoints ----
export const nearAccidents = {
  list: defineEndpoint({
    id: 'near-accidents.list',
    method: 'GET',
    path: '/api/near-accidents',
    query: PageQueryModel,
    reply: Arr(NearAccidentsEntryModel),
    access: readers,
    paged: true,
  }),
  create: defineEndpoint({
    id: 'near-accidents.create',
    method: 'POST',
    path: '/api/near-accidents',
    body: NewNearAccidentsEntryModel,
    reply: NearAccidentsEntryModel,
    access: writers,
  }),
} as const;

/** the push resource another user's change raises (the page reloads on it) */
export const NEAR_ACCIDENTS_RESOURCE = 'near-accidents';
