import { Array as Arr, Literal, Number as Num, Partial, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { AnstNrModel, defineEndpoint, FreeText, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access, Predicate } from '@lonna/core/contracts';
import { BulkResultModel, PAYROLL_ROLES, timeAccess } from '@lonna/plugin-time/contracts';
import { CompensationModel, compensationsAccess } from './contracts';

/**
 * The attest half of the compensations plugin: approve and attest (the time plugin's status flow and rules, imported),
 * the PAXml export of attested claims and the two prints. Its own file so the guides' half of contracts.ts stays theirs.
 */

// ---- access: the claims' own rule and the time plugin's step rules ----
const claimants = compensationsAccess.Compensations.access as Predicate;
/** approve: whoever may approve time (the employee himself included: PER, EnableGodkannaView, KalUseLonReady) */
const approvers: Access = { all: [claimants, timeAccess.ApproveTime.access as Predicate] };
/** attest: whoever may attest time (any role but PER, KalUseAttest) */
const attesters: Access = { all: [claimants, timeAccess.Attestera.access as Predicate] };
/** the list both steps show */
const reviewers: Access = { any: [approvers as Predicate, attesters as Predicate] };
/** the export to payroll (which locks the rows) is payroll administration, as time's export */
const payroll: Access = { all: [attesters as Predicate, { roles: PAYROLL_ROLES }] };
/** the prints: the claimants with the print switch, as time's printed time report (spec: "print reports") */
const printers: Access = { all: [claimants, { portal: 'EnableUtskrifter' }] };

export const attestAccess = {
  approve: approvers,
  attest: attesters,
  review: reviewers,
  payroll,
  ErsattningarPrint: { path: '/rapporter/ersattningar', access: printers },
  ReserakningPrint: { path: '/rapporter/reserakning', access: printers },
} as const;

// ---- models ----
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
/** a period is at most 93 days (a quarter), To on or after From — as time's lists */
const periodOk = (p: { From: string; To: string }) => (p.From <= p.To && daysBetween(p.From, p.To) <= 93) || 'To on or after From, at most 93 days';
const employees = Arr(AnstNrModel).withConstraint((a) => (a.length >= 1 && a.length <= 5000) || 'one to 5000 employees');
const ids = Arr(RequiredText(40)).withConstraint((a) => a.length <= 5000 || 'at most 5000 rows');

/** one employee's claims of the period in the approve and attest sections: counts and amounts per status, and the rows */
export const AttestEmployeeModel = Rec({
  AnstNr: Str,
  Namn: Str,
  Avdelning: Str,
  Open: Num,
  Approved: Num,
  Attested: Num,
  Locked: Num,
  /** SEK, all the period's rows */
  Belopp: Num,
  Rows: Arr(CompensationModel),
});
export type AttestEmployee = Static<typeof AttestEmployeeModel>;

const AttestQueryModel = Rec({ From: IsoDate, To: IsoDate })
  .And(Partial({ Avdelning: FreeText(10) }))
  .withConstraint(periodOk);

const stepBody = <A extends string, B extends string>(a: A, b: B) =>
  Rec({ AnstNr: employees, From: IsoDate, To: IsoDate, Action: Union(Literal(a), Literal(b)) })
    /** only these rows (one claim or a few); none = every row of the employees in the period */
    .And(Partial({ Ids: ids }))
    .withConstraint(periodOk);
export const ApproveBodyModel = stepBody('approve', 'unapprove');
export const AttestBodyModel = stepBody('attest', 'unattest');
export type StepBody = Static<typeof ApproveBodyModel> | Static<typeof AttestBodyModel>;

export const ExportBodyModel = Rec({ AnstNr: employees, From: IsoDate, To: IsoDate }).withConstraint(periodOk);
const PrintQueryModel = Rec({ AnstNr: AnstNrModel, From: IsoDate, To: IsoDate }).withConstraint(periodOk);

// ---- endpoints ----
export const compensationsAttest = {
  list: defineEndpoint({
    id: 'compensations.attestList',
    method: 'GET',
    path: '/api/compensations/attest',
    query: AttestQueryModel,
    reply: Arr(AttestEmployeeModel),
    access: reviewers,
  }),
  approve: defineEndpoint({
    id: 'compensations.approve',
    method: 'POST',
    path: '/api/compensations/approve',
    body: ApproveBodyModel,
    reply: BulkResultModel,
    access: approvers,
  }),
  attest: defineEndpoint({
    id: 'compensations.attest',
    method: 'POST',
    path: '/api/compensations/attest',
    body: AttestBodyModel,
    reply: BulkResultModel,
    access: attesters,
  }),
  /** attested claims to payroll as PAXml (lonetrans, resetrans); the exported rows are locked */
  paxml: defineEndpoint({
    id: 'compensations.paxml',
    method: 'POST',
    path: '/api/compensations/paxml',
    body: ExportBodyModel,
    reply: Str,
    raw: true,
    access: payroll,
  }),
  /** the employee's compensations of a period (ErsattningarPrint), a print path without /api */
  printCompensations: defineEndpoint({
    id: 'compensations.printCompensations',
    method: 'GET',
    path: '/print/ersattningar',
    query: PrintQueryModel,
    reply: Str,
    raw: true,
    access: printers,
  }),
  /** the employee's travel expense report of a period: per diem, mileage and travel rows (ReserakningPrint) */
  printTravel: defineEndpoint({
    id: 'compensations.printTravel',
    method: 'GET',
    path: '/print/reserakning',
    query: PrintQueryModel,
    reply: Str,
    raw: true,
    access: printers,
  }),
} as const;
