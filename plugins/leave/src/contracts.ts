import { Array as Arr, Boolean as Bool, Literal, Number as Num, Optional, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { AnstNrModel, defineEndpoint, FreeText, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access, Predicate } from '@lonna/core/contracts';

/**
 * The leave plugin's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access (spec §6): the plugin owns its routes and the rule of each ----
export const APPLICATIONS_SWITCH = 'EnableLeaveApplications';
export const PLANNER_SWITCH = 'EnableLeavePlanner';
/** Leave applications: LIC, ADM, FTG, AVD, PER; Plus unless the company has the HRTIL licence option; the switch on */
const applicationsRoute: Predicate = {
  all: [{ portal: APPLICATIONS_SWITCH }, { roles: ['LIC', 'ADM', 'FTG', 'AVD', 'PER'] }, { any: [{ plus: true }, { licenceOption: 'HRTIL' }] }],
};
/** the employee version (PER): his own applications */
const applicants: Predicate = { all: [applicationsRoute, { roles: ['PER'] }, { hasEmployeeNumber: true }] };
/** the admin version (everyone else of the route): the applications of his data scope */
const deciders: Predicate = { all: [applicationsRoute, { notRoles: ['PER'] }] };
/** Leave planner: LIC, ADM, FTG, AVD with the HRTIL user option; the switch on */
const planners: Predicate = { all: [{ portal: PLANNER_SWITCH }, { roles: ['LIC', 'ADM', 'FTG', 'AVD'] }, { userOption: 'HRTIL' }] };

export const leaveAccess = {
  LeaveApplications: { path: '/leaveapplications', access: applicationsRoute },
  LeavePlannerOverview: { path: '/leaveplanner/overview', access: planners },
  LeavePlanner: { path: '/leaveplanner/:Id', access: planners },
} as const satisfies Record<string, { path: string; access: Access }>;
export const canApply: Predicate = applicants;
/** the company side of the applications (the switch and the licence), for what works without a person (reminders) */
export const applicationsCompanyGate: Predicate = { all: [{ portal: APPLICATIONS_SWITCH }, { any: [{ plus: true }, { licenceOption: 'HRTIL' }] }] };
export const canDecide: Predicate = deciders;

// ---- rules as data (the domain folder holds the tables with their sources) ----
export const ORSAK_MAX = 500;
export const MEDDELANDE_MAX = 500;
export const PLAN_NAMN_MAX = 80;
/** an application covers at most a year (a longer leave is applied for in parts) */
export const PERIOD_MAX_DAYS = 366;
/** an application may start at most this many days back (a leave taken before it was applied for) */
export const RETRO_MAX_DAYS = 31;

// ---- models ----
/** an id on the wire (a UUID or a seed id): at most 40 characters */
const IdText = FreeText(40);
/** a query value: a date, a flag, a page number — short */

const TypModel = Union(Literal('SEM'), Literal('TJL'), Literal('FLD'), Literal('KOMP'));
const StatusModel = Union(Literal('REVIEW'), Literal('APPROVED'), Literal('DENIED'), Literal('REVERTED'));
const SkipReasonModel = Union(Literal('approved'), Literal('attested'), Literal('locked'), Literal('noSchedule'), Literal('employeeLocked'));

export const LeaveApplicationModel = Rec({
  Id: Str,
  AnstNr: Str,
  Namn: Str,
  Avdelning: Str,
  Typ: TypModel,
  /** the child (personal plugin's child register) for parental leave; '' otherwise */
  BarnId: Str,
  BarnNamn: Str,
  FromDatum: Str,
  TomDatum: Str,
  /** the weekdays of the period the leave is for, 1 = Monday … 7 = Sunday */
  Veckodagar: Arr(Num),
  /** part of the day in percent (100 = whole days) */
  Omfattning: Num,
  Orsak: Str,
  SkapaTidrader: Bool,
  Status: StatusModel,
  /** the decider's message to the employee */
  Meddelande: Str,
  BeslutAv: Str,
  BeslutAt: Num,
  SkapadAt: Num,
  /** the leave plan the application is a wish of ('' none) */
  PlanId: Str,
  /** the chosen days of the period */
  Dagar: Num,
  /** chosen days with no scheduled work (the schedule check) */
  UtanSchema: Arr(Str),
  /** true: the employee has no schedule; weekdays (no holidays) were counted instead */
  Veckodagsraknat: Bool,
  /** days booked in the time report on approval, and the days the time report refused */
  Bokade: Num,
  EjBokade: Arr(Rec({ Datum: Str, reason: SkipReasonModel })),
});
export type LeaveApplication = Static<typeof LeaveApplicationModel>;

export const NewApplicationModel = Rec({
  Typ: TypModel,
  BarnId: Optional(IdText),
  FromDatum: IsoDate,
  TomDatum: IsoDate,
  Veckodagar: Arr(Num),
  Omfattning: Num,
  Orsak: FreeText(ORSAK_MAX),
  SkapaTidrader: Bool,
  PlanId: Optional(IdText),
});
export type NewApplication = Static<typeof NewApplicationModel>;

export const DecisionModel = Rec({ Meddelande: FreeText(MEDDELANDE_MAX) });
/** the admin version registers an application for an employee of his scope (approved at once; a message optional) */
export const RegisterModel = NewApplicationModel.extend({ AnstNr: AnstNrModel, Meddelande: Optional(FreeText(MEDDELANDE_MAX)) });
export type Register = Static<typeof RegisterModel>;
/** whom the admin version may register leave for: the employees of his scope, each with his children (parental leave) */
export const RegisterableModel = Rec({ AnstNr: Str, Namn: Str, Avdelning: Str, Barn: Arr(Rec({ Id: Str, Namn: Str })) });
export type Registerable = Static<typeof RegisterableModel>;

/** the vacation days of the vacation year (semesterår) of a day: no balances plugin yet — applied and approved here */
export const VacationDaysModel = Rec({
  Fran: Str,
  Till: Str,
  Ansokta: Num,
  Beviljade: Num,
  /** paid vacation days left on the latest balances from payroll (the payslips plugin); null: none there */
  Saldo: Union(Num, Literal(null)),
  /** the date of those balances ('' when Saldo is null) */
  SaldoDatum: Str,
  /** vacation days applied for (in review) and approved that start after the balances' date: not in Saldo yet */
  AnsoktaSedan: Num,
  BeviljadeSedan: Num,
});
export type VacationDays = Static<typeof VacationDaysModel>;

export const ChildModel = Rec({ Id: Str, Namn: Str });
export const OpenPlanModel = Rec({ Id: Str, Namn: Str, FromDatum: Str, TomDatum: Str });

/** what the employee version needs: his applications, his children, open plans of his department, his vacation days */
export const MineModel = Rec({
  AnstNr: Str,
  Ansokningar: Arr(LeaveApplicationModel),
  Barn: Arr(ChildModel),
  Planer: Arr(OpenPlanModel),
  Semester: VacationDaysModel,
});
export type Mine = Static<typeof MineModel>;

/** a preview of the schedule check before sending */
export const CheckQueryModel = Rec({ FromDatum: IsoDate, TomDatum: IsoDate, Veckodagar: FreeText(7) });
export const CheckModel = Rec({ Dagar: Num, UtanSchema: Arr(Str), Veckodagsraknat: Bool, Semester: VacationDaysModel });
export type Check = Static<typeof CheckModel>;

/** the spec's call: `Approved=false&Denied=false&FromDate=…` lists open applications; `ToDate` ends the range */
const BoolText = Union(Literal('true'), Literal('false'));
const PageText = Str.withConstraint((s) => /^\d{1,4}$/.test(s) || 'a page number');
export const AdminQueryModel = Rec({
  Approved: Optional(BoolText),
  Denied: Optional(BoolText),
  FromDate: Optional(IsoDate),
  ToDate: Optional(IsoDate),
  Page: Optional(PageText),
  PerPage: Optional(PageText),
});

const IdParams = Rec({ Id: IdText });

// ---- the planner ----
export const PlanModel = Rec({
  Id: Str,
  Namn: Str,
  Avdelning: Str,
  AvdelningNamn: Str,
  FromDatum: Str,
  TomDatum: Str,
  /** the department's minimum staffing: fewer at work than this in a week is a warning */
  MinBemanning: Num,
  Status: Union(Literal('OPEN'), Literal('APPROVED')),
  SkapadAv: Str,
  SkapadAt: Num,
  Onskemal: Num,
});
export type Plan = Static<typeof PlanModel>;

export const NewPlanModel = Rec({
  Namn: RequiredText(PLAN_NAMN_MAX),
  Avdelning: FreeText(20),
  FromDatum: IsoDate,
  TomDatum: IsoDate,
  MinBemanning: Num,
});
export type NewPlan = Static<typeof NewPlanModel>;

export const PlanRowModel = Rec({
  AnstNr: Str,
  Namn: Str,
  /** per week of the plan: true = a wish covers a chosen day of that week */
  Veckor: Arr(Bool),
  Onskemal: Arr(LeaveApplicationModel),
  /** Semesterlagen § 12: the wishes hold four unbroken weeks in June–August (null: the plan is not a summer plan) */
  FyraVeckor: Union(Bool, Literal(null)),
});
export const PlanDetailModel = Rec({
  Plan: PlanModel,
  /** the Mondays of the plan's weeks */
  Veckor: Arr(Rec({ Mandag: Str, Vecka: Num, Lediga: Num, IArbete: Num })),
  Rader: Arr(PlanRowModel),
});
export type PlanDetail = Static<typeof PlanDetailModel>;

// ---- endpoints ----
export const leave = {
  mine: defineEndpoint({ id: 'leave.mine', method: 'GET', path: '/api/leaveapplications', reply: MineModel, access: applicants }),
  check: defineEndpoint({
    id: 'leave.check',
    method: 'GET',
    path: '/api/leaveapplications/check',
    query: CheckQueryModel,
    reply: CheckModel,
    access: applicants,
  }),
  create: defineEndpoint({
    id: 'leave.create',
    method: 'POST',
    path: '/api/leaveapplications',
    body: NewApplicationModel,
    reply: LeaveApplicationModel,
    access: applicants,
  }),
  update: defineEndpoint({
    id: 'leave.update',
    method: 'PUT',
    path: '/api/leaveapplications/:Id',
    params: IdParams,
    body: NewApplicationModel,
    reply: LeaveApplicationModel,
    access: applicants,
  }),
  withdraw: defineEndpoint({
    id: 'leave.withdraw',
    method: 'DELETE',
    path: '/api/leaveapplications/:Id',
    params: IdParams,
    reply: Rec({ ok: Literal(true) }),
    access: applicants,
  }),
  /** the admin version registers leave for an employee of the caller's scope: approved at once */
  register: defineEndpoint({
    id: 'leave.register',
    method: 'POST',
    path: '/api/leaveapplications/admin',
    body: RegisterModel,
    reply: LeaveApplicationModel,
    access: deciders,
  }),
  registerable: defineEndpoint({
    id: 'leave.registerable',
    method: 'GET',
    path: '/api/leaveapplications/admin/employees',
    reply: Arr(RegisterableModel),
    access: deciders,
  }),
  admin: defineEndpoint({
    id: 'leave.admin',
    method: 'GET',
    path: '/api/leaveapplications/admin',
    query: AdminQueryModel,
    reply: Arr(LeaveApplicationModel),
    access: deciders,
    paged: true,
  }),
  approve: defineEndpoint({
    id: 'leave.approve',
    method: 'POST',
    path: '/api/leaveapplications/:Id/approve',
    params: IdParams,
    body: DecisionModel,
    reply: LeaveApplicationModel,
    access: deciders,
  }),
  deny: defineEndpoint({
    id: 'leave.deny',
    method: 'POST',
    path: '/api/leaveapplications/:Id/deny',
    params: IdParams,
    body: DecisionModel,
    reply: LeaveApplicationModel,
    access: deciders,
  }),
  revert: defineEndpoint({
    id: 'leave.revert',
    method: 'POST',
    path: '/api/leaveapplications/:Id/revert',
    params: IdParams,
    body: DecisionModel,
    reply: LeaveApplicationModel,
    access: deciders,
  }),
  plans: defineEndpoint({ id: 'leave.plans', method: 'GET', path: '/api/leaveplanner', reply: Arr(PlanModel), access: planners }),
  createPlan: defineEndpoint({ id: 'leave.createPlan', method: 'POST', path: '/api/leaveplanner', body: NewPlanModel, reply: PlanModel, access: planners }),
  plan: defineEndpoint({ id: 'leave.plan', method: 'GET', path: '/api/leaveplanner/:Id', params: IdParams, reply: PlanDetailModel, access: planners }),
  approvePlan: defineEndpoint({
    id: 'leave.approvePlan',
    method: 'POST',
    path: '/api/leaveplanner/:Id/approve',
    params: IdParams,
    body: DecisionModel,
    reply: PlanModel,
    access: planners,
  }),
} as const;

/** the push resource a change raises (payload: whose application): open lists and cards read again */
export const LEAVE_RESOURCE = 'ledighetsansokningar';
/** the push resource a plan's change raises */
export const PLAN_RESOURCE = 'ledighetsplanering';

/** dvCodes of this plugin: 409 — the application is completed (decided or reverted) and cannot be changed that way */
export const LEAVE_CODES = { completed: 40920 } as const;

// ---- published read model (other plugins read this table, never write it) ----
/**
 * Leave as other plugins may read it (the absence calendar shows approved leave beside sick days and VAB): the table
 * `leave_applications` is this plugin's published read model. Only these columns are promised. Readers take the rows
 * with `Status` = `LEAVE_APPROVED`; the leave is the days `FromDatum`..`TomDatum` (inclusive) whose ISO weekday is in
 * `Veckodagar` ('12345' = Monday to Friday), `Omfattning` percent of the day. A change raises `LEAVE_RESOURCE`.
 */
export interface LeaveReadModel {
  FtgId: string;
  Id: string;
  AnstNr: string;
  /** SEM, TJL, FLD, KOMP (LEAVE_TYPES in ./domain/leave-types) */
  Typ: string;
  FromDatum: string;
  TomDatum: string;
  Veckodagar: string;
  Omfattning: number;
  Status: string;
}
export const LEAVE_READ_TABLE = 'leave_applications';
export const LEAVE_APPROVED = 'APPROVED';
