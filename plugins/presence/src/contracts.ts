import { Array as Arr, Literal, Null, Number as Num, Optional, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { defineEndpoint, FreeText } from '@lonna/core/contracts';
import type { Access, Predicate } from '@lonna/core/contracts';

/**
 * The presence plugin's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access: the plugin owns its route and the rule of each call ----
/** the company's switch (PortalInfo.EnableNarvarostatus); off: no drawer item, no route, every endpoint refused */
export const PRESENCE_SWITCH = 'EnableNarvarostatus';
/**
 * Who reads the board: the company's people with the switch on. Not the care recipient (BRU): the board is the staff's
 * own ("who is in?"), and a care recipient is no colleague.
 */
const readers: Predicate = { all: [{ portal: PRESENCE_SWITCH }, { notRoles: ['BRU'] }] };
/** Who sets a status: a reader who is an employee (a status is always one's own) */
const setters: Predicate = { all: [readers, { hasEmployeeNumber: true }] };

export const presenceAccess = {
  PresenceStatus: { path: '/presenceStatus', access: readers },
} as const satisfies Record<string, { path: string; access: Access }>;
/** the rule of the "set my status" form (the server refuses the same callers) */
export const canSetStatus: Predicate = setters;

// ---- rules as data ----
/**
 * The fixed list, in the order the form offers it. IN and OUT are also what a clock punch sets; the rest are what a
 * colleague needs to know before calling or walking over.
 */
export const STATUSES = ['IN', 'OUT', 'AWAY', 'MEETING', 'REMOTE', 'TRAVEL', 'SICK', 'LEAVE'] as const;
export type PresenceCode = (typeof STATUSES)[number];
/** what the board says of someone who never set a status and has not punched lately */
export const NO_STATUS = 'NONE';
export type BoardStatus = PresenceCode | typeof NO_STATUS;
/**
 * What a day booked by another plugin shows colleagues. An absence notice is AWAY, never SICK: whether someone is ill or
 * home with a sick child is health data (GDPR art. 9) the colleague has not chosen to share; he may still set SICK
 * himself. Leave is LEAVE.
 */
export const BOOKED_STATUS: Readonly<Record<string, PresenceCode>> = { absence: 'AWAY', leave: 'LEAVE' };
/** the statuses that count as "at work today" for the dashboard card */
export const AT_WORK: readonly PresenceCode[] = ['IN', 'MEETING', 'REMOTE', 'TRAVEL'];

/** a comment such as "Tillbaka efter lunch" or "Kundmöte hos Volvo, nås på mobil" */
export const KOMMENTAR_MAX = 100;
/** an expected return at most this far ahead (a year: long leave is planned in the leave plugin, not here) */
export const ATER_MAX_AHEAD_MS = 366 * 86_400_000;

// ---- models ----
const StatusModel = Union(
  Literal('IN'),
  Literal('OUT'),
  Literal('AWAY'),
  Literal('MEETING'),
  Literal('REMOTE'),
  Literal('TRAVEL'),
  Literal('SICK'),
  Literal('LEAVE'),
);
const BoardStatusModel = Union(StatusModel, Literal(NO_STATUS));
/**
 * MANUAL set by the person · PUNCH from the time plugin's clock punches · BOOKED from today's absence or leave booked in
 * the time report (the absence and leave plugins) · NONE nothing yet
 */
const SourceModel = Union(Literal('MANUAL'), Literal('PUNCH'), Literal('BOOKED'), Literal('NONE'));
const epochMs = Num.withConstraint((n) => (Number.isInteger(n) && n >= 0) || 'a whole number');

export const PresenceEntryModel = Rec({
  AnstNr: Str,
  Namn: Str,
  Avdelning: Str,
  Status: BoardStatusModel,
  Kommentar: Str,
  /** since when (epoch ms; 0 = no status) */
  Sedan: Num,
  /** expected return (epoch ms; 0 = none given) */
  Ater: Num,
  Kalla: SourceModel,
});
export type PresenceEntry = Static<typeof PresenceEntryModel>;

export const PresenceBoardModel = Rec({
  /** the caller's own entry when he is an employee of the company (the form starts from it) */
  Me: Union(PresenceEntryModel, Null),
  /** everyone the caller may see, by name */
  Entries: Arr(PresenceEntryModel),
});
export type PresenceBoard = Static<typeof PresenceBoardModel>;

/** Kommentar: optional, at most 100 characters; Ater: the expected return (epoch ms, 0 or absent = none; never past) */
export const SetStatusModel = Rec({ Status: StatusModel, Kommentar: Optional(FreeText(KOMMENTAR_MAX)), Ater: Optional(epochMs) });
export type SetStatus = Static<typeof SetStatusModel>;

// ---- endpoints ----
export const presence = {
  /** the board: everyone the caller may see, with their current status (manual or from the clock, the latest wins) */
  board: defineEndpoint({
    id: 'presence.board',
    method: 'GET',
    path: '/api/presenceStatus',
    reply: PresenceBoardModel,
    access: readers,
  }),
  /** set one's own status */
  set: defineEndpoint({
    id: 'presence.set',
    method: 'PUT',
    path: '/api/presenceStatus',
    body: SetStatusModel,
    reply: PresenceEntryModel,
    access: setters,
  }),
  /** clear one's own status (the clock's, if any, shows again) */
  clear: defineEndpoint({
    id: 'presence.clear',
    method: 'DELETE',
    path: '/api/presenceStatus',
    reply: PresenceEntryModel,
    access: setters,
  }),
} as const;

/** the push resource a change raises: every open board of the company reads again (payload: whose status) */
export const PRESENCE_RESOURCE = 'narvarostatus';
