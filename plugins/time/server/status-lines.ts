import { personName } from '@lonna/core/contracts';
import type { SqlDialect } from '@lonna/core/server';
import { sql } from 'kysely';
import type { StatusLine } from '../src/contracts';
import type { TimeDb } from './db';
import type { EmployeeInfo } from './scope';
import { dayCodesOf, quantities } from './totals';

/**
 * The approve and attest lists: per employee, reported hours and days (totals.ts)
 * and days per status in a period. Two grouped queries whatever the number of employees; days count when they
 * have rows. `onlyThese`: a page of employees — the queries read only their rows (the index on
 * FtgId, AnstNr, Datum), so a page's cost does not grow with the company; otherwise the whole period is read once.
 */
export async function statusLines(
  db: TimeDb,
  dialect: SqlDialect,
  ftgId: string,
  employees: readonly EmployeeInfo[],
  from: string,
  to: string,
  onlyThese = false,
): Promise<StatusLine[]> {
  if (onlyThese && employees.length === 0) return [];
  const numbers = employees.map((e) => e.AnstNr);
  let sumsQ = db
    .selectFrom('time_rows')
    .select(['AnstNr', 'TidKod', (eb) => eb.fn.sum<number>('Timmar').as('Timmar')])
    .where('FtgId', '=', ftgId)
    .where('Datum', '>=', from)
    .where('Datum', '<=', to);
  let statusQ = db.selectFrom('time_days as d').where('d.FtgId', '=', ftgId).where('d.Datum', '>=', from).where('d.Datum', '<=', to);
  if (onlyThese) {
    sumsQ = sumsQ.where('AnstNr', 'in', numbers);
    statusQ = statusQ.where('d.AnstNr', 'in', numbers);
  }
  const [sums, statuses, dayCodes] = await Promise.all([
    sumsQ.groupBy(['AnstNr', 'TidKod']).execute(),
    statusQ
      .select(['d.AnstNr', 'd.Status', (eb) => eb.fn.countAll<number>().as('n')])
      // `limit 1` keeps SQLite (3.4x+) from turning the EXISTS into a semi-join that scans the employee's month per
      // day (3-4× the CPU at 5,000 employees); it stays one index probe per day, on PostgreSQL too. The whole period
      // walks the days in (Datum, AnstNr) order (time_days_period_status), so on SQLite the probe goes to the rows'
      // index in the same order (time_rows_period_sums): the probes then read neighbouring pages, where SQLite's own
      // pick (the employee index) jumps across the company's year per day — 40 % of the month's CPU at 5,000
      // employees, and what made it grow faster than the company (issue 22). A page walks by employee: its index.
      .where(
        (eb) =>
          sql<boolean>`exists (select 1 from "time_rows" as "r"${sql.raw(!onlyThese && dialect === 'sqlite' ? ' indexed by "time_rows_period_sums"' : '')} where "r"."FtgId" = ${eb.ref('d.FtgId')} and "r"."Datum" = ${eb.ref('d.Datum')} and "r"."AnstNr" = ${eb.ref('d.AnstNr')} limit 1)`,
      )
      .groupBy(['d.AnstNr', 'd.Status'])
      .execute(),
    dayCodesOf({ db, companyId: ftgId }),
  ]);
  const perEmployee = new Map<string, { TidKod: string; Timmar: number }[]>();
  for (const r of sums) perEmployee.set(r.AnstNr, [...(perEmployee.get(r.AnstNr) ?? []), { TidKod: r.TidKod, Timmar: Number(r.Timmar) }]);
  const counts = new Map<string, Record<string, number>>();
  for (const s of statuses) {
    const c = counts.get(s.AnstNr) ?? {};
    c[s.Status] = Number(s.n);
    counts.set(s.AnstNr, c);
  }
  return employees.map((e) => {
    const c = counts.get(e.AnstNr) ?? {};
    const q = quantities(perEmployee.get(e.AnstNr) ?? [], dayCodes);
    return {
      AnstNr: e.AnstNr,
      Namn: personName(e),
      Avdelning: e.Avdelning,
      Timmar: q.Hours,
      Dagar: q.Days,
      Open: c.OPEN ?? 0,
      Approved: c.APPROVED ?? 0,
      Attested: c.ATTESTED ?? 0,
      Locked: c.LOCKED ?? 0,
    };
  });
}
