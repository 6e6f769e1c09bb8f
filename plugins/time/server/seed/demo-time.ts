import type { DayStatus } from '../../src/contracts';
import { stockholm } from '../clock';
import { addDays, eachDay } from '../../src/domain/dates';
import type { TimeDaysTable, TimeDb, TimeRowsTable } from '../db';
import { loadSchedules } from '../schedule';

/**
 * Demo time for the care company (1001: hours with a care recipient) and the
 * consultancy (1002: clock times with a project): every working day from the
 * first of last month to yesterday, with sick days, care of a sick child,
 * overtime and holidays sprinkled in. Last month is mostly attested (some of
 * it already locked in payroll), this month mostly open.
 */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SEED_LOGIN = 'demo-seed';
let counter = 0;
/** a catch-up tags its ids with its first day: a restarted server's counter starts again at 0 */
const id = (ftg: string, tag = '') => `seed-${ftg}-${tag}${(++counter).toString(36).padStart(6, '0')}`;

const DEMO_COMPANIES: readonly SeedCompany[] = [
  { FtgId: '1001', clock: false, careRecipient: true, approvalStep: true },
  { FtgId: '1002', clock: true, careRecipient: false, approvalStep: false },
];

export async function seedDemoTime(db: TimeDb, today: Date): Promise<void> {
  await seedTime(db, today, DEMO_COMPANIES);
}

/**
 * A demo database started again later: each demo company whose seeded history ends before yesterday gets the
 * missing days, written as the seed would have written them (so the current period is never empty). Companies
 * without seeded rows — not a demo, or the demo data was removed — are left alone.
 */
export async function catchUpDemoTime(db: TimeDb, today: Date): Promise<number> {
  const yesterday = addDays(stockholm(today).date, -1);
  let written = 0;
  for (const company of DEMO_COMPANIES) {
    const seeded = await db
      .selectFrom('time_rows')
      .select('Datum')
      .where('FtgId', '=', company.FtgId)
      .where('UpdatedBy', '=', SEED_LOGIN)
      .orderBy('Datum', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!seeded || seeded.Datum >= yesterday) continue;
    const last = await db.selectFrom('time_days').select('Datum').where('FtgId', '=', company.FtgId).orderBy('Datum', 'desc').limit(1).executeTakeFirst();
    const after = last && last.Datum > seeded.Datum ? last.Datum : seeded.Datum;
    if (after >= yesterday) continue;
    written += await seedTime(db, today, [company], { after });
  }
  return written;
}

export interface SeedCompany {
  FtgId: string;
  /** rows with start and end (the company allows clock times) */
  clock: boolean;
  /** rows carry the employee's care recipient (UseLSS) */
  careRecipient: boolean;
  /** KalUseLonReady: days are approved before they are attested */
  approvalStep: boolean;
}

/** A month and a half of time for every active employee of the given companies (the demo, the bench). */
export async function seedTime(db: TimeDb, today: Date, companies: readonly SeedCompany[], opts: { after?: string } = {}): Promise<number> {
  const rnd = prng(61121);
  let written = 0;
  const yesterday = addDays(stockholm(today).date, -1);
  const thisMonth = `${stockholm(today).date.slice(0, 7)}-01`;
  const firstOfLastMonth = `${addDays(thisMonth, -1).slice(0, 7)}-01`;
  // a catch-up writes only the days after the last one the database has
  const from = opts.after ? addDays(opts.after, 1) : firstOfLastMonth;
  const tag = opts.after ? `${from.replaceAll('-', '')}-` : '';
  const at = today.getTime() - 86_400_000;
  for (const { FtgId: F, clock, careRecipient, approvalStep } of companies) {
    const employees = await db.selectFrom('employees').select(['AnstNr', 'Brukare', 'ResEnhet1', 'Locked']).where('FtgId', '=', F).execute();
    const company = await db.selectFrom('result_units').select(['Niva', 'ResEnh']).where('FtgId', '=', F).execute();
    const level1 = company.filter((u) => Number(u.Niva) === 1).map((u) => u.ResEnh);
    const level2 = company.filter((u) => Number(u.Niva) === 2).map((u) => u.ResEnh);
    const schedules = await loadSchedules(db, F, 'all');
    const rows: TimeRowsTable[] = [];
    const days: TimeDaysTable[] = [];
    for (const e of employees) {
      if (Number(e.Locked)) continue;
      const schedule = schedules.get(e.AnstNr);
      // how far this employee has come: last month attested (or approved), some of it in payroll already
      const roll = rnd();
      const lastMonth: DayStatus = !approvalStep ? (roll < 0.75 ? 'ATTESTED' : 'OPEN') : roll < 0.6 ? 'ATTESTED' : roll < 0.85 ? 'APPROVED' : 'OPEN';
      const lockedUntil = roll < 0.3 ? addDays(firstOfLastMonth, 14) : '';
      const approvedUntil = approvalStep && rnd() < 0.4 ? addDays(thisMonth, 6) : '';
      const project = level1.length ? level1[Number(e.AnstNr) % level1.length]! : '';
      for (const Datum of eachDay(from, yesterday)) {
        const s = schedule?.on(Datum);
        if (!s) continue;
        const base = {
          FtgId: F,
          AnstNr: e.AnstNr,
          Datum,
          Brukare: careRecipient ? e.Brukare : '',
          ResEnhet1: project,
          ResEnhet2: level2.length && rnd() < 0.3 ? level2[0]! : '',
          ResEnhet3: '',
          ResEnhet4: '',
          ResEnhet5: '',
          ResEnhet6: '',
          Konto: '',
          Source: 'MANUAL',
          CreatedAt: at,
          UpdatedAt: at,
          UpdatedBy: SEED_LOGIN,
        };
        const r = rnd();
        if (r < 0.04) rows.push({ ...base, Id: id(F, tag), TidKod: 'SJK', Timmar: s.Timmar, Start: '', Slut: '', Text: 'Sjuk' });
        else if (r < 0.06) rows.push({ ...base, Id: id(F, tag), TidKod: 'VAB', Timmar: s.Timmar, Start: '', Slut: '', Text: 'Vård av sjukt barn' });
        else if (r < 0.08)
          rows.push({ ...base, Id: id(F, tag), TidKod: 'SEM', Timmar: 1, Start: '', Slut: '', Brukare: '', ResEnhet1: '', ResEnhet2: '', Text: '' });
        else {
          rows.push({ ...base, Id: id(F, tag), TidKod: 'ARB', Timmar: s.Timmar, Start: clock ? s.Start : '', Slut: clock ? s.Slut : '', Text: '' });
          if (rnd() < 0.1) {
            rows.push({
              ...base,
              Id: id(F, tag),
              TidKod: 'OT50',
              Timmar: rnd() < 0.5 ? 1 : 1.5,
              Start: '',
              Slut: '',
              Text: clock ? 'Driftsättning' : 'Förlängt pass',
            });
          }
        }
        const status: DayStatus =
          Datum < thisMonth
            ? lockedUntil && Datum <= lockedUntil && lastMonth === 'ATTESTED'
              ? 'LOCKED'
              : lastMonth
            : approvedUntil && Datum <= approvedUntil
              ? 'APPROVED'
              : 'OPEN';
        days.push({
          FtgId: F,
          AnstNr: e.AnstNr,
          Datum,
          Status: status,
          Version: 1,
          ApprovedBy: status === 'OPEN' || !approvalStep ? '' : 'per@demo.se',
          ApprovedAt: status === 'OPEN' ? 0 : at,
          AttestedBy: status === 'ATTESTED' || status === 'LOCKED' ? 'ftg@demo.se' : '',
          AttestedAt: status === 'ATTESTED' || status === 'LOCKED' ? at : 0,
          ExportedAt: status === 'LOCKED' ? at : 0,
        });
      }
    }
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('time_rows')
        .values(rows.slice(i, i + 200))
        .execute();
    for (let i = 0; i < days.length; i += 200)
      await db
        .insertInto('time_days')
        .values(days.slice(i, i + 200))
        .execute();
    written += rows.length;
  }
  return written;
}
