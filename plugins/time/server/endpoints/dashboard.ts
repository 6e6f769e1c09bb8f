import { evaluateAccess } from '@lonna/core/contracts';
import { time, timeAccess, type DayStatus, type MyTime, type Waiting } from '../../src/contracts';
import { addDays, eachDay } from '../../src/domain/dates';
import { nextStatus } from '../../src/domain/status';
import { stockholm } from '../clock';
import { handle, type TimeCtx } from '../db';
import { loadReport } from '../report';
import { loadSchedules } from '../schedule';
import { visibleEmployees } from '../scope';
import { statusLines } from '../status-lines';
import { round2 } from '../totals';

/** how far ahead the next shifts are looked for, and how many are shown */
const SHIFT_DAYS = 14;
const SHIFT_COUNT = 5;

const monthOf = (today: string) => {
  const From = `${today.slice(0, 7)}-01`;
  const next = new Date(`${From}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { From, To: addDays(next.toISOString().slice(0, 10), -1) };
};

/** The caller's own time this month and next shifts: the number is the session's own, so no scope check is needed. */
async function myTime(ctx: TimeCtx): Promise<MyTime> {
  const anstNr = ctx.account.AnstNr;
  const today = stockholm(ctx.now()).date;
  const { From, To } = monthOf(today);
  const schedule = (await loadSchedules(ctx, [anstNr])).get(anstNr);
  const report = await loadReport(ctx, anstNr, From, To, schedule);
  const ScheduledToDate = round2(report.Days.filter((d) => d.Datum <= today).reduce((s, d) => s + (d.Schedule?.Timmar ?? 0), 0));
  const NextShifts = eachDay(today, addDays(today, SHIFT_DAYS - 1))
    .map((Datum) => ({ Datum, s: schedule?.on(Datum) ?? null }))
    .filter((x) => x.s !== null)
    .slice(0, SHIFT_COUNT)
    .map(({ Datum, s }) => ({ Datum, Start: s!.Start, Slut: s!.Slut, Timmar: s!.Timmar }));
  return { Today: today, From, To, Reported: report.Reported, ScheduledHours: report.ScheduledHours, ScheduledToDate, NextShifts };
}

/**
 * What waits for the caller: days with rows that the next step (approve, attest) would move, from the first day of
 * the previous month through today (a month just closed is what payroll attests; future days are never counted).
 */
async function waiting(ctx: TimeCtx): Promise<Waiting> {
  const today = stockholm(ctx.now()).date;
  const From = monthOf(addDays(monthOf(today).From, -1)).From;
  const company = { KalUseLonReady: Boolean(ctx.access.company.KalUseLonReady) };
  const employees = await visibleEmployees(ctx, 'all');
  const lines = await statusLines(ctx.db, ctx.dialect, ctx.companyId, employees, From, today);
  const count = (action: 'approve' | 'attest', of: typeof lines) => {
    const perEmployee = of.map((l) =>
      (['OPEN', 'APPROVED'] as DayStatus[]).reduce((n, s) => n + (nextStatus(s, action, company) ? (s === 'OPEN' ? l.Open : l.Approved) : 0), 0),
    );
    return { Employees: perEmployee.filter((n) => n > 0).length, Days: perEmployee.reduce((a, b) => a + b, 0) };
  };
  const unlocked = new Set(employees.filter((e) => !e.Locked).map((e) => e.AnstNr));
  return {
    From,
    To: today,
    ToApprove:
      company.KalUseLonReady && evaluateAccess(timeAccess.ApproveTime.access, ctx.access)
        ? count(
            'approve',
            lines.filter((l) => unlocked.has(l.AnstNr)),
          )
        : null,
    ToAttest: evaluateAccess(timeAccess.Attestera.access, ctx.access) ? count('attest', lines) : null,
  };
}

export const dashboardEndpoints = [handle(time.myTime, (_, ctx) => myTime(ctx)), handle(time.waiting, (_, ctx) => waiting(ctx))];
