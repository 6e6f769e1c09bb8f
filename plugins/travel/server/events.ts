import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { isCountryCode, isWallClock, tripDates, tripKm } from '@lonna/plugin-compensations/rules';
import { PER_DIEM_MAX_DAYS } from '@lonna/plugin-compensations/contracts';
import { travelExpenses } from '../src/contracts';
import { mileageRows, perDiemRows } from './claims';
import { handle, type TravelCtx, type TravelLinesTable } from './db';
import { eventInput } from './event-fields';
import { changed, draft, one, visibleReport } from './reports';

/**
 * A report's mileage and per diem lines and the spec's travel event fields. Amounts come from compensations' published
 * rules (./claims.ts), computed when the line is added (the report shows them) and again when the report completes.
 */

const round2 = (n: number) => Math.round(n * 100) / 100;

function bad(ctx: TravelCtx, key: string, field: string): never {
  return ctx.fail(400, DV_CODES.badInput, `travel.errors.${key}`, {}, field);
}

const blankLine = (ctx: TravelCtx, reportId: string) => ({
  Id: randomUUID(),
  FtgId: ctx.companyId,
  ReportId: reportId,
  Leverantor: '',
  Moms: 0,
  Valuta: 'SEK',
  Valutakurs: 1,
  KvittoId: '',
  KvittoNamn: '',
  ErsattningId: '',
  CreatedAt: ctx.now().getTime(),
  Varugrupp: '',
  Foretagskort: 0,
  ReprTyp: '',
  Gaster: '',
  Deltagare: '',
  ReprAntal: 0,
  Fordon: '',
  StartMatare: null,
  SlutMatare: null,
  Km: 0,
  Ersattningar: '',
});

/** a drive in the report: meters or a distance; its date within the trip */
export const addMileage = handle(travelExpenses.addMileage, async ({ params, body }, ctx) => {
  const r = await visibleReport(ctx, params.Id);
  draft(ctx, r);
  const events = eventInput(ctx, body);
  if (!tripDates(r.Avresa, r.Hemkomst).includes(body.Datum)) bad(ctx, 'dayOutside', 'Datum');
  const km = tripKm({ startMeter: body.StartMatare, endMeter: body.SlutMatare, km: body.Km });
  if (km === null) bad(ctx, 'distance', body.StartMatare !== null ? 'SlutMatare' : 'Km');
  const base = {
    ...blankLine(ctx, r.Id),
    ...events,
    Typ: 'MILEAGE' as const,
    Datum: body.Datum,
    Text: body.Text.trim(),
    Fordon: body.Fordon,
    StartMatare: body.StartMatare !== null && body.SlutMatare !== null ? body.StartMatare : null,
    SlutMatare: body.StartMatare !== null && body.SlutMatare !== null ? body.SlutMatare : null,
    Km: km,
    Belopp: 0,
  };
  const { details } = await mileageRows(ctx, r, base);
  const line: TravelLinesTable = { ...base, Belopp: round2(details.Skattefritt + details.Skattepliktigt), Detaljer: JSON.stringify(details) };
  await ctx.db.insertInto('travel_lines').values(line).execute();
  await ctx.db.updateTable('travel_reports').set({ UpdatedAt: line.CreatedAt }).where('Id', '=', r.Id).execute();
  await ctx.audit.record({ entity: 'line', id: line.Id, event: 'created', before: null, after: { ...line }, anstNr: r.AnstNr, date: line.Datum });
  changed(ctx, r.AnstNr);
  return one(ctx, r.Id);
});

/** the trip's per diem: one line, replaced when sent again; the days by compensations' per diem rules */
export const setPerDiem = handle(travelExpenses.setPerDiem, async ({ params, body }, ctx) => {
  const r = await visibleReport(ctx, params.Id);
  draft(ctx, r);
  if (body.Lander.some((l) => !isWallClock(l.Fran))) bad(ctx, 'wallClockLeg', 'Lander');
  if (body.Lander.some((l) => !isCountryCode(l.Landskod))) bad(ctx, 'countryCode', 'Lander');
  if (body.Utrikes && body.Lander.length === 0) bad(ctx, 'noCountry', 'Lander');
  if (body.Lander.some((l) => l.Fran > r.Hemkomst)) bad(ctx, 'dayOutside', 'Lander');
  const dates = tripDates(r.Avresa, r.Hemkomst, PER_DIEM_MAX_DAYS + 2);
  if (dates.length > PER_DIEM_MAX_DAYS + 1) bad(ctx, 'tooLong', 'Hemkomst');
  const inTrip = new Set(dates);
  if (body.Maltider.some((m) => !inTrip.has(m.Datum))) bad(ctx, 'dayOutside', 'Maltider');
  if (body.Natter.some((n) => !inTrip.has(n.Datum) || n.Datum === dates.at(-1))) bad(ctx, 'dayOutside', 'Natter');
  const { total, details } = await perDiemRows(ctx, r, body);

  const earlier = await ctx.db
    .selectFrom('travel_lines')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where('ReportId', '=', r.Id)
    .where('Typ', '=', 'PERDIEM')
    .execute();
  const line: TravelLinesTable = {
    ...blankLine(ctx, r.Id),
    Typ: 'PERDIEM',
    Datum: r.Avresa.slice(0, 10),
    Text: r.Resmal.slice(0, 60),
    Land: body.Utrikes ? (body.Lander.find((l) => l.Landskod !== 'SE')?.Landskod ?? '') : 'SE',
    BesoktPerson: '',
    BesoktForetag: '',
    BesoktPlats: '',
    Belopp: total,
    Detaljer: JSON.stringify(details),
  };
  for (const e of earlier) {
    await ctx.db.deleteFrom('travel_lines').where('Id', '=', e.Id).execute();
    await ctx.audit.record({ entity: 'line', id: e.Id, event: 'deleted', before: { ...e }, after: null, anstNr: r.AnstNr, date: e.Datum });
  }
  await ctx.db.insertInto('travel_lines').values(line).execute();
  await ctx.db.updateTable('travel_reports').set({ UpdatedAt: line.CreatedAt }).where('Id', '=', r.Id).execute();
  await ctx.audit.record({ entity: 'line', id: line.Id, event: 'created', before: null, after: { ...line }, anstNr: r.AnstNr, date: line.Datum });
  changed(ctx, r.AnstNr);
  return one(ctx, r.Id);
});
