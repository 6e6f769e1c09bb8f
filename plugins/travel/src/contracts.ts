import { Array as Arr, Number as Num, Optional, Record as Rec, type Static, String as Str } from 'runtypes';
import { defineEndpoint, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access } from '@lonna/core/contracts';

/**
 * The travel plugin's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access: the plugin owns its routes and the rule of each ----
/** who sees the entries: anyone signed in to the company */
const readers: Access = { companySelected: true };
/** who adds entries: everyone but the care recipient (BRU) */
const writers: Access = { notRoles: ['BRU'] };

export const travelAccess = {
  Travel: { path: '/travel', access: readers },
} as const satisfies Record<string, { path: string; access: Access }>;

// ---- models ----
export const TravelEntryModel = Rec({
  Id: Str,
  Rubrik: Str,
  Datum: Str,
  CreatedBy: Str,
  CreatedAt: Num,
});
export type TravelEntry = Static<typeof TravelEntryModel>;

/** Rubrik: the entry's title (required, at most 120 characters); Datum: the day it concerns */
export const RUBRIK_MAX = 120;
export const NewTravelEntryModel = Rec({ Rubrik: RequiredText(RUBRIK_MAX), Datum: IsoDate });
export type NewTravelEntry = Static<typeof NewTravelEntryModel>;

const PageQueryModel = Rec({ Page: Optional(Str), PerPage: Optional(Str) });

// ---- endpoints ----
export const travel = {
  list: defineEndpoint({
    id: 'travel.list',
    method: 'GET',
    path: '/api/travel',
    query: PageQueryModel,
    reply: Arr(TravelEntryModel),
    access: readers,
    paged: true,
  }),
  create: defineEndpoint({
    id: 'travel.create',
    method: 'POST',
    path: '/api/travel',
    body: NewTravelEntryModel,
    reply: TravelEntryModel,
    access: writers,
  }),
} as const;

/** the push resource another user's change raises (the page reloads on it) */
export const TRAVEL_RESOURCE = 'travel';
