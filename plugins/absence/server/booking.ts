import { bookAbsence, unbookAbsence, type BookingResult } from '@lonna/plugin-time/booking';
import { BOOKED_DAYS, QUALIFYING_TIME_CODE, TYPE_TIME_CODE, type AbsenceType, type Skip } from '../src/contracts';
import { addDays } from '../src/domain/dates';
import type { AbsenceNoticesTable, BookingCtx } from './db';

/*
 * A notice in the time report, through the time plugin's published booking API (it runs in our transaction, keeps
 * approved/attested/transferred days as they were and tells the open time views itself). A notice books its first
 * BOOKED_DAYS calendar days (the sick-pay period) when reported; a notice still open after it is extended day by day
 * (./extend-job.ts). Days without scheduled work get nothing and are not worth a word.
 */
const ORIGIN = 'absence';
/** a booking is at most a year (the time plugin's limit): a job that did not run for longer catches up next time */
const MAX_EXTEND_DAYS = 300;

const skipsOf = (r: BookingResult): Skip[] => r.skipped.filter((s) => s.reason !== 'noSchedule').map((s) => ({ Datum: s.Datum, Orsak: s.reason }));

async function companyHasCode(ctx: BookingCtx, code: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('tidkoder').select('TidKod').where('FtgId', '=', ctx.companyId).where('TidKod', '=', code).executeTakeFirst();
  return row !== undefined;
}

const baseOf = (n: AbsenceNoticesTable) => ({
  AnstNr: n.AnstNr,
  Percent: Number(n.Omfattning),
  Origin: ORIGIN,
  OriginRef: n.Id,
  Text: n.Typ === 'VAB' ? n.BarnPersNr : '',
});

/** the last day of the notice in the time report: the sick-pay period's until the job moved it on */
export const bookedTo = (n: AbsenceNoticesTable): string => n.BokadTill || addDays(n.FromDatum, BOOKED_DAYS - 1);

/** Books a new notice's days; answers the days the time report kept as they were. */
export async function bookNotice(ctx: BookingCtx, n: AbsenceNoticesTable): Promise<Skip[]> {
  const code = TYPE_TIME_CODE[n.Typ as AbsenceType];
  if (!(await companyHasCode(ctx, code))) return [{ Datum: n.FromDatum, Orsak: 'noCode' }];
  const base = baseOf(n);
  const last = addDays(n.FromDatum, BOOKED_DAYS - 1);
  const skips: Skip[] = [];
  let from = n.FromDatum;
  // a sick period's first working day carries the karensavdrag (SJK_KAR) when the company has the code for it
  if (n.Typ === 'SJK' && (await companyHasCode(ctx, QUALIFYING_TIME_CODE))) {
    for (let d = n.FromDatum; d <= last; d = addDays(d, 1)) {
      const r = await bookAbsence(ctx, { ...base, From: d, To: d, TidKod: QUALIFYING_TIME_CODE });
      from = addDays(d, 1);
      skips.push(...skipsOf(r));
      if (r.booked.length > 0 || r.skipped.some((s) => s.reason !== 'noSchedule')) break;
    }
  }
  if (from <= last) skips.push(...skipsOf(await bookAbsence(ctx, { ...base, From: from, To: last, TidKod: code })));
  return skips;
}

/** Recovery: the notice's rows from the first day back on leave the time report (kept days are answered). */
export async function unbookFrom(ctx: BookingCtx, n: AbsenceNoticesTable, from: string): Promise<Skip[]> {
  return skipsOf(await unbookAbsence(ctx, { AnstNr: n.AnstNr, Origin: ORIGIN, OriginRef: n.Id, From: from }));
}

/**
 * An open notice past what it has booked: its days on to `to` (the daily job's horizon, or the day before a
 * recovery). Answers the new last booked day and the days the time report kept as they were.
 */
export async function extendNotice(ctx: BookingCtx, n: AbsenceNoticesTable, to: string): Promise<{ BokadTill: string; skips: Skip[] }> {
  const from = addDays(bookedTo(n), 1);
  const last = [to, addDays(from, MAX_EXTEND_DAYS - 1)].sort()[0]!;
  if (from > last) return { BokadTill: bookedTo(n), skips: [] };
  const code = TYPE_TIME_CODE[n.Typ as AbsenceType];
  // without the code the notice said so when it was reported; nothing to book, now or later
  if (!(await companyHasCode(ctx, code))) return { BokadTill: last, skips: [] };
  const r = await bookAbsence(ctx, { ...baseOf(n), From: from, To: last, TidKod: code });
  return { BokadTill: last, skips: skipsOf(r) };
}
