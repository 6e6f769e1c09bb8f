import { DV_CODES } from '@lonna/core/server';
import { COMPENSATIONS_CODES, compensationGuides, PER_DIEM_MAX_DAYS, type PerDiemInput } from '../src/contracts';
import { isCountryCode, isWallClock, tripDates } from '../src/rules/per-diem-guide';
import { type CompensationsCtx, type CompensationsTable, handle } from './db';
import { reopened, saveGuide } from './guides';
import { perDiemClaims } from './published/claims';
import { assertRequired, dimensionsOf, employeeOf } from './store';

/**
 * The per diem guide (traktamente): the answers → the calculation of src/rules/per-diem.ts (the dialog shows the same
 * one live; the rows are made by the published ./published/claims.ts, as a travel report's) → one TRAKT compensation per day with an amount, locked to the guide (Origin PERDIEM). Its text says which
 * rule made the amount, so the employee and the attester can see why. Reopened like the mileage guide.
 */

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

  const result = await perDiemClaims(ctx, { AnstNr, Text: body.Resmal, answers: body, Origin: 'PERDIEM', ...dimensionsOf(body) });
  if (!result.ok) {
    if (result.reason === 'order') return badInput(ctx, 'returnBeforeDeparture', 'Hemkomst');
    if (result.reason === 'missing')
      return ctx.fail(404, COMPENSATIONS_CODES.travelRuleMissing, 'compensations.errors.travelRuleMissing', {
        year: result.year,
        country: result.Landskod === 'SE' ? '' : ` (${result.Landskod})`,
      });
    // Skatteverket: tax-free per diem needs a night away and a destination more than 50 km from work and home
    return badInput(ctx, result.reason, result.reason === 'noNight' ? 'Hemkomst' : 'Over50km');
  }
  const rows: CompensationsTable[] = result.rows;
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
