import { Array as Arr, Boolean as Bool, Literal, Null, Number as Num, Record as Rec, type Static, String as Str, Union, Unknown } from 'runtypes';
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
export const assistantAccess: Predicate = { all: [{ roles: ['PER', 'AVD'] }, ...fkCompany] };
export const organiserAccess: Predicate = { all: [{ roles: ['AVD', 'BRU', 'LSS', 'FTG', 'ADM', 'LIC'] }, ...fkCompany] };
const signers: Access = { any: [assistantAccess, organiserAccess] };

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
});
export type Statement = Static<typeof StatementModel>;

export const MonthQueryModel = Rec({ Manad: ManadModel });
export const SignRoleModel = Union(Literal('assistent'), Literal('anordnare'));
export const SignBodyModel = Rec({ AnstNr: RequiredText(20), Brukare: RequiredText(20), Manad: ManadModel, Roll: SignRoleModel });
export type SignBody = Static<typeof SignBodyModel>;
const OrderParams = Rec({ OrderRef: OrderRefModel });
export const StatementKeyModel = Rec({ AnstNr: RequiredText(20), Brukare: RequiredText(20), Manad: ManadModel });
export type StatementKey = Static<typeof StatementKeyModel>;

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
    query: MonthQueryModel,
    reply: Arr(StatementModel),
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
} as const;

/** 409s of this plugin: the assistant has not signed yet, the statement changed during the signing */
export const FK3059_CODES = { order: 40920, changed: 40921, unsigned: 40922 } as const;

/** the push resource a signature raises (both views reload on it) */
export const FK3059_RESOURCE = 'fk3059';
