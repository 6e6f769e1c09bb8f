import { Array as Arr, Number as Num, Optional, Record as Rec, type Static, String as Str } from 'runtypes';
import { defineEndpoint, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access } from '@lonna/core/contracts';

/**
 * The absence plugin's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access: the plugin owns its routes and the rule of each ----
/** who sees the entries: anyone signed in to the company */
const readers: Access = { companySelected: true };
/** who adds entries: everyone but the care recipient (BRU) */
const writers: Access = { notRoles: ['BRU'] };

export const absenceAccess = {
  Absence: { path: '/absence', access: readers },
} as const satisfies Record<string, { path: string; access: Access }>;

// ---- models ----
export const AbsenceEntryModel = Rec({
  Id: Str,
  Rubrik: Str,
  Datum: Str,
  CreatedBy: Str,
  CreatedAt: Num,
});
export type AbsenceEntry = Static<typeof AbsenceEntryModel>;

/** Rubrik: the entry's title (required, at most 120 characters); Datum: the day it concerns */
export const RUBRIK_MAX = 120;
export const NewAbsenceEntryModel = Rec({ Rubrik: RequiredText(RUBRIK_MAX), Datum: IsoDate });
export type NewAbsenceEntry = Static<typeof NewAbsenceEntryModel>;

const PageQueryModel = Rec({ Page: Optional(Str), PerPage: Optional(Str) });

// ---- endpoints ----
export const absence = {
  list: defineEndpoint({
    id: 'absence.list',
    method: 'GET',
    path: '/api/absence',
    query: PageQueryModel,
    reply: Arr(AbsenceEntryModel),
    access: readers,
    paged: true,
  }),
  create: defineEndpoint({
    id: 'absence.create',
    method: 'POST',
    path: '/api/absence',
    body: NewAbsenceEntryModel,
    reply: AbsenceEntryModel,
    access: writers,
  }),
} as const;

/** the push resource another user's change raises (the page reloads on it) */
export const ABSENCE_RESOURCE = 'absence';
