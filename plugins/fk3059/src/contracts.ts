import { Array as Arr, Boolean as Bool, Literal, Null, Number as Num, Optional, Record as Rec, type Static, String as Str, Union, Unknown } from 'runtypes';
import { BankIdSignOrderModel, BankIdSignStatusModel, defineEndpoint, OrderRefModel, RequiredText } from '@lonna/core/contracts';
import type { Access, Predicate } from '@lonna/core/contracts';

/**
 * FK3059, the personal assistant's monthly time statement to Försäkringskassan: the assistant's view and the
 * organiser's, signing with BankID. One descriptor per call; the client builds its queries from them and the server
 * binds its handlers to them.
 */

// ---- access (spec §6) ----
/** both views: the company reports assistance (UseFKSignering or UseLSS) and has accepted the debit account */
const fkCompany: Predicate[] = [{ any: [{ company: 'UseFKSignering' }, { company: 'UseLSS' }] }, { portal: 'AcceptedDebitAccount' }];
/** the company side of both views, for what works without a person (the reminders) */
export const fkCompanyGate: Predicate = { all: fkCompany };
export const assistantAccess: Predicate = { all: [{ roles: ['PER', 'AVD'] }, ...fkCompany] };
export const organiserAccess: Predicate = { all: [{ roles: ['AVD', 'BRU', 'LSS', 'FTG', 'ADM', 'LIC'] }, ...fkCompany] };
const signers: Access = { any: [assistantAccess, organiserAccess] };
/** the company's details for Försäkringskassan (contact person, care recipients' personal numbers): its administrators */
export const detailsAccess: Predicate = { all: [{ roles: ['FTG', 'ADM', 'LIC'] }, ...fkCompany] };

export const fk3059Access = {
  FK3059Assistent: { path: '/fk3059/assistent', access: assistantAccess },
  FK3059Anordnare: { path: '/fk3059/anordnare', access: organiserAccess },
} as const satisfies Record<string, { path: string; access: Access }>;

// ---- models ----
/** 'YYYY-MM', a month from 2000 on */
export const ManadModel = Str.withConstraint((s) => /^(20\d\d)-(0[1-9]|1[0-2])$/.test(s) || 'a month as YYYY-MM');
export const FkTimeKindModel = Union(Literal('aktiv'), Literal('vante'), Literal('beredskap'));
export const StatementLineModel = Rec({ Datum: Str, From: Str, Tom: Str, Typ: FkTimeKindModel, Timmar: Num });
export const StatementTotalsModel = Rec({ Aktiv: Num, Vante: Num, Beredskap: Num });
/** who signed and when; Valid false: the statement changed after this signature, which no longer counts */
export const SignedByModel = Rec({ Namn: Str, At: Num, Valid: Bool });
/** spec: pending, manual, sent, manually sent */
export const StatementStatusModel = Union(Literal('PENDING'), Literal('MANUAL'), Literal('SENT'), Literal('MANUALLY_SENT'));
export type StatementStatus = Static<typeof StatementStatusModel>;

/** why a statement cannot go to Försäkringskassan electronically and must be sent on paper (status MANUAL) */
export const MANUAL_REASONS = ['noClockTimes', 'noCareRecipientId', 'noAssistantId', 'coordinationNumber', 'noContact'] as const;
export type ManualReason = (typeof MANUAL_REASONS)[number];
export const ManualReasonModel = Union(...(MANUAL_REASONS.map((r) => Literal(r)) as [ReturnType<typeof Literal<ManualReason>>]));
/** an electronic sending under way or failed: `Message` is FK's answer (or ours) in the reader's language */
export const SendingModel = Rec({ State: Union(Literal('QUEUED'), Literal('FAILED')), Message: Str });

export const StatementModel = Rec({
  AnstNr: Str,
  Namn: Str,
  Brukare: Str,
  BrukareNamn: Str,
  Manad: Str,
  Lines: Arr(StatementLineModel),
  Totals: StatementTotalsModel,
  /** the 5th of the second month after */
  Deadline: Str,
  Status: StatementStatusModel,
  Assistant: Union(SignedByModel, Null),
  Organiser: Union(SignedByModel, Null),
  /** empty: the statement can go electronically; otherwise why it goes on paper */
  Manual: Arr(ManualReasonModel),
  Sending: Union(SendingModel, Null),
  /** Försäkringskassan's transaction id once sent electronically, else '' */
  TxId: Str,
});
export type Statement = Static<typeof StatementModel>;

export const MonthQueryModel = Rec({ Manad: ManadModel });

/**
 * Where a statement of the month stands, for the organiser's filter and the month's counts (rules in
 * src/domain/stages.ts): waiting for the assistant, for the organiser, ready to send, on its way, failed, on paper, sent.
 */
export const STATEMENT_STAGES = ['Unsigned', 'ToSign', 'Ready', 'Queued', 'Failed', 'Manual', 'Sent'] as const;
export type StatementStage = (typeof STATEMENT_STAGES)[number];
export const StageModel = Union(...(STATEMENT_STAGES.map((s) => Literal(s)) as [ReturnType<typeof Literal<StatementStage>>]));
const pageNumber = Str.withConstraint((s) => /^\d{1,6}$/.test(s) || 'a number');
/** the organiser's month: a page (Page/PerPage, the wire's one rule; both absent: every statement), of one stage or all */
export const OrganiserQueryModel = Rec({ Manad: ManadModel, Stage: Optional(StageModel), Page: Optional(pageNumber), PerPage: Optional(pageNumber) });
/** the whole month's counts in the organiser's scope, whatever page or stage is shown: `All` and one per stage */
export const MonthCountsModel = Rec({
  All: Num,
  Unsigned: Num,
  ToSign: Num,
  Ready: Num,
  Queued: Num,
  Failed: Num,
  Manual: Num,
  Sent: Num,
});
export type MonthCounts = Static<typeof MonthCountsModel>;
/** a page of the organiser's month (the dv-pagination header says which) with the whole month's counts */
export const OrganiserMonthModel = Rec({ Counts: MonthCountsModel, Statements: Arr(StatementModel) });
export type OrganiserMonth = Static<typeof OrganiserMonthModel>;
export const SignRoleModel = Union(Literal('assistent'), Literal('anordnare'));
export const SignBodyModel = Rec({ AnstNr: RequiredText(20), Brukare: RequiredText(20), Manad: ManadModel, Roll: SignRoleModel });
export type SignBody = Static<typeof SignBodyModel>;
const OrderParams = Rec({ OrderRef: OrderRefModel });
export const StatementKeyModel = Rec({ AnstNr: RequiredText(20), Brukare: RequiredText(20), Manad: ManadModel });
export type StatementKey = Static<typeof StatementKeyModel>;
/** several statements of one month (the organiser's batch: sign in one BankID order, send) */
export const StatementRefModel = Rec({ AnstNr: RequiredText(20), Brukare: RequiredText(20) });
export const BatchBodyModel = Rec({
  Manad: ManadModel,
  Statements: Arr(StatementRefModel).withConstraint((l) => (l.length >= 1 && l.length <= 200) || 'between 1 and 200 statements'),
});
/**
 * "Sign all" / "send all": the server picks the month's statements in the caller's scope — those waiting for the
 * organiser (signing: the first SIGN_ALL_MAX of them in the list's order, what one BankID text can show) or ready to send.
 */
export const MonthBodyModel = Rec({ Manad: ManadModel });
/** the most statements one BankID order shows (its text is at most 20,000 bytes: about 100 bytes a statement) */
export const SIGN_ALL_MAX = 100;
export type BatchBody = Static<typeof BatchBodyModel>;
export const SendReplyModel = Rec({
  Queued: Arr(Rec({ AnstNr: Str, Brukare: Str })),
  /** the statements that were not queued, each with why (partial success) */
  Refused: Arr(Rec({ AnstNr: Str, Brukare: Str, Namn: Str, Message: Str })),
});
export type SendReply = Static<typeof SendReplyModel>;
export const CareRecipientIdModel = Rec({ Brukare: Str, Namn: Str, PersNr: Str });
export const DetailsModel = Rec({ Kontaktperson: Str, Telefon: Str, Kollektivavtal: Bool, Brukare: Arr(CareRecipientIdModel) });
export type Details = Static<typeof DetailsModel>;

// ---- endpoints ----
export const fk3059 = {
  assistantStatements: defineEndpoint({
    id: 'fk3059.assistantStatements',
    method: 'GET',
    path: '/api/fk3059/assistent',
    query: MonthQueryModel,
    reply: Arr(StatementModel),
    access: assistantAccess,
  }),
  organiserStatements: defineEndpoint({
    id: 'fk3059.organiserStatements',
    method: 'GET',
    path: '/api/fk3059/anordnare',
    paged: true,
    query: OrganiserQueryModel,
    reply: OrganiserMonthModel,
    access: organiserAccess,
  }),
  signStart: defineEndpoint({
    id: 'fk3059.signStart',
    method: 'POST',
    path: '/api/fk3059/sign',
    body: SignBodyModel,
    reply: BankIdSignOrderModel,
    access: signers,
  }),
  signStatus: defineEndpoint({
    id: 'fk3059.signStatus',
    method: 'GET',
    path: '/api/fk3059/sign/:OrderRef',
    params: OrderParams,
    reply: BankIdSignStatusModel,
    access: signers,
  }),
  signCancel: defineEndpoint({
    id: 'fk3059.signCancel',
    method: 'DELETE',
    path: '/api/fk3059/sign/:OrderRef',
    params: OrderParams,
    reply: Rec({ ok: Literal(true) }),
    access: signers,
  }),
  /** the dashboard cards: last month's statements waiting for the caller's signature in a role, with the deadline */
  waiting: defineEndpoint({
    id: 'fk3059.waiting',
    method: 'GET',
    path: '/api/fk3059/waiting',
    query: Rec({ Roll: SignRoleModel }),
    reply: Rec({ Manad: Str, Deadline: Str, Statements: Arr(Rec({ AnstNr: Str, Namn: Str, Brukare: Str, BrukareNamn: Str })) }),
    access: signers,
  }),
  /** the statement laid out like the form, with both signatures' data (the manual path) */
  print: defineEndpoint({
    id: 'fk3059.print',
    method: 'GET',
    path: '/print/fk3059',
    query: StatementKeyModel,
    reply: Unknown,
    raw: true,
    access: signers,
  }),
  /** the organiser sent the printed statement himself: marked "manually sent" (both signatures must be valid) */
  manuallySent: defineEndpoint({
    id: 'fk3059.manuallySent',
    method: 'POST',
    path: '/api/fk3059/manuallySent',
    body: StatementKeyModel,
    reply: StatementModel,
    access: organiserAccess,
  }),
  /** the organiser signs several statements in one BankID order (each keeps the batch's signature) */
  signBatch: defineEndpoint({
    id: 'fk3059.signBatch',
    method: 'POST',
    path: '/api/fk3059/signBatch',
    body: BatchBodyModel,
    reply: BankIdSignOrderModel,
    access: organiserAccess,
  }),
  /** the organiser signs the month's statements waiting for him, picked on the server (at most SIGN_ALL_MAX per order) */
  signAll: defineEndpoint({
    id: 'fk3059.signAll',
    method: 'POST',
    path: '/api/fk3059/signAll',
    body: MonthBodyModel,
    reply: BankIdSignOrderModel,
    access: organiserAccess,
  }),
  /** queue every statement of the month in the organiser's scope that is ready to send (picked on the server) */
  sendAll: defineEndpoint({
    id: 'fk3059.sendAll',
    method: 'POST',
    path: '/api/fk3059/sendAll',
    body: MonthBodyModel,
    reply: SendReplyModel,
    access: organiserAccess,
  }),
  /** queue signed statements for Försäkringskassan's ELT service (sent one a second by the job); partial success */
  send: defineEndpoint({
    id: 'fk3059.send',
    method: 'POST',
    path: '/api/fk3059/send',
    body: BatchBodyModel,
    reply: SendReplyModel,
    access: organiserAccess,
  }),
  /** void the signatures of a statement not yet sent (to correct it in the time report): unlocks its rows */
  voidSignatures: defineEndpoint({
    id: 'fk3059.voidSignatures',
    method: 'POST',
    path: '/api/fk3059/void',
    body: StatementKeyModel,
    reply: StatementModel,
    access: signers,
  }),
  /** what every electronic report carries: contact person and phone, collective agreement, care recipients' ids */
  details: defineEndpoint({
    id: 'fk3059.details',
    method: 'GET',
    path: '/api/fk3059/uppgifter',
    reply: DetailsModel,
    access: detailsAccess,
  }),
  saveDetails: defineEndpoint({
    id: 'fk3059.saveDetails',
    method: 'PUT',
    path: '/api/fk3059/uppgifter',
    body: Rec({
      Kontaktperson: Str.withConstraint((x) => x.length <= 80 || 'at most 80 characters'),
      Telefon: Str.withConstraint((x) => x.length <= 30 || 'at most 30 characters'),
      Kollektivavtal: Bool,
      Brukare: Arr(Rec({ Brukare: RequiredText(20), PersNr: Str.withConstraint((x) => x.length <= 13 || 'at most 13 characters') })),
    }),
    reply: DetailsModel,
    access: detailsAccess,
  }),
} as const;

/** 409s of this plugin: the assistant has not signed yet, the statement changed during the signing, it is sent */
export const FK3059_CODES = { order: 40920, changed: 40921, unsigned: 40922, sent: 40923 } as const;

/** the push resource a signature raises (both views reload on it) */
export const FK3059_RESOURCE = 'fk3059';
