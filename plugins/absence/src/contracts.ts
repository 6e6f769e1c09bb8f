import { Array as Arr, Boolean as Bool, Literal, Number as Num, Optional, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { AnstNrModel, defineEndpoint, FreeText, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access, Predicate, Role } from '@lonna/core/contracts';

/**
 * The absence plugin's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access (spec §6: absence reports, absence calendar) ----
export const NOTICES_SWITCH = 'EnableAbsenceReports';
export const CALENDAR_SWITCH = 'EnableFranvarokalender';
const HR_ROLES: Role[] = ['LIC', 'ADM', 'FTG', 'AVD', 'PER'];
const ADMIN_ROLES: Role[] = ['LIC', 'ADM', 'FTG', 'AVD'];
/** the HRTIL licence option; LIC, ADM, FTG, AVD, PER; PER and AVD need an employee number or the HRTIL user option; the switch */
const hrAccess = (portal: string): Predicate => ({
  all: [
    { licenceOption: 'HRTIL' },
    { roles: HR_ROLES },
    { any: [{ roles: ['LIC', 'ADM', 'FTG'] }, { hasEmployeeNumber: true }, { userOption: 'HRTIL' }] },
    { portal },
  ],
});
const noticeAccess = hrAccess(NOTICES_SWITCH);
const calendarAccess = hrAccess(CALENDAR_SWITCH);

export const absenceAccess = {
  AbsenceReports: { path: '/absenceReports', access: noticeAccess },
  AbsenceCalendar: { path: '/absencecalendar', access: calendarAccess },
} as const satisfies Record<string, { path: string; access: Access }>;
/** the dashboard cards: the employee's own open notices; who is absent today for the administrators */
export const myNoticesCardAccess: Predicate = { all: [noticeAccess, { roles: ['PER'] }] };
export const absentTodayCardAccess: Predicate = { all: [calendarAccess, { roles: ADMIN_ROLES }] };

// ---- rules as data ----
/**
 * The kinds of notice and the company time code each books (PAXml: SJK sick, VAB care of a sick child, TJL leave of
 * absence — paxml.md). A sick notice's first day books KAR (→ SJK_KAR, the karensavdrag) when the company has it.
 * Other planned leave (vacation, parental leave) is applied for in the leave plugin, not notified here.
 */
export const TYPES = ['SJK', 'VAB', 'TJL'] as const;
export type AbsenceType = (typeof TYPES)[number];
export const TYPE_TIME_CODE: Readonly<Record<AbsenceType, string>> = { SJK: 'SJK', VAB: 'VAB', TJL: 'TJL' };
/** the karensavdrag's company code (mapped to PAXml SJK_KAR by default in the time plugin) */
export const QUALIFYING_TIME_CODE = 'KAR';
/** part of the day: sick leave and sickness benefit go in quarters (Socialförsäkringsbalken 27 kap. 45 §) */
export const PERCENTS = [25, 50, 75, 100] as const;
/** the days a notice books ahead from its first day: the employer's sick-pay period (SjLL 7 §); recovery ends them */
export const BOOKED_DAYS = 14;
/**
 * A notice still open after the sick-pay period stays booked this many calendar days ahead of today (a daily job
 * moves it on; recovery removes the rows from the first day back), so the time report and payroll see the absence.
 */
export const EXTEND_AHEAD_DAYS = 7;
/** how far back and ahead a notice may start (a forgotten notice is reported late; a planned absence early) */
export const FROM_MAX_BACK_DAYS = 31;
export const FROM_MAX_AHEAD_DAYS = 31;
export const KOMMENTAR_MAX = 200;

// ---- models ----
const TypeModel = Union(Literal('SJK'), Literal('VAB'), Literal('TJL'));
const PercentModel = Union(Literal(25), Literal(50), Literal(75), Literal(100));
const MilestoneModel = Rec({
  Key: Union(Literal('qualifying'), Literal('certificate'), Literal('fkNotice')),
  Dag: Num,
  Datum: Str,
  Senast: Str,
  State: Union(Literal('upcoming'), Literal('due'), Literal('passed'), Literal('notReached')),
  Kalla: Str,
});
export type MilestoneWire = Static<typeof MilestoneModel>;
const SkipModel = Rec({ Datum: Str, Orsak: Str });
export type Skip = Static<typeof SkipModel>;

export const NoticeModel = Rec({
  Id: Str,
  AnstNr: Str,
  Namn: Str,
  Avdelning: Str,
  Typ: TypeModel,
  FromDatum: Str,
  Omfattning: PercentModel,
  /** VAB: the child (name; the personal number goes only into the time rows) */
  BarnNamn: Str,
  Kommentar: Str,
  /** the first day back at work; '' while the notice is open */
  FriskDatum: Str,
  /** days the time report kept as they were (approved, attested, transferred to payroll) */
  Overhoppade: Arr(SkipModel),
  /** the sick-pay milestones (sick notices only; empty for the others) */
  Tidslinje: Arr(MilestoneModel),
  Rapportor: Str,
  Skapad: Num,
});
export type Notice = Static<typeof NoticeModel>;

export const NewNoticeModel = Rec({
  /** whose absence: PER leaves it out (his own); administrators name an employee of their scope */
  AnstNr: Optional(AnstNrModel),
  Typ: TypeModel,
  /** the first day of absence */
  Datum: IsoDate,
  Omfattning: PercentModel,
  /** VAB: the child's id in the personal plugin's child register */
  Barn: Optional(FreeText(40)),
  Kommentar: Optional(FreeText(KOMMENTAR_MAX)),
});
export type NewNotice = Static<typeof NewNoticeModel>;
export const RecoveryModel = Rec({ FriskDatum: IsoDate });
export type Recovery = Static<typeof RecoveryModel>;

const BoolText = Union(Literal('true'), Literal('false'));
const ListQueryModel = Rec({ AnstNr: Optional(AnstNrModel), Recovered: Optional(BoolText) });

export const ChildOptionModel = Rec({ Id: Str, Namn: Str });
export const EmployeeOptionModel = Rec({ AnstNr: Str, Namn: Str, Avdelning: Str });
export type EmployeeOption = Static<typeof EmployeeOptionModel>;

/**
 * The calendar's kinds: the notices' and the approved leave's from the leave plugin (SEM vacation, FLD parental leave,
 * KOMP compensatory time off; TJL is both a notified and an applied leave of absence).
 */
export const CALENDAR_TYPES = [...TYPES, 'SEM', 'FLD', 'KOMP'] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];
const CalendarTypeModel = Union(TypeModel, Literal('SEM'), Literal('FLD'), Literal('KOMP'));
const CalendarQueryModel = Rec({ From: IsoDate, To: IsoDate, Avdelning: Optional(RequiredText(20)), Typ: Optional(CalendarTypeModel) });
const PeriodModel = Rec({
  Id: Str,
  Typ: CalendarTypeModel,
  From: Str,
  To: Str,
  Omfattning: Num,
  Oppen: Bool,
  /** where it comes from: an absence notice or an approved leave application */
  Kalla: Union(Literal('notice'), Literal('leave')),
  /** the ISO weekdays of the period that are absence ('1234567' for a notice; a leave's chosen weekdays) */
  Veckodagar: Str,
});
export type Period = Static<typeof PeriodModel>;
export const CalendarRowModel = Rec({ AnstNr: Str, Namn: Str, Avdelning: Str, Perioder: Arr(PeriodModel) });
export type CalendarRow = Static<typeof CalendarRowModel>;
const HolidayModel = Rec({ Datum: Str, Namn: Str, Typ: Union(Literal('HOLIDAY'), Literal('EVE')) });
export const CalendarModel = Rec({
  Rader: Arr(CalendarRowModel),
  Helgdagar: Arr(HolidayModel),
  Avdelningar: Arr(Rec({ Avdelning: Str, Namn: Str })),
});
export type Calendar = Static<typeof CalendarModel>;
export const AbsentTodayModel = Arr(Rec({ AnstNr: Str, Namn: Str, Typ: CalendarTypeModel, Omfattning: Num }));

// ---- endpoints ----
export const absence = {
  /** the notices in the caller's scope (the spec's call: AnstNr and Recovered=false give one employee's open ones) */
  list: defineEndpoint({
    id: 'absence.list',
    method: 'GET',
    path: '/api/absenceReports',
    query: ListQueryModel,
    reply: Arr(NoticeModel),
    access: noticeAccess,
  }),
  /** report an absence (PER for himself; administrators for an employee of their scope) */
  create: defineEndpoint({
    id: 'absence.create',
    method: 'POST',
    path: '/api/absenceReports',
    body: NewNoticeModel,
    reply: NoticeModel,
    access: noticeAccess,
  }),
  /** report recovery (friskanmälan): the days from FriskDatum on leave the time report */
  recover: defineEndpoint({
    id: 'absence.recover',
    method: 'PUT',
    path: '/api/absenceReports/:Id/recovery',
    params: Rec({ Id: RequiredText(40) }),
    body: RecoveryModel,
    reply: NoticeModel,
    access: noticeAccess,
  }),
  /** whom the caller may report for (PER: himself) */
  employees: defineEndpoint({
    id: 'absence.employees',
    method: 'GET',
    path: '/api/absenceReports/employees',
    reply: Arr(EmployeeOptionModel),
    access: noticeAccess,
  }),
  /** an employee's children, for a VAB notice (from the personal plugin's child register) */
  children: defineEndpoint({
    id: 'absence.children',
    method: 'GET',
    path: '/api/absenceReports/children',
    query: Rec({ AnstNr: AnstNrModel }),
    reply: Arr(ChildOptionModel),
    access: noticeAccess,
  }),
  /** the absence calendar: who is absent in a period, by type, with the holidays */
  calendar: defineEndpoint({
    id: 'absence.calendar',
    method: 'GET',
    path: '/api/absencecalendar',
    query: CalendarQueryModel,
    reply: CalendarModel,
    access: calendarAccess,
  }),
  /** the administrators' dashboard card: who is absent today */
  today: defineEndpoint({
    id: 'absence.today',
    method: 'GET',
    path: '/api/absencecalendar/today',
    reply: AbsentTodayModel,
    access: absentTodayCardAccess,
  }),
} as const;

/** the push resource a notice reported or recovered raises (payload: whose): open lists, calendars and cards reload */
export const ABSENCE_RESOURCE = 'absenceReports';
