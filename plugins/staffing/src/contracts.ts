import { Array as Arr, Number as Num, Optional, Record as Rec, type Static, String as Str } from 'runtypes';
import { defineEndpoint, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access } from '@lonna/core/contracts';

/**
 * The staffing plugin's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access: the plugin owns its routes and the rule of each ----
/** who sees the entries: anyone signed in to the company */
const readers: Access = { companySelected: true };
/** who adds entries: everyone but the care recipient (BRU) */
const writers: Access = { notRoles: ['BRU'] };

export const staffingAccess = {
  Staffing: { path: '/staffing', access: readers },
} as const satisfies Record<string, { path: string; access: Access }>;

// ---- models ----
export const StaffingEntryModel = Rec({
  Id: Str,
  Rubrik: Str,
  Datum: Str,
  CreatedBy: Str,
  CreatedAt: Num,
});
export type StaffingEntry = Static<typeof StaffingEntryModel>;

/** Rubrik: the entry's title (required, at most 120 characters); Datum: the day it concerns */
export const RUBRIK_MAX = 120;
export const NewStaffingEntryModel = Rec({ Rubrik: RequiredText(RUBRIK_MAX), Datum: IsoDate });
export type NewStaffingEntry = Static<typeof NewStaffingEntryModel>;

const PageQueryModel = Rec({ Page: Optional(Str), PerPage: Optional(Str) });

// ---- endpoints ----
export const staffing = {
  list: defineEndpoint({
    id: 'staffing.list',
    method: 'GET',
    path: '/api/staffing',
    query: PageQueryModel,
    reply: Arr(StaffingEntryModel),
    access: readers,
    paged: true,
  }),
  create: defineEndpoint({
    id: 'staffing.create',
    method: 'POST',
    path: '/api/staffing',
    body: NewStaffingEntryModel,
    reply: StaffingEntryModel,
    access: writers,
  }),
} as const;

/** the push resource another user's change raises (the page reloads on it) */
export const STAFFING_RESOURCE = 'staffing';
