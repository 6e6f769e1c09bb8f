import { randomUUID } from 'node:crypto';
import type { CompanyContext, CompanyJobContext } from '@lonna/core/server';
import { daysBetween, eachDay, isoWeekday } from '../../src/domain/dates';
import type { DayStatus } from '../../src/contracts';
import type { TimeCtx, TimeRowsTable } from '../db';
import { announce } from '../push';
import { rowOut } from '../report';
import { loadSchedules } from '../schedule';
import { dayCodesOf } from '../totals';

/*
 * The time plugin's published booking API (`@lonna/plugin-time/booking`): how another plugin puts absence in the time
 * report — an absence notice's sick days, an approved leave application's vacation days — without knowing the time
 * plugin's tables. The rows it writes are `Source: 'BOOKED'`, tagged with the booking plugin and its reference; the
 * time report shows them read-only (they change where they were made), and only `unbookAbsence` removes them.
 *
 * Rules, in one place for every booking plugin:
 * - only an open day is written; a day approved, attested or transferred to payroll is left as it is and reported;
 * - a day without scheduled work (weekend, holiday, no schedule) gets no row and is reported;
 * - an hour code gets the day's scheduled hours × Percent; a day code (SEM, FLD…) gets Percent/100 of a day;
 * - a locked employee (employment ended) gets nothing;
 * - each written day's version moves on (an open time report editing that day gets 409, not a lost write), every row
 *   is audited, and one push tells the open views (after the caller's transaction commits).
 */

export interface AbsenceBooking {
  AnstNr: string;
  /** YYYY-MM-DD, inclusive */
  From: string;
  To: string;
  /** a time code of the company (tidkoder) */
  TidKod: string;
  /** 1–100: the part of the scheduled day */
  Percent: number;
  /** the booking plugin's id */
  Origin: string;
  /** the booking's id in that plugin (a notice, an application) */
  OriginRef: string;
  /** the row text, e.g. the child of a VAB day; at most 200 characters */
  Text?: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday) to book; all when absent */
  Weekdays?: readonly number[];
}

export interface Unbooking {
  AnstNr: string;
  Origin: string;
  OriginRef: string;
  /** remove the booking's rows from this day on (recovery, a shortened leave); all of them when absent */
  From?: string;
}

export type SkipReason = 'approved' | 'attested' | 'locked' | 'noSchedule' | 'employeeLocked';
export interface BookingResult {
  /** the days written (booked) or cleared (unbooked) */
  booked: string[];
  skipped: { Datum: string; reason: SkipReason }[];
}

/** the one rule for the days a cyclic work schedule has work (also the staffing planner's "not scheduled") */
export { type CycleDay, cycleDayOn, periodOn, type SchedulePeriod } from '../../src/domain/schedule-cycle';

const SKIP_BY_STATUS: Record<Exclude<DayStatus, 'OPEN'>, SkipReason> = { APPROVED: 'approved', ATTESTED: 'attested', LOCKED: 'locked' };
/** a booking is at most a year long: a longer one is a mistake of the booking plugin */
const MAX_DAYS = 366;

/**
 * What a booking needs of its caller: a handler's company context, or a job's (`JobContext.inCompany`, e.g. the
 * absence plugin extending open notices day by day). Only these fields are used below.
 */
export type BookingContext = CompanyContext<unknown> | CompanyJobContext<unknown>;
const timeCtx = (ctx: BookingContext) => ctx as unknown as TimeCtx;

function dates(from: string, to: string): string[] {
  if (daysBetween(from, to) >= MAX_DAYS) throw new Error(`booking ${from}..${to} is longer than ${MAX_DAYS} days`);
  return eachDay(from, to);
}

/** Claim an open day for the booking: its version moves on; a day in another state is the reason it is skipped. */
async function claimOpenDay(ctx: TimeCtx, anstNr: string, datum: string): Promise<SkipReason | null> {
  const key = { FtgId: ctx.companyId, AnstNr: anstNr, Datum: datum };
  await ctx.db
    .insertInto('time_days')
    .values({ ...key, Status: 'OPEN', Version: 0, ApprovedBy: '', ApprovedAt: 0, AttestedBy: '', AttestedAt: 0, ExportedAt: 0 })
    .onConflict((oc) => oc.columns(['FtgId', 'AnstNr', 'Datum']).doNothing())
    .execute();
  const day = await ctx.db
    .selectFrom('time_days')
    .select(['Status', 'Version'])
    .where('FtgId', '=', key.FtgId)
    .where('AnstNr', '=', anstNr)
    .where('Datum', '=', datum)
    .executeTakeFirstOrThrow();
  const status = day.Status as DayStatus;
  if (status !== 'OPEN') return SKIP_BY_STATUS[status];
  await ctx.db
    .updateTable('time_days')
    .set({ Version: Number(day.Version) + 1 })
    .where('FtgId', '=', key.FtgId)
    .where('AnstNr', '=', anstNr)
    .where('Datum', '=', datum)
    .execute();
  return null;
}

async function employeeLocked(ctx: TimeCtx, anstNr: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('employees').select('Locked').where('FtgId', '=', ctx.companyId).where('AnstNr', '=', anstNr).executeTakeFirst();
  if (!row) throw new Error(`employee ${anstNr} of company ${ctx.companyId} does not exist`);
  return Boolean(Number(row.Locked));
}

/** The rows of the booking on the days it reached; the caller has checked the employee is in its caller's scope. */
export async function bookAbsence(context: BookingContext, booking: AbsenceBooking): Promise<BookingResult> {
  const ctx = timeCtx(context);
  if (!(booking.Percent > 0 && booking.Percent <= 100)) throw new Error(`booking percent ${booking.Percent} is not in 1..100`);
  const days = dates(booking.From, booking.To).filter((d) => !booking.Weekdays || booking.Weekdays.includes(isoWeekday(d)));
  const result: BookingResult = { booked: [], skipped: [] };
  if (await employeeLocked(ctx, booking.AnstNr)) {
    result.skipped = days.map((Datum) => ({ Datum, reason: 'employeeLocked' }));
    return result;
  }
  const [schedules, dayCodes] = await Promise.all([loadSchedules(ctx, [booking.AnstNr]), dayCodesOf(ctx)]);
  const schedule = schedules.get(booking.AnstNr);
  const at = ctx.now().getTime();
  for (const datum of days) {
    const planned = schedule?.on(datum);
    if (!planned || planned.Timmar <= 0) {
      result.skipped.push({ Datum: datum, reason: 'noSchedule' });
      continue;
    }
    const reason = await claimOpenDay(ctx, booking.AnstNr, datum);
    if (reason) {
      result.skipped.push({ Datum: datum, reason });
      continue;
    }
    // booking again (a changed notice) replaces the booking's own row of the day, never adds a second
    await ctx.db
      .deleteFrom('time_rows')
      .where('FtgId', '=', ctx.companyId)
      .where('AnstNr', '=', booking.AnstNr)
      .where('Datum', '=', datum)
      .where('Origin', '=', booking.Origin)
      .where('OriginRef', '=', booking.OriginRef)
      .execute();
    const share = booking.Percent / 100;
    const row: TimeRowsTable = {
      Id: randomUUID(),
      FtgId: ctx.companyId,
      AnstNr: booking.AnstNr,
      Datum: datum,
      TidKod: booking.TidKod,
      Timmar: Math.round((dayCodes.has(booking.TidKod) ? share : planned.Timmar * share) * 100) / 100,
      Start: '',
      Slut: '',
      Brukare: '',
      ResEnhet1: '',
      ResEnhet2: '',
      ResEnhet3: '',
      ResEnhet4: '',
      ResEnhet5: '',
      ResEnhet6: '',
      Konto: '',
      Text: (booking.Text ?? '').slice(0, 200),
      Source: 'BOOKED',
      Origin: booking.Origin,
      OriginRef: booking.OriginRef,
      CreatedAt: at,
      UpdatedAt: at,
      UpdatedBy: ctx.account.Login,
    };
    await ctx.db.insertInto('time_rows').values(row).execute();
    await ctx.audit.record({
      entity: 'row',
      id: row.Id,
      event: 'created',
      action: 'create',
      before: null,
      after: rowOut(row),
      anstNr: row.AnstNr,
      date: datum,
    });
    result.booked.push(datum);
  }
  if (result.booked.length) announce(ctx, { FtgId: ctx.companyId, AnstNr: booking.AnstNr, From: result.booked[0]!, To: result.booked.at(-1)! });
  return result;
}

/** Remove the booking's rows (from a day on); rows of days no longer open stay, and are reported. */
export async function unbookAbsence(context: BookingContext, unbooking: Unbooking): Promise<BookingResult> {
  const ctx = timeCtx(context);
  let q = ctx.db
    .selectFrom('time_rows')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', unbooking.AnstNr)
    .where('Origin', '=', unbooking.Origin)
    .where('OriginRef', '=', unbooking.OriginRef);
  if (unbooking.From) q = q.where('Datum', '>=', unbooking.From);
  const rows = await q.orderBy('Datum').execute();
  const result: BookingResult = { booked: [], skipped: [] };
  for (const row of rows) {
    const reason = await claimOpenDay(ctx, row.AnstNr, row.Datum);
    if (reason) {
      result.skipped.push({ Datum: row.Datum, reason });
      continue;
    }
    await ctx.db.deleteFrom('time_rows').where('Id', '=', row.Id).execute();
    await ctx.audit.record({
      entity: 'row',
      id: row.Id,
      event: 'deleted',
      action: 'delete',
      before: rowOut(row),
      after: null,
      anstNr: row.AnstNr,
      date: row.Datum,
    });
    result.booked.push(row.Datum);
  }
  if (result.booked.length) announce(ctx, { FtgId: ctx.companyId, AnstNr: unbooking.AnstNr, From: result.booked[0]!, To: result.booked.at(-1)! });
  return result;
}
