import { DV_CODES } from '@lonna/core/server';
import { COMPENSATIONS_CODES, compensationGuides, PER_DIEM_MAX_DAYS, type PerDiemInput } from '../src/contracts';
import type { PerDiemDay } from '../src/rules/per-diem';
import { isCountryCode, isWallClock, perDiemOf, tripDates } from '../src/rules/per-diem-guide';
import { type CompensationsCtx, type CompensationsTable, handle } from './db';
import { reopened, saveGuide } from './guides';
import { importedFullDay } from './rates';
import { assertRequired, dimensionsOf, employeeOf, newRow, settingsOf } from './store';

/**
 * The per diem guide (traktamente): the answers → the calculation of src/rules/per-diem.ts (the dialog shows the same
 * one live) → one TRAKT compensation per day with an amount, locked to the guide (Origin PERDIEM). Its text says which
 * rule made the amount, so the employee and the attester can see why. Reopened like the mileage guide.
 */

const MEAL_WORD = { breakfast: 'frukost', lunch: 'lunch', dinner: 'middag' } as const;

/** the rule of a day in words (stored with the row, Swedish like the pay codes' names) */
export function explainDay(d: PerDiemDay): string {
  const parts = [`${d.Dag === 'FULL' ? 'Heldag' : 'Halvdag'} ${d.Landskod} ${d.DagBelopp}${d.Procent < 100 ? ` (${d.Procent} %)` : ''}`];
  if (d.Reduktion > 0) parts.push(`fri ${d.Maltider.map((m) => MEAL_WORD[m]).join('+')} −${d.ReduktionProcent} % = −${d.Reduktion}`);
  if (d.Natt > 0) parts.push(`natt +${d.Natt}`);
  return parts.join(' · ').slice(0, 200);
}

function badInput(ctx: CompensationsCtx, key: string, field: string): never {
  return ctx.fail(400, DV_CODES.badInput, `compensations.guideErrors.${key}`, {}, field);
}

async function perDiemRows(ctx: CompensationsCtx, body: PerDiemInput): Promise<{ AnstNr: string; rows: CompensationsTable[] }> {
  const AnstNr = await employeeOf(ctx, body.AnstNr);
  if (!isWallClock(body.Avresa)) badInput(ctx, 'wallClock', 'Avresa');
  if (!isWallClock(body.Hemkomst)) badInput(ctx, 'wallClock', 'Hemkomst');
  if (body.Lander.some((l) => !isWallClock(l.Fran))) badInput(ctx, 'wallClock', 'Lander');
  if (body.Lander.some((l) => !isCountryCode(l.Landskod))) badInput(ctx, 'countryCode', 'Lander');
  if (body.Hemkomst <= body.Avresa) badInput(ctx, 'returnBeforeDeparture', 'Hemkomst');
  const dates = tripDates(body.Avresa, body.Hemkomst, PER_DIEM_MAX_DAYS + 2);
  if (dates.length > PER_DIEM_MAX_DAYS + 1) badInput(ctx, 'tooLong', 'Hemkomst');
  if (body.Utrikes && body.Lander.length === 0) badInput(ctx, 'noCountry', 'Lander');
  if (body.Lander.some((l) => l.Fran > body.Hemkomst)) badInput(ctx, 'legOutside', 'Lander');
  const inTrip = new Set(dates);
  if (body.Maltider.some((m) => !inTrip.has(m.Datum))) badInput(ctx, 'dayOutside', 'Maltider');
  if (body.Natter.some((n) => !inTrip.has(n.Datum) || n.Datum === dates.at(-1))) badInput(ctx, 'dayOutside', 'Natter');
  if (body.VistelseStart && body.VistelseStart > dates[0]!) badInput(ctx, 'stayAfterDeparture', 'VistelseStart');
  assertRequired(ctx, { ...body, Typ: 'TRAKT', hasFile: false });

  const year = Number(body.Avresa.slice(0, 4));
  const result = perDiemOf(body, await importedFullDay(ctx, year));
  if (!result.ok) {
    if ('invalid' in result) return badInput(ctx, 'returnBeforeDeparture', 'Hemkomst');
    const { Landskod } = result.missing;
    return ctx.fail(404, COMPENSATIONS_CODES.travelRuleMissing, 'compensations.errors.travelRuleMissing', {
      year,
      country: Landskod === 'SE' ? '' : ` (${Landskod})`,
    });
  }
  // Skatteverket: tax-free per diem needs a night away and a destination more than 50 km from work and home
  if (!result.eligible) return badInput(ctx, result.reason, result.reason === 'noNight' ? 'Hemkomst' : 'Over50km');

  const settings = await settingsOf(ctx);
  const rows = result.days
    .filter((d) => d.Belopp > 0)
    .map((d) =>
      newRow(ctx, {
        AnstNr,
        Datum: d.Datum,
        Typ: 'TRAKT',
        LonKod: d.Landskod === 'SE' ? settings.LonKodTraktInrikes : settings.LonKodTraktUtrikes,
        Text: body.Resmal.trim(),
        Extratext: explainDay(d),
        FromDatum: dates[0]!,
        TomDatum: dates.at(-1)!,
        Antal: d.Dag === 'FULL' ? 1 : 0.5,
        Belopp: d.Belopp,
        Origin: 'PERDIEM',
        ...dimensionsOf(body),
      }),
    );
  return { AnstNr, rows };
}

export const perDiemGuide = handle(compensationGuides.perDiem, async ({ body }, ctx) => {
  const { AnstNr, rows } = await perDiemRows(ctx, body);
  return saveGuide(ctx, null, 'PERDIEM', AnstNr, body, rows, []);
});

export const reopenPerDiem = handle(compensationGuides.reopenPerDiem, async ({ params, body }, ctx) => {
  if (body.AnstNr) await ctx.scope.assertEmployee(body.AnstNr);
  const earlier = await reopened(ctx, params.Id, 'PERDIEM');
  const { AnstNr, rows } = await perDiemRows(ctx, body);
  return saveGuide(ctx, params.Id, 'PERDIEM', AnstNr, body, rows, earlier);
});
