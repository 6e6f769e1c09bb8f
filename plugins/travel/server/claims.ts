import { COMPENSATIONS_CODES, type CompensationsWriteModel, type Origin } from '@lonna/plugin-compensations/contracts';
import { explainDay, mileageClaims, newClaim, perDiemClaims, representationClaims, representationSplitOf } from '@lonna/plugin-compensations/claims';
import type { RepresentationType } from '@lonna/plugin-compensations/contracts';
import { DV_CODES } from '@lonna/core/server';
import type { PerDiemDayLine, PerDiemLineInput, VehicleType } from '../src/contracts';
import type { TravelCtx, TravelLinesTable, TravelReportsTable } from './db';

/**
 * What a report's lines become in compensations, made by compensations' published claims API (its pay codes, its
 * mileage and per diem rules): a receipt one out-of-pocket row (none when paid with the company's card), a drive one
 * row at the tax-free rate and one for the taxable part, the per diem one row per day. Also used when a line is added,
 * so the report shows the amounts it will pay.
 */
export const ORIGIN: Origin = 'TRAVEL';
const round2 = (n: number) => Math.round(n * 100) / 100;

/** the line's calculation as stored (`Detaljer`): per diem the answers and the days with their rules (the rows' Extratext) */
export interface PerDiemDetails {
  answers: PerDiemLineInput;
  days: PerDiemDayLine[];
  /** the trip's tax-free part and what a company rule pays above Skatteverket's amounts (taxable) */
  Skattefritt: number;
  Skattepliktigt: number;
}
/** a representation receipt's split in SEK (compensations' published rules, Skatteverket's limits per person) */
export interface RepresentationDetails {
  Avdragsgillt: number;
  AvdragsgillMoms: number;
  EjAvdragsgillt: number;
  /** above the company's maximum per person (its travel rule's MaxRepresentation): not reimbursed */
  EjErsatt: number;
}
export interface MileageDetails {
  Skattefritt: number;
  Skattepliktigt: number;
}

export const driveText = (l: Pick<TravelLinesTable, 'Fordon' | 'Km' | 'StartMatare' | 'SlutMatare'>) =>
  `${l.Fordon} · ${l.Km} km${l.StartMatare !== null ? ` (${l.StartMatare}–${l.SlutMatare})` : ''}`;

function ruleMissing(ctx: TravelCtx, year: number, country = ''): never {
  return ctx.fail(404, COMPENSATIONS_CODES.travelRuleMissing, 'travel.errors.travelRuleMissing', {
    year,
    country: country && country !== 'SE' ? ` (${country})` : '',
  });
}

export async function mileageRows(ctx: TravelCtx, r: TravelReportsTable, l: Omit<TravelLinesTable, 'Detaljer' | 'Ersattningar'>) {
  const made = await mileageClaims(ctx, {
    AnstNr: r.AnstNr,
    Datum: l.Datum,
    Vehicle: l.Fordon as VehicleType,
    Km: l.Km,
    Text: l.Text,
    Extratext: `${r.Syfte} – ${driveText(l)}`,
    Origin: ORIGIN,
    GuideId: r.Id,
  });
  if (!made.ok) return ruleMissing(ctx, made.year);
  return { rows: made.rows, details: { Skattefritt: made.result.taxFreeAmount, Skattepliktigt: made.result.taxableAmount } satisfies MileageDetails };
}

export async function perDiemRows(ctx: TravelCtx, r: TravelReportsTable, answers: PerDiemLineInput) {
  const made = await perDiemClaims(ctx, {
    AnstNr: r.AnstNr,
    Text: `${r.Syfte} – ${r.Resmal}`,
    answers: { ...answers, Avresa: r.Avresa, Hemkomst: r.Hemkomst },
    Origin: ORIGIN,
    GuideId: r.Id,
  });
  if (!made.ok) {
    if (made.reason === 'missing') return ruleMissing(ctx, made.year, made.Landskod);
    const field = made.reason === 'notFar' ? 'Over50km' : 'Hemkomst';
    return ctx.fail(400, DV_CODES.badInput, `travel.errors.${made.reason === 'order' ? 'returnBeforeDeparture' : made.reason}`, {}, field);
  }
  const days = made.days.map((d) => ({
    Datum: d.Datum,
    Landskod: d.Landskod,
    Belopp: d.Belopp,
    Skattepliktigt: d.Skattepliktigt,
    Regel: explainDay(d),
  }));
  const details = { answers, days, Skattefritt: made.total - made.taxable, Skattepliktigt: made.taxable } satisfies PerDiemDetails;
  return { rows: made.rows, total: made.total, details };
}

type ReceiptAmounts = Pick<TravelLinesTable, 'Datum' | 'ReprTyp' | 'ReprAntal' | 'Belopp' | 'Moms' | 'Valutakurs'>;
/**
 * A representation receipt's deductible and non-deductible parts in SEK and what the company's maximum per person
 * leaves unpaid (compensations' split; 404 "travel rule missing" before the first rules)
 */
export async function representationSplit(ctx: TravelCtx, l: ReceiptAmounts): Promise<RepresentationDetails> {
  const rate = Number(l.Valutakurs);
  const split = await representationSplitOf(ctx, {
    Datum: l.Datum,
    Typ: l.ReprTyp as RepresentationType,
    Antal: Number(l.ReprAntal),
    Belopp: round2(Number(l.Belopp) * rate),
    Moms: round2(Number(l.Moms) * rate),
  });
  if (!split) return ruleMissing(ctx, Number(l.Datum.slice(0, 4)));
  return { Avdragsgillt: split.deductible, AvdragsgillMoms: split.deductibleVat, EjAvdragsgillt: split.nonDeductible, EjErsatt: split.overCap };
}

/** the compensations a line becomes when the report completes (its amounts computed again, by the same rules) */
export async function rowsOf(ctx: TravelCtx, r: TravelReportsTable, l: TravelLinesTable, LonKodUtlagg: string): Promise<CompensationsWriteModel[]> {
  if (l.Typ === 'MILEAGE') return (await mileageRows(ctx, r, l)).rows;
  if (l.Typ === 'PERDIEM') return (await perDiemRows(ctx, r, (JSON.parse(l.Detaljer) as PerDiemDetails).answers)).rows;
  // the company paid it with its card: nothing to pay back
  if (Number(l.Foretagskort)) return [];
  const rate = Number(l.Valutakurs);
  if (l.ReprTyp) {
    // representation: the deductible part and the rest, two rows of the representation pay code (as its guide makes)
    const made = await representationClaims(ctx, {
      AnstNr: r.AnstNr,
      Datum: l.Datum,
      Typ: l.ReprTyp as RepresentationType,
      Antal: Number(l.ReprAntal),
      Belopp: round2(Number(l.Belopp) * rate),
      Moms: round2(Number(l.Moms) * rate),
      Text: l.Text,
      Prefix: r.Syfte,
      Origin: ORIGIN,
      GuideId: r.Id,
      FromDatum: r.Avresa.slice(0, 10),
      TomDatum: r.Hemkomst.slice(0, 10),
      KvittoId: l.KvittoId,
      KvittoNamn: l.KvittoNamn,
    });
    if (!made.ok) return ruleMissing(ctx, made.year);
    return made.rows.map((row) => ({ ...row, Valuta: l.Valuta, Valutakurs: rate, ...(l.Varugrupp ? { Varugrupp: l.Varugrupp } : {}) }));
  }
  return [
    newClaim(ctx, {
      AnstNr: r.AnstNr,
      Datum: l.Datum,
      Typ: 'UTLÄGG',
      LonKod: LonKodUtlagg,
      Text: l.Text.slice(0, 60),
      Extratext: `${r.Syfte} – ${r.Resmal}${l.ReprTyp ? ` · ${l.ReprTyp}` : ''}`.slice(0, 200),
      FromDatum: r.Avresa.slice(0, 10),
      TomDatum: r.Hemkomst.slice(0, 10),
      Belopp: round2(Number(l.Belopp) * rate),
      Moms: round2(Number(l.Moms) * rate),
      Valuta: l.Valuta,
      Valutakurs: rate,
      ...(l.Varugrupp ? { Varugrupp: l.Varugrupp } : {}),
      Origin: ORIGIN,
      GuideId: r.Id,
      KvittoId: l.KvittoId,
      KvittoNamn: l.KvittoNamn,
    }),
  ];
}
