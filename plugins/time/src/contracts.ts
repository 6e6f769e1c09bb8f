import {
  Array as Arr,
  Boolean as Bool,
  Dictionary,
  Literal,
  Null,
  Number as Num,
  Optional,
  Partial,
  Record as Rec,
  type Static,
  String as Str,
  Union,
} from 'runtypes';
import { defineEndpoint, FreeText } from '@lonna/core/contracts';
import type { Access, Predicate, Role } from '@lonna/core/contracts';

/**
 * The time plugin's wire: models, endpoints and the access rules of its routes.
 * Every endpoint takes the access rule of the route it serves, so the drawer,
 * the router and the server refuse the very same callers.
 */

// ---- access: the plugin owns its routes; ApproveTime, Attestera and AttestlistaPrint are the spec's (the harness compares) ----
/** who reports time: everyone with an employee register view; BRU (the care recipient) does not report time */
export const TIME_ROLES: readonly Role[] = ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'PER'];
const timeRoles: Predicate = { roles: TIME_ROLES };
/** export to payroll (which locks the days) is payroll administration: never BRU, LSS, AVD or PER (issue 11) */
export const PAYROLL_ROLES: readonly Role[] = ['LIC', 'ADM', 'FTG'];

export const timeAccess = {
  Kalendarie: { path: '/calendar', access: { all: [timeRoles, { portal: 'EnableKalendarie' }] } },
  Tidrapport: { path: '/timereporting', access: { all: [timeRoles, { portal: 'EnableTidrapport' }] } },
  Stamplingar: { path: '/stamplingar', access: { all: [timeRoles, { portal: 'EnableStamplingar' }] } },
  Schedule: { path: '/schedule', access: { all: [timeRoles, { any: [{ portal: 'EnableKalendarie' }, { portal: 'EnableTidrapport' }] }] } },
  ApproveTime: {
    path: '/approveTime',
    access: { all: [{ roles: ['PER', 'FTG', 'ADM', 'LIC', 'AVD'] }, { portal: 'EnableGodkannaView' }, { company: 'KalUseLonReady' }] },
  },
  Attestera: { path: '/attest', access: { all: [{ notRoles: ['PER'] }, { company: 'KalUseAttest' }] } },
  TidrapportPrint: { path: '/rapporter/tidrapport', access: { all: [timeRoles, { portal: 'EnableTidrapport' }, { portal: 'EnableUtskrifter' }] } },
  AttestlistaPrint: { path: '/rapporter/attestlista', access: { roles: ['LIC', 'ADM', 'FTG', 'LSS', 'BRU', 'AVD'] } },
  /** spec §6: the attest list's roles; Plus; the company uses LSS or a result unit; EnableUtskriftProjektlista */
  ProjektlistaPrint: {
    path: '/rapporter/projektlista',
    access: {
      all: [
        { roles: ['LIC', 'ADM', 'FTG', 'LSS', 'BRU', 'AVD'] },
        { plus: true },
        { any: [{ company: 'UseLSS' }, ...([1, 2, 3, 4, 5, 6] as const).map((n) => ({ company: `OpenResEnhet${n}` }))] },
        { portal: 'EnableUtskriftProjektlista' },
      ],
    },
  },
} as const satisfies Record<string, { path: string; access: Access }>;
export type TimeRouteName = keyof typeof timeAccess;

// ---- constraints ----
const isoDate = Str.withConstraint(
  (s) =>
    (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)) ||
    'a date YYYY-MM-DD',
);
const anstNr = Str.withConstraint((s) => /^\d{1,10}$/.test(s) || 'digits only');
/** codes and free text: the shared rule (length, no control characters) */
const code = FreeText;
const rowId = Str.withConstraint((s) => /^[A-Za-z0-9-]{1,40}$/.test(s) || 'invalid id');
const version = Num.withConstraint((n) => (Number.isInteger(n) && n >= 0) || 'a whole number');
const intText = Str.withConstraint((s) => /^\d{1,6}$/.test(s) || 'digits only');
/** '' or a clock time; the shared rule isValidTime decides the rest on the server */
const clock = Str.withConstraint((s) => s.length <= 5 || 'at most 5 characters');
const anstNrList = Arr(anstNr).withConstraint((a) => (a.length >= 1 && a.length <= 5000) || 'one to 5000 employees');

/** A period is at most 93 days (a quarter), To on or after From. */
/** what the project list groups by: the care recipient (LSS companies) or one of the six result units */
export const PROJECT_DIMENSIONS = ['Brukare', 'ResEnhet1', 'ResEnhet2', 'ResEnhet3', 'ResEnhet4', 'ResEnhet5', 'ResEnhet6'] as const;
export type ProjectDimension = (typeof PROJECT_DIMENSIONS)[number];
const ProjectDimensionModel = Union(...(PROJECT_DIMENSIONS.map((d) => Literal(d)) as unknown as [ReturnType<typeof Literal<ProjectDimension>>]));
const periodOk = (p: { From: string; To: string }) => (p.From <= p.To && daysBetween(p.From, p.To) <= 93) || 'To on or after From, at most 93 days';
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

// ---- models ----
/** OPEN not approved · APPROVED approved (klarmarkerad) · ATTESTED attested · LOCKED transferred to payroll */
export const DayStatusModel = Union(Literal('OPEN'), Literal('APPROVED'), Literal('ATTESTED'), Literal('LOCKED'));
export type DayStatus = Static<typeof DayStatusModel>;
/** MANUAL typed in · PUNCH made from a clock punch · BOOKED by another plugin (an absence notice, approved leave) */
export const RowSourceModel = Union(Literal('MANUAL'), Literal('PUNCH'), Literal('BOOKED'));

const resultUnits = {
  ResEnhet1: Str,
  ResEnhet2: Str,
  ResEnhet3: Str,
  ResEnhet4: Str,
  ResEnhet5: Str,
  ResEnhet6: Str,
};

export const TimeRowModel = Rec({
  Id: Str,
  AnstNr: Str,
  Datum: Str,
  TidKod: Str,
  /** hours (or days for day codes); computed from Start and Slut when they are given */
  Timmar: Num,
  Start: Str,
  Slut: Str,
  Brukare: Str,
  ...resultUnits,
  /** the accounting distribution (konto) the row is booked to; '' = the employee's default */
  Konto: Str,
  Text: Str,
  Source: RowSourceModel,
  UpdatedBy: Str,
  UpdatedAt: Num,
});
export type TimeRow = Static<typeof TimeRowModel>;

export const ScheduleDayModel = Rec({
  ArbSchema: Str,
  Start: Str,
  Slut: Str,
  /** break in minutes */
  Rast: Num,
  Timmar: Num,
});
export type ScheduleDay = Static<typeof ScheduleDayModel>;

export const DayHolidayModel = Rec({ Namn: Str, Typ: Union(Literal('HOLIDAY'), Literal('EVE')) });

/** reported time: hours of the hour codes and days of the day codes, never added together */
export const QuantitiesModel = Rec({ Hours: Num, Days: Num });
export type Quantities = Static<typeof QuantitiesModel>;

export const TimeDayModel = Rec({
  Datum: Str,
  /** ISO 8601 week number */
  Vecka: Num,
  Status: DayStatusModel,
  /** bumped on every change of the day: a write carries the version it read (409 when stale) */
  Version: Num,
  Holiday: Union(DayHolidayModel, Null),
  /** the work schedule of the day; null = no scheduled work (day off, holiday) */
  Schedule: Union(ScheduleDayModel, Null),
  Rows: Arr(TimeRowModel),
  /** the day's rows added up (server/totals.ts) */
  Reported: QuantitiesModel,
  /** hours per OB band of the day's worked time with start and end (domain/ob-bands.ts), highest band first */
  OB: Optional(Arr(Rec({ Band: Str, Hours: Num }))),
  /** who approved and attested the day, and when (epoch ms; 0 = not done) */
  ApprovedBy: Str,
  ApprovedAt: Num,
  AttestedBy: Str,
  AttestedAt: Num,
});
export type TimeDay = Static<typeof TimeDayModel>;

/** a code's total in its unit: hours, or days for day codes (server/totals.ts is the one rule) */
export const CodeTotalModel = Rec({ TidKod: Str, Timmar: Num, Enhet: Union(Literal('h'), Literal('dag')) });
export const TimeReportModel = Rec({
  AnstNr: Str,
  From: Str,
  To: Str,
  Days: Arr(TimeDayModel),
  Totals: Arr(CodeTotalModel),
  Reported: QuantitiesModel,
  ScheduledHours: Num,
});
export type TimeReport = Static<typeof TimeReportModel>;

const rowFields = {
  TidKod: code(10),
  Timmar: Optional(Union(Num, Null)),
  Start: Optional(clock),
  Slut: Optional(clock),
  Brukare: Optional(code(20)),
  ResEnhet1: Optional(code(20)),
  ResEnhet2: Optional(code(20)),
  ResEnhet3: Optional(code(20)),
  ResEnhet4: Optional(code(20)),
  ResEnhet5: Optional(code(20)),
  ResEnhet6: Optional(code(20)),
  Konto: Optional(code(10)),
  Text: Optional(code(200)),
};
export const NewRowBodyModel = Rec({ AnstNr: anstNr, Datum: isoDate, DayVersion: version, ...rowFields });
export const EditRowBodyModel = Rec({ DayVersion: version, ...rowFields });
export type RowInput = Static<typeof EditRowBodyModel>;

export const PunchModel = Rec({
  Id: Str,
  AnstNr: Str,
  Datum: Str,
  In: Str,
  /** '' while the punch is open (clocked in) */
  Ut: Str,
  Brukare: Str,
  ResEnhet1: Str,
  /** the time row made when the punch closed; '' while open */
  RowId: Str,
  /** minutes the punch differs from the schedule beyond the portal's limit (0 = within) */
  AvvikelseMinuter: Num,
  Version: Num,
});
export type Punch = Static<typeof PunchModel>;
/** the punches of a period, the open one, and today's planned shift (the clock shows it; Swedish date of the server) */
export const PunchListModel = Rec({
  Open: Union(PunchModel, Null),
  Punches: Arr(PunchModel),
  Today: Str,
  TodaySchedule: Union(ScheduleDayModel, Null),
});
export type PunchList = Static<typeof PunchListModel>;

export const PunchInBodyModel = Rec({ AnstNr: anstNr, Brukare: Optional(code(20)), ResEnhet1: Optional(code(20)) });
export const PunchOutBodyModel = Rec({ AnstNr: anstNr });
/** OverMidnight: the user confirmed that an end at or before the start is the next day (a night shift) */
export const PunchEditBodyModel = Rec({ Version: version, In: clock, Ut: clock }).And(Partial({ OverMidnight: Bool }));

export const BulkBodyModel = Rec({
  AnstNr: anstNrList,
  From: isoDate,
  To: isoDate,
  Action: Union(Literal('approve'), Literal('unapprove'), Literal('attest'), Literal('unattest')),
}).withConstraint(periodOk);
export type BulkAction = Static<typeof BulkBodyModel>['Action'];

/**
 * Day status transitions (spec: not approved, approved, not attested,
 * attested, locked), the flow of Swedish payroll portals:
 *   OPEN ──approve──▶ APPROVED ──attest──▶ ATTESTED ──PAXml export──▶ LOCKED
 * With KalUseLonReady off the company has no approval step: attest takes OPEN
 * days directly and unattest returns them to OPEN. LOCKED never changes back
 * (the rows are in payroll).
 */
export function nextStatus(from: DayStatus, action: BulkAction, company: { KalUseLonReady: boolean }): DayStatus | null {
  switch (action) {
    case 'approve':
      return from === 'OPEN' ? 'APPROVED' : null;
    case 'unapprove':
      return from === 'APPROVED' ? 'OPEN' : null;
    case 'attest':
      return from === 'APPROVED' || (from === 'OPEN' && !company.KalUseLonReady) ? 'ATTESTED' : null;
    case 'unattest':
      return from === 'ATTESTED' ? (company.KalUseLonReady ? 'APPROVED' : 'OPEN') : null;
  }
}

/** Skipped explained (issue 13, bug 7): days already past the step or locked, and days after today (never moved) */
export const BulkResultModel = Rec({ Changed: Num, Skipped: Num }).And(
  Partial({ SkippedWhy: Rec({ AlreadyDone: Num, NotReady: Num, Locked: Num, Future: Num }) }),
);
export type BulkResult = Static<typeof BulkResultModel>;

/** One employee's line in the approve and attest lists. */
export const StatusLineModel = Rec({
  AnstNr: Str,
  Namn: Str,
  Avdelning: Str,
  /** hours of the hour codes */
  Timmar: Num,
  /** days of the day codes (semester, parental leave) */
  Dagar: Num,
  Open: Num,
  Approved: Num,
  Attested: Num,
  Locked: Num,
});
export type StatusLine = Static<typeof StatusLineModel>;

/** report the planned shifts of a period as worked: one action for a day, a week or a month (deviation reporting) */
export const AsPlannedBodyModel = Rec({ AnstNr: anstNr, From: isoDate, To: isoDate }).withConstraint(periodOk);
export const AsPlannedSkipModel = Rec({
  Datum: Str,
  /** why the day was left: hasRows (the employee already reported it), locked, future, rule (a rule of the company refused it) */
  Reason: Union(Literal('hasRows'), Literal('locked'), Literal('future'), Literal('rule')),
  Message: Str,
});
export const AsPlannedResultModel = Rec({ Reported: Num, Skipped: Arr(AsPlannedSkipModel) });
export type AsPlannedResult = Static<typeof AsPlannedResultModel>;

/** a company time code and the PAXml code it is exported as (Chosen: set by payroll administration, else the default) */
export const PaxmlCodeModel = Rec({ TidKod: Str, BenText: Str, Enhet: Str, PaxmlKod: Union(Str, Null), Chosen: Bool });
export type PaxmlCode = Static<typeof PaxmlCodeModel>;
export const PaxmlCodeBodyModel = Rec({ PaxmlKod: code(10) });

/** a day an approver should look at (server/day-flags.ts); Hours: the missing, extra or rest hours it is about */
export const DayFlagModel = Rec({
  Kind: Union(Literal('missing'), Literal('overtime'), Literal('rest'), Literal('punch'), Literal('future')),
  Hours: Num,
});
export type DayFlag = Static<typeof DayFlagModel>;
/** one employee's period for the approver: the days (as the time report) and the flags by date */
export const EmployeeReviewModel = Rec({ Report: TimeReportModel, Flags: Dictionary(Arr(DayFlagModel), Str) });

export const ExportBodyModel = Rec({ AnstNr: anstNrList, From: isoDate, To: isoDate }).withConstraint(periodOk);

export const AuditEntryModel = Rec({ At: Num, Login: Str, Datum: Str, Entity: Str, Action: Str, Old: Str, New: Str });
export type AuditEntry = Static<typeof AuditEntryModel>;

const employeeQuery = Rec({ AnstNr: anstNr, From: isoDate, To: isoDate }).withConstraint(periodOk);
const listQuery = Rec({ From: isoDate, To: isoDate })
  .And(Partial({ Page: intText, PerPage: intText, Avdelning: code(10) }))
  .withConstraint(periodOk);

// ---- the dashboard cards' data (today is the server's: Swedish time of ctx.now()) ----
export const NextShiftModel = Rec({ Datum: Str, Start: Str, Slut: Str, Timmar: Num });
/** the caller's own time this month and the next scheduled shifts */
export const MyTimeModel = Rec({
  Today: Str,
  From: Str,
  To: Str,
  Reported: QuantitiesModel,
  ScheduledHours: Num,
  /** scheduled hours from the month's first day through today */
  ScheduledToDate: Num,
  /** the next scheduled days from today, at most five within two weeks */
  NextShifts: Arr(NextShiftModel),
});
export type MyTime = Static<typeof MyTimeModel>;
export const WaitingCountModel = Rec({ Employees: Num, Days: Num });
/** days waiting for the caller's approval or attest; null where the caller has no such step */
export const WaitingModel = Rec({ From: Str, To: Str, ToApprove: Union(WaitingCountModel, Null), ToAttest: Union(WaitingCountModel, Null) });
export type Waiting = Static<typeof WaitingModel>;
/** the dashboard card "Min tid": the Schedule route's access, for a user with an employee number of their own */
export const myTimeAccess: Access = { all: [timeAccess.Schedule.access as Predicate, { hasEmployeeNumber: true }] };
/** the dashboard card "Väntar på dig": whoever may approve or attest */
export const waitingAccess: Access = { any: [timeAccess.ApproveTime.access as Predicate, timeAccess.Attestera.access as Predicate] };

const A = timeAccess;
/** the payroll export and its code mapping: payroll administration on the attest route (issue 11) */
const paxmlAccess: Access = { all: [A.Attestera.access as Predicate, { roles: PAYROLL_ROLES }] };
export const time = {
  report: defineEndpoint({
    id: 'time.report',
    method: 'GET',
    path: '/api/tidrapport',
    query: employeeQuery,
    reply: TimeReportModel,
    access: A.Tidrapport.access,
  }),
  addRow: defineEndpoint({
    id: 'time.addRow',
    method: 'POST',
    path: '/api/tidrapport/rader',
    body: NewRowBodyModel,
    reply: TimeDayModel,
    access: A.Tidrapport.access,
  }),
  editRow: defineEndpoint({
    id: 'time.editRow',
    method: 'PUT',
    path: '/api/tidrapport/rader/:Id',
    params: Rec({ Id: rowId }),
    body: EditRowBodyModel,
    reply: TimeDayModel,
    access: A.Tidrapport.access,
  }),
  reportAsPlanned: defineEndpoint({
    id: 'time.reportAsPlanned',
    method: 'POST',
    path: '/api/tidrapport/enligtschema',
    body: AsPlannedBodyModel,
    reply: AsPlannedResultModel,
    access: A.Tidrapport.access,
  }),
  deleteRow: defineEndpoint({
    id: 'time.deleteRow',
    method: 'DELETE',
    path: '/api/tidrapport/rader/:Id',
    params: Rec({ Id: rowId }),
    query: Rec({ DayVersion: intText }),
    reply: TimeDayModel,
    access: A.Tidrapport.access,
  }),
  audit: defineEndpoint({
    id: 'time.audit',
    method: 'GET',
    path: '/api/tidrapport/logg',
    query: employeeQuery,
    reply: Arr(AuditEntryModel),
    access: A.Tidrapport.access,
  }),
  calendar: defineEndpoint({
    id: 'time.calendar',
    method: 'GET',
    path: '/api/kalendarie',
    query: employeeQuery,
    reply: TimeReportModel,
    access: A.Kalendarie.access,
  }),
  schedule: defineEndpoint({
    id: 'time.schedule',
    method: 'GET',
    path: '/api/schema',
    query: employeeQuery,
    reply: TimeReportModel,
    access: A.Schedule.access,
  }),
  punches: defineEndpoint({
    id: 'time.punches',
    method: 'GET',
    path: '/api/stamplingar',
    query: employeeQuery,
    reply: PunchListModel,
    access: A.Stamplingar.access,
  }),
  punchIn: defineEndpoint({
    id: 'time.punchIn',
    method: 'POST',
    path: '/api/stamplingar/in',
    body: PunchInBodyModel,
    reply: PunchModel,
    access: A.Stamplingar.access,
  }),
  punchOut: defineEndpoint({
    id: 'time.punchOut',
    method: 'POST',
    path: '/api/stamplingar/ut',
    body: PunchOutBodyModel,
    reply: PunchModel,
    access: A.Stamplingar.access,
  }),
  editPunch: defineEndpoint({
    id: 'time.editPunch',
    method: 'PUT',
    path: '/api/stamplingar/:Id',
    params: Rec({ Id: rowId }),
    body: PunchEditBodyModel,
    reply: PunchModel,
    access: A.Stamplingar.access,
  }),
  deletePunch: defineEndpoint({
    id: 'time.deletePunch',
    method: 'DELETE',
    path: '/api/stamplingar/:Id',
    params: Rec({ Id: rowId }),
    reply: Rec({ ok: Literal(true) }),
    access: A.Stamplingar.access,
  }),
  approveList: defineEndpoint({
    id: 'time.approveList',
    method: 'GET',
    path: '/api/godkann',
    paged: true,
    query: listQuery,
    reply: Arr(StatusLineModel),
    access: A.ApproveTime.access,
  }),
  approve: defineEndpoint({
    id: 'time.approve',
    method: 'POST',
    path: '/api/godkann',
    body: BulkBodyModel,
    reply: BulkResultModel,
    access: A.ApproveTime.access,
  }),
  attestList: defineEndpoint({
    id: 'time.attestList',
    method: 'GET',
    path: '/api/attest',
    paged: true,
    query: listQuery,
    reply: Arr(StatusLineModel),
    access: A.Attestera.access,
  }),
  attest: defineEndpoint({ id: 'time.attest', method: 'POST', path: '/api/attest', body: BulkBodyModel, reply: BulkResultModel, access: A.Attestera.access }),
  exportPaxml: defineEndpoint({
    id: 'time.exportPaxml',
    method: 'POST',
    path: '/api/attest/paxml',
    body: ExportBodyModel,
    reply: Str,
    raw: true,
    access: paxmlAccess,
  }),
  myTime: defineEndpoint({ id: 'time.myTime', method: 'GET', path: '/api/tid/mintid', reply: MyTimeModel, access: myTimeAccess }),
  waiting: defineEndpoint({ id: 'time.waiting', method: 'GET', path: '/api/tid/vantar', reply: WaitingModel, access: waitingAccess }),
  paxmlCodes: defineEndpoint({
    id: 'time.paxmlCodes',
    method: 'GET',
    path: '/api/attest/paxmlkoder',
    reply: Arr(PaxmlCodeModel),
    access: paxmlAccess,
  }),
  setPaxmlCode: defineEndpoint({
    id: 'time.setPaxmlCode',
    method: 'PUT',
    path: '/api/attest/paxmlkoder/:TidKod',
    params: Rec({ TidKod: code(10) }),
    body: PaxmlCodeBodyModel,
    reply: PaxmlCodeModel,
    access: paxmlAccess,
  }),
  review: defineEndpoint({
    id: 'time.review',
    method: 'GET',
    path: '/api/tid/granska',
    query: employeeQuery,
    reply: EmployeeReviewModel,
    access: waitingAccess,
  }),
  printTimeReport: defineEndpoint({
    id: 'time.printTimeReport',
    method: 'GET',
    path: '/print/tidrapport',
    query: employeeQuery,
    reply: Str,
    raw: true,
    access: A.TidrapportPrint.access,
  }),
  printAttestList: defineEndpoint({
    id: 'time.printAttestList',
    method: 'GET',
    path: '/print/attestlista',
    query: Rec({ From: isoDate, To: isoDate })
      .And(Partial({ Avdelning: code(10) }))
      .withConstraint(periodOk),
    reply: Str,
    raw: true,
    access: A.AttestlistaPrint.access,
  }),
  /** hours per project (a result unit or the care recipient) and employee in a period, as a PDF */
  printProjectList: defineEndpoint({
    id: 'time.printProjectList',
    method: 'GET',
    path: '/print/projektlista',
    query: Rec({ From: isoDate, To: isoDate, Grupp: ProjectDimensionModel })
      .And(Partial({ Avdelning: code(10) }))
      .withConstraint(periodOk),
    reply: Str,
    raw: true,
    access: A.ProjektlistaPrint.access,
  }),
} as const;

/** dvCodes of this plugin (409: the resource changed or is locked; the session stays). */
export const TIME_CODES = { conflict: 40900, locked: 40910 } as const;

/** The push a change of time rows raises: `resource-updated`, resource `tidrader`, this payload (views also refresh on focus). */
export const TIDRADER_RESOURCE = 'tidrader';
export const ResourceUpdatedModel = Rec({ resource: Literal(TIDRADER_RESOURCE), FtgId: Str, AnstNr: Str, From: Str, To: Str });
export type ResourceUpdated = Static<typeof ResourceUpdatedModel>;

/**
 * The time rows as other plugins may read them (FK3059 builds its statements from them): the table `time_rows` is this
 * plugin's published read model. Only these columns are promised; the rest of the table is the plugin's own. Readers
 * never write it.
 */
export interface TimeRowsReadModel {
  FtgId: string;
  AnstNr: string;
  Datum: string;
  TidKod: string;
  Timmar: number;
  Start: string;
  Slut: string;
  Brukare: string;
  /** the plugin that booked the row through the booking API ('absence', 'leave'); '' for rows typed in or punched */
  Origin: string;
}
export const TIME_ROWS_READ_TABLE = 'time_rows';

/**
 * A company's month of assistance rows (those booked on a care recipient) as other plugins may read it: `Version` moves
 * whenever one of the month's assistance rows is added, changed or removed (triggers on time_rows keep it), so a
 * reader may keep what it computed from the month until the version moves. No row = version 0. Readers never write it.
 */
export interface TimeCareMonthsReadModel {
  FtgId: string;
  /** YYYY-MM */
  Manad: string;
  Version: number;
}
export const TIME_CARE_MONTHS_READ_TABLE = 'time_care_months';

/**
 * The days' states as other plugins may read them (the admin plugin's reminders find days not yet approved or
 * attested): the table `time_days` is this plugin's published read model — a row per reported day. Only these
 * columns are promised; readers never write it.
 */
export interface TimeDaysReadModel {
  FtgId: string;
  AnstNr: string;
  Datum: string;
  Status: 'OPEN' | 'APPROVED' | 'ATTESTED' | 'LOCKED';
}
export const TIME_DAYS_READ_TABLE = 'time_days';

/**
 * The clock punches as other plugins may read them (the presence board derives "in" and "out" from them): the table
 * `time_punches` is this plugin's published read model. Only these columns are promised; readers never write it.
 * `Datum` and `In`/`Ut` are Swedish wall-clock time (Europe/Stockholm); `Ut` is '' while the punch is open, and a `Ut`
 * before `In` ends on the next day. `CreatedAt` is the instant of the punch in (epoch ms).
 */
export interface TimePunchesReadModel {
  FtgId: string;
  AnstNr: string;
  Datum: string;
  In: string;
  Ut: string;
  CreatedAt: number;
}
export const TIME_PUNCHES_READ_TABLE = 'time_punches';

/** The push a clock punch raises (in, out, corrected, deleted): `resource-updated`, resource `stamplingar`, this payload. */
export const STAMPLINGAR_RESOURCE = 'stamplingar';
export const PunchUpdatedModel = Rec({ resource: Literal(STAMPLINGAR_RESOURCE), FtgId: Str, AnstNr: Str, Datum: Str });
export type PunchUpdated = Static<typeof PunchUpdatedModel>;

/**
 * Locks other plugins put on an employee's rows for one care recipient over a date range (FK3059 locks the month it
 * has signed): while one is there, no row of those days booked on that care recipient is added, changed, moved to or
 * from it, or deleted — the time report answers 409 with `Reason`. A plugin inserts and deletes only the locks whose
 * `Owner` is its own id; the table `time_row_locks` is this plugin's published write model for exactly that.
 */
export interface TimeRowLocksWriteModel {
  FtgId: string;
  AnstNr: string;
  Brukare: string;
  /** YYYY-MM-DD, inclusive */
  FromDatum: string;
  TomDatum: string;
  /** the locking plugin's id */
  Owner: string;
  /** what the lock is, as the user reads it (e.g. "FK3059 2025-03") */
  Reason: string;
  LockedAt: number;
}
export const TIME_ROW_LOCKS_TABLE = 'time_row_locks';

/**
 * Shifts another plugin has planned for an employee (staffing puts a person on a work pass): on a day with at least
 * one such row, these rows are the employee's schedule instead of the cyclic work schedule — in the schedule, the
 * calendar, the time report ("as planned") and attest. A plugin inserts and deletes only the rows whose `Source` is
 * its own id, in the same transaction as its own change, and then announces the days (`resource-updated`, resource
 * `tidrader`) so that open schedules and calendars read again; the table `time_planned_shifts` is this plugin's
 * published write model for exactly that.
 */
export interface TimePlannedShiftsWriteModel {
  FtgId: string;
  AnstNr: string;
  /** YYYY-MM-DD, Swedish wall clock */
  Datum: string;
  /** HH:MM; a shift never crosses midnight (Slut '24:00' ends the day) */
  Start: string;
  Slut: string;
  /** break in minutes */
  Rast: number;
  /** what the schedule shows as the schedule's name (staffing writes 'Bemanning'), at most 20 characters */
  Schema: string;
  /** the planning plugin's id ('staffing') */
  Source: string;
  /** the planning plugin's id of the shift (one row per source id) */
  SourceId: string;
}
export const TIME_PLANNED_SHIFTS_TABLE = 'time_planned_shifts';
