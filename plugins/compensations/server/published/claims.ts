import type { CompanyContext } from '@lonna/core/server';
import type { CompensationsWriteModel, Origin, RepresentationType } from '../../src/contracts';
import { computeMileage, type MileageResult, type MileageVehicle } from '../../src/rules/mileage';
import type { PerDiemDay } from '../../src/rules/per-diem';
import { type RepresentationSplit, splitRepresentation } from '../../src/rules/representation';
import { type Answers, perDiemOf } from '../../src/rules/per-diem-guide';
import type { CompensationsCtx, CompensationsSettingsTable } from '../db';
import { importedFullDay } from '../rates';
import { newRow, settingsOf } from '../store';
import { travelRuleOn } from '../travel-rules';

/*
 * The compensations plugin's published claims API (`@lonna/plugin-compensations/claims`): how another plugin (a travel
 * expense report) makes compensations without knowing this plugin's settings and rate tables. The functions build rows
 * of the published write model `compensations` (src/contracts.ts `CompensationsWriteModel`) — the caller inserts them
 * in its own transaction and deletes only its own (its `Origin`, its `GuideId`). The guides of this plugin make their
 * rows with the same functions: one rule, one place.
 */

/** a handler's company context of any plugin; only the host's fields and this plugin's tables are used */
export type ClaimsContext = CompanyContext<unknown>;
const own = (ctx: ClaimsContext) => ctx as unknown as CompensationsCtx;

/** the company's pay codes and the rate per mil it pays for an own car (the demo's codes when it has none) */
export type ClaimSettings = Omit<CompensationsSettingsTable, 'FtgId'>;
export async function claimSettings(ctx: ClaimsContext): Promise<ClaimSettings> {
  const { FtgId: _f, ...s } = await settingsOf(own(ctx));
  return { ...s, MilErsattning: Number(s.MilErsattning) };
}

export type ClaimFields = Pick<CompensationsWriteModel, 'AnstNr' | 'Datum' | 'Typ' | 'LonKod' | 'Text' | 'Belopp'> & Partial<CompensationsWriteModel>;
/** a new OPEN row with the defaults of everything not given (no goods group, SEK, quantity 1) */
export const newClaim = (ctx: ClaimsContext, r: ClaimFields): CompensationsWriteModel => newRow(own(ctx), r);

type Dimension = 'Brukare' | 'ResEnhet1' | 'ResEnhet2' | 'ResEnhet3' | 'ResEnhet4' | 'ResEnhet5' | 'ResEnhet6';
type Common = Partial<Pick<CompensationsWriteModel, 'GuideId' | 'FromDatum' | 'TomDatum' | Dimension>>;

export interface MileageClaim extends Common {
  AnstNr: string;
  Datum: string;
  /** PRI own car, BEN/DIS a company car on fuel, EL a fully electric company car (the personal plugin's types) */
  Vehicle: MileageVehicle;
  Km: number;
  Text: string;
  Extratext: string;
  Origin: Origin;
}
export type MileageClaims = { ok: true; result: MileageResult; rows: CompensationsWriteModel[] } | { ok: false; year: number };

/**
 * A trip by car: one row at the year's tax-free rate of the vehicle (the company's mileage pay code) and, when the
 * company pays more per mil for an own car, one for the taxable part above it. A company car gets the tax-free rate.
 * `ok: false`: no rate for the year (the caller answers "travel rule missing").
 */
export async function mileageClaims(ctx: ClaimsContext, c: MileageClaim): Promise<MileageClaims> {
  const settings = await claimSettings(ctx);
  const year = Number(c.Datum.slice(0, 4));
  const result = computeMileage({ year, vehicle: c.Vehicle, km: c.Km, companyRatePerMil: c.Vehicle === 'PRI' ? settings.MilErsattning : 0 });
  if (!result) return { ok: false, year };
  const { Vehicle: _v, Km: _k, ...fields } = c;
  const base = { ...fields, Typ: 'MIL' as const, Antal: result.mil, Extratext: c.Extratext.slice(0, 200), Text: c.Text.trim().slice(0, 60) };
  const rows = [newClaim(ctx, { ...base, LonKod: settings.LonKodMil, Belopp: result.taxFreeAmount })];
  if (result.taxableAmount > 0) rows.push(newClaim(ctx, { ...base, LonKod: settings.LonKodMilSkattepliktig, Belopp: result.taxableAmount }));
  return { ok: true, result, rows };
}

const MEAL_WORD = { breakfast: 'frukost', lunch: 'lunch', dinner: 'middag' } as const;
/** the rule of a day in words (stored with the row, Swedish like the pay codes' names) */
export function explainDay(d: PerDiemDay): string {
  const parts = [`${d.Dag === 'FULL' ? 'Heldag' : 'Halvdag'} ${d.Landskod} ${d.DagBelopp}${d.Procent < 100 ? ` (${d.Procent} %)` : ''}`];
  if (d.Reduktion > 0) parts.push(`fri ${d.Maltider.map((m) => MEAL_WORD[m]).join('+')} −${d.ReduktionProcent} % = −${d.Reduktion}`);
  if (d.Natt > 0) parts.push(`natt +${d.Natt}`);
  if (d.Skattepliktigt > 0) parts.push(`skattefritt ${d.Skattefritt}`);
  return parts.join(' · ').slice(0, 200);
}
/** the taxable row's words: what lies above Skatteverket's tax-free amount of the day */
export const taxableWords = (d: PerDiemDay) => `skattepliktigt över Skatteverkets ${d.Skattefritt}: ${d.Skattepliktigt}`;

export interface PerDiemClaim extends Omit<Common, 'FromDatum' | 'TomDatum'> {
  AnstNr: string;
  /** the trip's text (destination and errand) */
  Text: string;
  answers: Answers;
  Origin: Origin;
}
export type PerDiemClaims =
  | { ok: true; days: PerDiemDay[]; total: number; taxable: number; rows: CompensationsWriteModel[] }
  | { ok: false; reason: 'order' | 'noNight' | 'notFar' }
  | { ok: false; reason: 'missing'; year: number; Landskod: string };

/**
 * A trip's per diem (src/rules/per-diem.ts): the company's travel rule in force on the departure date (its limits,
 * domestic amounts, night allowance and long-stay steps), else Skatteverket's; abroad the company's imported table of
 * the year before the shipped ones: one TRAKT row per day with an amount (the domestic or foreign pay code; quantity 1 or 0.5; the
 * day's rule in Extratext) and, for a day a company rule pays above Skatteverket's tax-free amount, a second TRAKT row of
 * the taxable part on the company's taxable per diem pay code. `ok: false` says why there is none: return not after departure, no night away, not more
 * than 50 km away, or no rate for the year or a country.
 */
export async function perDiemClaims(ctx: ClaimsContext, c: PerDiemClaim): Promise<PerDiemClaims> {
  const year = Number(c.answers.Avresa.slice(0, 4));
  // the company's travel rule in force on the departure date, else Skatteverket's rules of the year
  const rule = await travelRuleOn(own(ctx), c.answers.Avresa.slice(0, 10));
  const result = perDiemOf(c.answers, await importedFullDay(own(ctx), year), rule);
  if (!result.ok) return 'invalid' in result ? { ok: false, reason: 'order' } : { ok: false, reason: 'missing', year, Landskod: result.missing.Landskod };
  if (!result.eligible) return { ok: false, reason: result.reason };
  const settings = await claimSettings(ctx);
  const from = c.answers.Avresa.slice(0, 10);
  const to = c.answers.Hemkomst.slice(0, 10);
  const { answers: _a, ...fields } = c;
  const day = (d: PerDiemDay, LonKod: string, Belopp: number, Extratext: string) =>
    newClaim(ctx, {
      ...fields,
      Datum: d.Datum,
      Typ: 'TRAKT',
      LonKod,
      Text: c.Text.trim().slice(0, 60),
      Extratext: Extratext.slice(0, 200),
      FromDatum: from,
      TomDatum: to,
      Antal: d.Dag === 'FULL' ? 1 : 0.5,
      Belopp,
    });
  // a day's tax-free part on the domestic or foreign pay code; what a company rule pays above it on the taxable one
  const rows = result.days.flatMap((d) => [
    ...(d.Skattefritt > 0 ? [day(d, d.Landskod === 'SE' ? settings.LonKodTraktInrikes : settings.LonKodTraktUtrikes, d.Skattefritt, explainDay(d))] : []),
    ...(d.Skattepliktigt > 0 ? [day(d, settings.LonKodTraktSkattepliktig, d.Skattepliktigt, `${taxableWords(d)} · ${explainDay(d)}`)] : []),
  ]);
  return { ok: true, days: result.days, total: result.total, taxable: result.taxable, rows };
}

export interface RepresentationClaim extends Common {
  AnstNr: string;
  Datum: string;
  Typ: RepresentationType;
  /** the people the limits count (participants and guests; gifts: the gifts) */
  Antal: number;
  /** in SEK, VAT included */
  Belopp: number;
  Moms: number;
  Text: string;
  Origin: Origin;
  /** what comes before the split's words in Extratext (a travel report's purpose), '' none */
  Prefix?: string;
  KvittoId?: string;
  KvittoNamn?: string;
}
export type RepresentationClaims = { ok: true; split: RepresentationSplit; rows: CompensationsWriteModel[] } | { ok: false; year: number };

const kr = (n: number) => n.toFixed(2).replace('.', ',');
/** the words for what the company's maximum left unpaid (stored with the row, Swedish like the pay codes' names) */
const overCap = (s: RepresentationSplit) => (s.overCap > 0 ? ` · ej ersatt över företagets tak ${kr(s.cap ?? 0)}: ${kr(s.overCap)}` : '');

/**
 * A representation receipt's split (src/rules/representation.ts): Skatteverket's limits per person of the date's rules,
 * after the company's maximum per person (`MaxRepresentation` of its travel rule in force on the date: what lies above
 * it is not reimbursed). Null: no rules for the date.
 */
export async function representationSplitOf(
  ctx: ClaimsContext,
  c: Pick<RepresentationClaim, 'Datum' | 'Typ' | 'Antal' | 'Belopp' | 'Moms'>,
): Promise<RepresentationSplit | null> {
  const rule = await travelRuleOn(own(ctx), c.Datum);
  return splitRepresentation({ date: c.Datum, type: c.Typ, persons: c.Antal, amount: c.Belopp, vat: c.Moms, maxPerPerson: rule?.MaxRepresentation ?? null });
}

/**
 * A representation receipt (`representationSplitOf`): the deductible part with its deductible VAT and the
 * non-deductible rest of what is reimbursed, two rows of the company's representation pay code (out-of-pocket, the
 * receipt on both); the rest's text names what the company's maximum left unpaid. `ok: false`: no rules for the date
 * (the caller answers "travel rule missing").
 */
export async function representationClaims(ctx: ClaimsContext, c: RepresentationClaim): Promise<RepresentationClaims> {
  const split = await representationSplitOf(ctx, c);
  if (!split) return { ok: false, year: Number(c.Datum.slice(0, 4)) };
  const settings = await claimSettings(ctx);
  const { Typ, Antal, Belopp: _b, Moms: _m, Prefix, Text, ...fields } = c;
  const common = { ...fields, Typ: 'UTLÄGG' as const, LonKod: settings.LonKodRepresentation, Text: Text.trim().slice(0, 60) };
  const lead = Prefix ? `${Prefix} · ` : '';
  const per = Typ === 'GAVA' ? 'gåva' : 'pers.';
  const rows: CompensationsWriteModel[] = [];
  if (split.deductible > 0)
    rows.push(
      newClaim(ctx, {
        ...common,
        Extratext: `${lead}${Typ} avdragsgill del: ${kr(split.deductibleExVat)} exkl. moms + moms ${kr(split.deductibleVat)} (${Antal} ${per})`.slice(0, 200),
        Belopp: split.deductible,
        Moms: split.deductibleVat,
      }),
    );
  if (split.nonDeductible > 0 || rows.length === 0)
    rows.push(
      newClaim(ctx, {
        ...common,
        Extratext: `${lead}${Typ} ej avdragsgill del (${Antal} ${per})${overCap(split)}`.slice(0, 200),
        Belopp: split.nonDeductible,
        Moms: 0,
      }),
    );
  return { ok: true, split, rows };
}
