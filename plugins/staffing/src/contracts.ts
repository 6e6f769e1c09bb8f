import { Array as Arr, Boolean as Bool, Literal, Number as Num, Partial, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { defineEndpoint, FreeText, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access, Predicate } from '@lonna/core/contracts';

/**
 * The staffing plugin's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access (spec §6 "Staffing views (bemanna)"): Plus; EnableBemanningView; role not PER; the CPBEM user option ----
export const staffingAccessRule: Predicate = {
  all: [{ plus: true }, { portal: 'EnableBemanningView' }, { notRoles: ['PER'] }, { userOption: 'CPBEM' }],
};

/** an employee taking part in shift trade: Plus, the staffing switch, an employee number, PassbyteTyp not X */
export const tradeEmployeeRule: Predicate = {
  all: [{ plus: true }, { portal: 'EnableBemanningView' }, { hasEmployeeNumber: true }, { not: { portal: 'PassbyteTyp', equals: 'X' } }],
};

export const staffingAccess = {
  Bemanna: { path: '/bemanna', access: staffingAccessRule },
  BemOverview: { path: '/bemanna/overview', access: staffingAccessRule },
  BemBehov: { path: '/bemanna/behov', access: staffingAccessRule },
  BemPlanner: { path: '/bemanna/planering', access: staffingAccessRule },
  BemTrade: { path: '/bemanna/passbyten', access: { all: [staffingAccessRule, { not: { portal: 'PassbyteTyp', equals: 'X' } }] } },
} as const satisfies Record<string, { path: string; access: Access }>;

// ---- limits ----
export const NAMN_MAX = 80;
export const ANTAL_MAX = 20;
export const FAKTOR_MAX = 52;
export const SCHEMALANGD_MAX = 12;
/** the longest period the planner and the overview load in one call (a month view plus its edges) */
export const PERIOD_MAX_DAYS = 42;

// ---- field models ----
const Klockslag = Str.withConstraint((s) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s) || s === '24:00' || 'a time HH:MM');
const code = (max: number) => Str.withConstraint((s) => (s.length <= max && /^[\p{L}\p{N}_.-]*$/u.test(s)) || `a code of at most ${max} characters`);
const int = (min: number, max: number) => Num.withConstraint((n) => (Number.isInteger(n) && n >= min && n <= max) || `a whole number ${min}–${max}`);
/** '1234567' style: the ISO weekdays (1 Monday … 7 Sunday) the need repeats on; '' = every day */
const Dagar = Str.withConstraint((s) => (/^[1-7]{0,7}$/.test(s) && new Set(s).size === s.length) || 'weekdays 1–7');
/** month numbers as a comma list ('1,2,12'); '' = every month */
const Manader = Str.withConstraint(
  (s) => s === '' || (s.split(',').every((m) => /^(?:[1-9]|1[0-2])$/.test(m)) && new Set(s.split(',')).size === s.split(',').length) || 'months 1–12',
);
export const UPPREPNING = ['NONE', 'DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type Upprepning = (typeof UPPREPNING)[number];
const UpprepningModel = Union(Literal('NONE'), Literal('DAILY'), Literal('WEEKLY'), Literal('MONTHLY'));
/** a need's or pass's id (a UUID, or a seed's readable id); anything else is simply not found */
const Id = Str.withConstraint((s) => /^[A-Za-z0-9-]{1,40}$/.test(s) || 'an id');
const IdParams = Rec({ Id });

// ---- needs (BemBehov) ----
export const NeedInputModel = Rec({
  /** what: the need's name ("Morgon hos Anna") */
  Namn: RequiredText(NAMN_MAX),
  /** the host's staffing task (BemUppgift, /api/bemanna/bemuppgift) it is, '' = none */
  Uppgift: code(20),
  /** where: a department, a result unit (level 1), a care recipient; '' = not set */
  Avdelning: code(10),
  ResEnh: code(20),
  Brukare: code(20),
  /** time of day; an end at or before the start is adjusted to 24:00 (a pass never crosses midnight) */
  Start: Klockslag,
  Slut: Klockslag,
  /** number of people */
  Antal: int(1, ANTAL_MAX),
  /** competence ids required of everyone on the pass */
  Kompetenser: Arr(code(20)),
  Upprepning: UpprepningModel,
  /** every n-th day / week / month */
  Faktor: int(1, FAKTOR_MAX),
  Dagar,
  Manader,
  FromDatum: IsoDate,
  /** the repeat's end date (passes never run past it) */
  TomDatum: IsoDate,
  /** how many weeks of passes are made ahead when the need is saved */
  Schemalangd: int(1, SCHEMALANGD_MAX),
  /** work on Swedish public holidays too */
  Helgdagar: Bool,
  /** a partial shift: a person may take part of the pass */
  Delpass: Bool,
  Kommentar: FreeText(200),
});
export type NeedInput = Static<typeof NeedInputModel>;

export const NeedModel = NeedInputModel.extend({
  Id: Str,
  /** someone is assigned to one of its passes: its settings are frozen (copy it instead) */
  Bemannad: Bool,
  /** the need it was copied from, '' = none */
  KopiaAv: Str,
  Passer: Num,
});
export type Need = Static<typeof NeedModel>;

// ---- passes and the planner ----
export const PASS_STATES = ['PLANNED', 'ONGOING', 'FINALIZED', 'CANCELLED'] as const;
export type PassState = (typeof PASS_STATES)[number];
const PassStateModel = Union(Literal('PLANNED'), Literal('ONGOING'), Literal('FINALIZED'), Literal('CANCELLED'));

export const PassModel = Rec({
  Id: Str,
  BehovId: Str,
  Namn: Str,
  Datum: Str,
  Start: Str,
  Slut: Str,
  /** '' = unfilled */
  AnstNr: Str,
  Kompetenser: Arr(Str),
  Status: PassStateModel,
  /** optimistic lock: a save with an older version is a 409 */
  Version: Num,
});
export type Pass = Static<typeof PassModel>;

export const PlanEmployeeModel = Rec({
  AnstNr: Str,
  Namn: Str,
  Avdelning: Str,
  Aktiv: Bool,
  Kompetenser: Arr(Str),
  /** days away (sick, leave, vacation, …) in the period — the rules' absence input */
  Franvaro: Arr(Str),
  /** days of the period his cyclic work schedule has no work (not a rule: the planner shows them as less suited) */
  Schemafri: Arr(Str),
});
export type PlanEmployee = Static<typeof PlanEmployeeModel>;

/** the unfilled row's passes of one day in the hour range: how many there are (the row shows the first few) */
export const UnfilledDayModel = Rec({ Datum: Str, Antal: Num });
export type UnfilledDay = Static<typeof UnfilledDayModel>;
/** a need by its name (the mass planner's "one need" choice) */
export const NeedNameModel = Rec({ Id: Str, Namn: Str });
/**
 * The unfilled passes a day of the unfilled row shows before its "+n" (session 15: the first page carries these and
 * the days' counts, not every unfilled pass of the period; "+n" asks for the day's whole list).
 */
export const UNFILLED_SHOWN = 3;
/**
 * The planner's rows: a page of employees (the dv-pagination header has the total) with their passes of the period and
 * a day either side (the rules' edges) — plus, unless `Obemannade=false`, the unfilled row (asked for once per period,
 * not with every page): the first `UNFILLED_SHOWN` unfilled passes of each day in the hour range (`FranTimme`,
 * `TillTimme`) among `Passes`, each day's count (`Obemannade`), and the needs with unfilled passes in the period
 * (`ObemannadeBehov`, whatever the hours). Both lists are empty with `Obemannade=false`.
 */
export const PlanModel = Rec({
  From: Str,
  To: Str,
  Employees: Arr(PlanEmployeeModel),
  Passes: Arr(PassModel),
  Obemannade: Arr(UnfilledDayModel),
  ObemannadeBehov: Arr(NeedNameModel),
});
export type Plan = Static<typeof PlanModel>;

const PeriodModel = Rec({ From: IsoDate, To: IsoDate });
const flag = Union(Literal('true'), Literal('false'));
const pageNumber = Str.withConstraint((s) => /^\d{1,6}$/.test(s) || 'a number');
const hour = (min: number, max: number) => Str.withConstraint((s) => (/^\d{1,2}$/.test(s) && Number(s) >= min && Number(s) <= max) || `an hour ${min}–${max}`);
/** the planner's hour range (core's shared filter): the unfilled passes shown are those overlapping it */
const hourRange = { FranTimme: hour(0, 23), TillTimme: hour(1, 24) };
/** the rows per page of the planner's grid (a screen of 64 px rows and more: a scroll rarely waits for a page) */
export const PLAN_PER_PAGE = 50;
export const PlanQueryModel = PeriodModel.And(
  Partial({
    Avdelning: code(10),
    Kompetens: code(20),
    VisaInaktiva: flag,
    /** one employee's row (the assignment dialog's live check of a candidate) */
    AnstNr: code(20),
    /** 'false': the page's rows only, without the unfilled row */
    Obemannade: flag,
    ...hourRange,
    Page: pageNumber,
    PerPage: pageNumber,
  }),
);
export type PlanQuery = Static<typeof PlanQueryModel>;
/** one day's (or a period's) unfilled passes in the hour range: the unfilled row's "+n" */
export const UnfilledQueryModel = PeriodModel.And(Partial({ Avdelning: code(10), ...hourRange }));
export type UnfilledQuery = Static<typeof UnfilledQueryModel>;
export const UnfilledModel = Rec({ From: Str, To: Str, Passes: Arr(PassModel) });
export type Unfilled = Static<typeof UnfilledModel>;

export const AssignModel = Rec({ AnstNr: code(20), Version: int(0, 1_000_000_000) });
export const PassStatusModel = Rec({ Status: Union(Literal('FINALIZED'), Literal('CANCELLED')), Version: int(0, 1_000_000_000) });

// ---- overview ----
/**
 * The overview's needs per page (session 14): a month of a 5,000-employee company has some 500 needs a day, so the
 * per-need rows come a page of needs at a time while the day totals cover the whole period.
 */
export const OVERVIEW_PER_PAGE = 20;
export const OverviewQueryModel = PeriodModel.And(
  Partial({
    Page: pageNumber,
    PerPage: pageNumber,
    /** 'true': only the needs understaffed on some day of the period, and only their understaffed days */
    Underbemannade: flag,
  }),
);
export type OverviewQuery = Static<typeof OverviewQueryModel>;
/** one need on one day: how many people it asks for (its passes that are not cancelled) and how many are on them */
export const CoverageModel = Rec({ Datum: Str, Kravs: Num, Bemannade: Num });
export type Coverage = Static<typeof CoverageModel>;
/** a day of the period over all the caller's needs; `Underbemannade`: how many of its needs are short */
export const DayCoverageModel = Rec({ Datum: Str, Kravs: Num, Bemannade: Num, Underbemannade: Num });
export type DayCoverage = Static<typeof DayCoverageModel>;
/** a need of the page with its days in the period (with `Underbemannade=true` only its short days) */
export const OverviewNeedModel = Rec({ Id: Str, Namn: Str, Start: Str, Slut: Str, Rader: Arr(CoverageModel) });
export type OverviewNeed = Static<typeof OverviewNeedModel>;
/** shift trade on a day of the overview: open (nobody asked yet) and with interest shown, of the caller's people */
export const DayTradesModel = Rec({ Datum: Str, Oppna: Num, Intresse: Num });
export type DayTrades = Static<typeof DayTradesModel>;
/**
 * The overview: every day of the period that has passes (`Dagar`, over all the caller's needs), a page of the needs
 * (`Behov`, in time-of-day order; the dv-pagination header counts them) each with its days, and the open trades.
 */
export const OverviewModel = Rec({
  From: Str,
  To: Str,
  Dagar: Arr(DayCoverageModel),
  Behov: Arr(OverviewNeedModel),
  Byten: Arr(DayTradesModel),
});
export type Overview = Static<typeof OverviewModel>;
export const UnderstaffedModel = Rec({ From: Str, To: Str, Obemannade: Num, Dagar: Num });

const OkCount = Rec({ Skapade: Num });

// ---- shift trade (BemTrade, PassbyteTyp) ----
/**
 * OPEN (offered, nobody interested yet), INTEREST (someone is), APPROVED (the pass moved to the taker), DENIED,
 * WITHDRAWN (by the offerer) are stored; EXPIRED is an open trade whose pass has begun — derived, never stale.
 */
export const TRADE_STATES = ['OPEN', 'INTEREST', 'APPROVED', 'DENIED', 'WITHDRAWN', 'EXPIRED'] as const;
export type TradeState = (typeof TRADE_STATES)[number];
const TradeStateModel = Union(Literal('OPEN'), Literal('INTEREST'), Literal('APPROVED'), Literal('DENIED'), Literal('WITHDRAWN'), Literal('EXPIRED'));
export const TradeTypModel = Union(Literal('C'), Literal('A'), Literal('F'));
export const TradeInterestModel = Rec({ AnstNr: Str, Namn: Str, At: Num });
export const TradeModel = Rec({
  Id: Str,
  PassId: Str,
  Namn: Str,
  Datum: Str,
  Start: Str,
  Slut: Str,
  Kompetenser: Arr(Str),
  /** the employee who offered his pass */
  AnstNr: Str,
  AnstNamn: Str,
  /** the company's PassbyteTyp when it was offered: C approved by the responsible, A by the offerer, F first come */
  Typ: TradeTypModel,
  Status: TradeStateModel,
  Intressen: Arr(TradeInterestModel),
  /** who took the pass ('' = nobody yet) */
  Tagare: Str,
  Beslutad: Str,
  Version: Num,
});
export type Trade = Static<typeof TradeModel>;
export const MyTradesModel = Rec({
  /** the caller's employee number and competences (the browser runs the taker's rules before he asks) */
  AnstNr: Str,
  Kompetenser: Arr(Str),
  Typ: Union(TradeTypModel, Literal('X')),
  /** my planned passes ahead (the ones I can offer) */
  Passes: Arr(PassModel),
  /** my offers and the colleagues' open trades I may take (competence), newest first */
  Trades: Arr(TradeModel),
});
export type MyTrades = Static<typeof MyTradesModel>;
export const TradeListModel = Rec({ Open: Arr(TradeModel), History: Arr(TradeModel) });
export type TradeList = Static<typeof TradeListModel>;
/**
 * How someone wants to hear of the steps of his trades besides the push (his shift-swap option, kept in his browser
 * and sent with his own offer or interest): mail, SMS, both, or only the portal. Absent: mail (as before).
 */
export const TRADE_NOTICES = ['MAIL', 'SMS', 'BOTH', 'NONE'] as const;
export type TradeNoticeChannel = (typeof TRADE_NOTICES)[number];
const TradeNoticeModel = Union(Literal('MAIL'), Literal('SMS'), Literal('BOTH'), Literal('NONE'));
export const OfferModel = Rec({ PassId: Id }).And(Partial({ Avisering: TradeNoticeModel }));
const Version = int(0, 1_000_000_000);
export const TradeVersionModel = Rec({ Version });
export const InterestModel = TradeVersionModel.And(Partial({ Avisering: TradeNoticeModel }));
/** approve (`Godkann`) the pass to `Tagare`, one of the colleagues who showed interest, or deny the trade ('' then) */
export const TradeDecisionModel = Rec({ Godkann: Bool, Tagare: code(20), Version });
export const OpenTradesModel = Rec({ Oppna: Num });

// ---- endpoints ----
const access = staffingAccessRule;
export const staffing = {
  needs: defineEndpoint({ id: 'staffing.needs', method: 'GET', path: '/api/bemanna/behov', reply: Arr(NeedModel), access }),
  createNeed: defineEndpoint({ id: 'staffing.createNeed', method: 'POST', path: '/api/bemanna/behov', body: NeedInputModel, reply: NeedModel, access }),
  updateNeed: defineEndpoint({
    id: 'staffing.updateNeed',
    method: 'PUT',
    path: '/api/bemanna/behov/:Id',
    params: IdParams,
    body: NeedInputModel,
    reply: NeedModel,
    access,
  }),
  copyNeed: defineEndpoint({ id: 'staffing.copyNeed', method: 'POST', path: '/api/bemanna/behov/:Id/kopia', params: IdParams, reply: NeedModel, access }),
  deleteNeed: defineEndpoint({
    id: 'staffing.deleteNeed',
    method: 'DELETE',
    path: '/api/bemanna/behov/:Id',
    params: IdParams,
    reply: Rec({ ok: Literal(true) }),
    access,
  }),
  plan: defineEndpoint({ id: 'staffing.plan', method: 'GET', path: '/api/bemanna/planering', paged: true, query: PlanQueryModel, reply: PlanModel, access }),
  /** the unfilled row's whole list of a day (its "+n"), in the hour range, the first page's order */
  unfilled: defineEndpoint({
    id: 'staffing.unfilled',
    method: 'GET',
    path: '/api/bemanna/planering/obemannade',
    query: UnfilledQueryModel,
    reply: UnfilledModel,
    access,
  }),
  generate: defineEndpoint({ id: 'staffing.generate', method: 'POST', path: '/api/bemanna/pass/generera', body: PeriodModel, reply: OkCount, access }),
  assign: defineEndpoint({
    id: 'staffing.assign',
    method: 'PUT',
    path: '/api/bemanna/pass/:Id/anstalld',
    params: IdParams,
    body: AssignModel,
    reply: PassModel,
    access,
  }),
  setStatus: defineEndpoint({
    id: 'staffing.setStatus',
    method: 'PUT',
    path: '/api/bemanna/pass/:Id/status',
    params: IdParams,
    body: PassStatusModel,
    reply: PassModel,
    access,
  }),
  overview: defineEndpoint({
    id: 'staffing.overview',
    method: 'GET',
    path: '/api/bemanna/overview',
    paged: true,
    query: OverviewQueryModel,
    reply: OverviewModel,
    access,
  }),
  /** the dashboard card: unfilled passes of the server's current week */
  understaffed: defineEndpoint({ id: 'staffing.understaffed', method: 'GET', path: '/api/bemanna/obemannade', reply: UnderstaffedModel, access }),

  // shift trade: the planner's side (PassbyteTyp C approves here)
  trades: defineEndpoint({
    id: 'staffing.trades',
    method: 'GET',
    path: '/api/bemanna/passbyten',
    reply: TradeListModel,
    access: staffingAccess.BemTrade.access,
  }),
  decideTrade: defineEndpoint({
    id: 'staffing.decideTrade',
    method: 'PUT',
    path: '/api/bemanna/passbyten/:Id/beslut',
    params: IdParams,
    body: TradeDecisionModel,
    reply: TradeModel,
    access: staffingAccess.BemTrade.access,
  }),
  openTrades: defineEndpoint({
    id: 'staffing.openTrades',
    method: 'GET',
    path: '/api/bemanna/passbyten/oppna',
    reply: OpenTradesModel,
    access: staffingAccess.BemTrade.access,
  }),
  // shift trade: the employee's side
  myTrades: defineEndpoint({ id: 'staffing.myTrades', method: 'GET', path: '/api/bemanna/minapass', reply: MyTradesModel, access: tradeEmployeeRule }),
  offer: defineEndpoint({
    id: 'staffing.offer',
    method: 'POST',
    path: '/api/bemanna/minapass/byten',
    body: OfferModel,
    reply: TradeModel,
    access: tradeEmployeeRule,
  }),
  withdraw: defineEndpoint({
    id: 'staffing.withdraw',
    method: 'PUT',
    path: '/api/bemanna/minapass/byten/:Id/aterkalla',
    params: IdParams,
    body: TradeVersionModel,
    reply: TradeModel,
    access: tradeEmployeeRule,
  }),
  interest: defineEndpoint({
    id: 'staffing.interest',
    method: 'PUT',
    path: '/api/bemanna/minapass/byten/:Id/intresse',
    params: IdParams,
    body: InterestModel,
    reply: TradeModel,
    access: tradeEmployeeRule,
  }),
  /** PassbyteTyp A: the offerer approves one interested colleague (or denies the trade) */
  decideOwn: defineEndpoint({
    id: 'staffing.decideOwn',
    method: 'PUT',
    path: '/api/bemanna/minapass/byten/:Id/beslut',
    params: IdParams,
    body: TradeDecisionModel,
    reply: TradeModel,
    access: tradeEmployeeRule,
  }),
} as const;

/** dvCodes of this plugin: 40920 the need is staffed (copy it), 40921 a work-time rule refuses the assignment, 40922 the trade cannot take this step */
export const STAFFING_CODES = { staffed: 40920, rule: 40921, stale: 40900, trade: 40922 } as const;

/** the push of each trade step: `resource-updated`, resource `passbyten`, payload { Id, Status } */
export const TRADE_RESOURCE = 'passbyten';

/** the push a change raises: `resource-updated`, resource `bemanna`, payload { From, To } — the days it touched */
export const STAFFING_RESOURCE = 'bemanna';
export const pushTouches = (payload: unknown, from: string, to: string): boolean => {
  const p = payload as { From?: unknown; To?: unknown } | null;
  if (!p || typeof p.From !== 'string' || typeof p.To !== 'string') return true;
  return p.From <= to && p.To >= from;
};

// ---- the mass planner and the payroll export (BemPlanner; issue 18 "mass planner", PAXml schematransaktioner) ----
/** the most assignments one apply may carry (a 5-week period of a large company) */
export const MASS_MAX = 20_000;
export const MassPlanQueryModel = PeriodModel.And(Partial({ Avdelning: code(10), BehovId: Id }));
export type MassPlanQuery = Static<typeof MassPlanQueryModel>;
/** a warning on a proposed assignment: the person belongs to another department than the need */
export const MASS_WARNINGS = ['otherDepartment'] as const;
/** a pass as the dialog names it (not the full pass: a dry run of a large company carries thousands) */
export const MassPassModel = Rec({ Id: Str, BehovId: Str, Namn: Str, Datum: Str, Start: Str, Slut: Str });
/** one proposed assignment: what the apply sends back */
export const MassProposalModel = Rec({ PassId: Str, Version: Num, AnstNr: Str });
export type MassProposal = Static<typeof MassProposalModel>;
/** the dialog's MASS_SHOWN first proposals and every warned one, in the proposal's order */
export const MassShownModel = Rec({ Pass: MassPassModel, AnstNr: Str, AnstNamn: Str, Warnings: Arr(Str) });
export type MassShown = Static<typeof MassShownModel>;
/** the dialog lists this many proposals by name; warnings and unfilled passes are always shown in full */
export const MASS_SHOWN = 100;
/** per rule ('nobody': no one in scope) how many people it ruled out for the pass */
export const MassReasonModel = Rec({ Rule: Str, Antal: Num });
export const MassNotFilledModel = Rec({ Pass: MassPassModel, Reasons: Arr(MassReasonModel) });
export type MassNotFilled = Static<typeof MassNotFilledModel>;
/** the dry run: every proposal (for the apply), the ones the dialog shows in words, and every pass left open */
export const MassPlanModel = Rec({
  From: Str,
  To: Str,
  Proposals: Arr(MassProposalModel),
  Shown: Arr(MassShownModel),
  NotFilled: Arr(MassNotFilledModel),
});
export type MassPlan = Static<typeof MassPlanModel>;
export const MassApplyModel = Rec({
  Assignments: Arr(Rec({ PassId: Id, AnstNr: code(20), Version: int(0, 1_000_000_000) })).withConstraint(
    (a) => (a.length >= 1 && a.length <= MASS_MAX) || `1–${MASS_MAX} assignments`,
  ),
});
/** what an apply did: the assignments written, and the ones refused (the pass changed meanwhile, or a rule) in words */
export const MassResultModel = Rec({ Applied: Num, Refused: Arr(Rec({ PassId: Str, AnstNr: Str, Reason: Str })) });
export type MassResult = Static<typeof MassResultModel>;
export const SchemaExportQueryModel = PeriodModel.And(Partial({ Avdelning: code(10) }));

export const staffingMass = {
  /** the dry run: the proposal with every warning, and the passes it could not fill with why; writes nothing */
  propose: defineEndpoint({
    id: 'staffing.massPropose',
    method: 'POST',
    path: '/api/bemanna/massplanering/forslag',
    body: MassPlanQueryModel,
    reply: MassPlanModel,
    access,
  }),
  /** applies a proposal in one transaction; a pass that changed since the dry run is refused and reported */
  apply: defineEndpoint({
    id: 'staffing.massApply',
    method: 'POST',
    path: '/api/bemanna/massplanering',
    body: MassApplyModel,
    reply: MassResultModel,
    access,
  }),
  /** the planned passes of a period to payroll: PAXml 2.0 <schematransaktioner> */
  schedulePaxml: defineEndpoint({
    id: 'staffing.schedulePaxml',
    method: 'GET',
    path: '/api/bemanna/schematransaktioner',
    query: SchemaExportQueryModel,
    reply: Str,
    raw: true,
    access,
  }),
} as const;
