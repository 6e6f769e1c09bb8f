import type { DayStatus } from '../../src/contracts';
import { stockholm } from '../clock';
import { addDays, eachDay, isoWeekday } from '../../src/domain/dates';
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

/** the demo restaurant: its staff also work weekend shifts outside their weekday schedules */
const DEMO_RESTAURANT = '1003';

/**
 * Every company with an approval or attest step gets demo time, so each attest and approve view has hours to show
 * (issue 13): its way of reporting read from its own switches (clock times, care recipients, approval step).
 */
async function demoCompanies(db: TimeDb): Promise<SeedCompany[]> {
  const companies = await db.selectFrom('companies').select(['FtgId', 'UseLSS', 'KalUseLonReady', 'KalUseAttest']).orderBy('FtgId').execute();
  const clockSwitches = await db
    .selectFrom('portal_switches')
    .select(['FtgId', 'Value'])
    .where('Name', 'in', ['AllowKlockslag', 'UseMandatoryKlockslag'])
    .execute();
  const withClock = new Set(clockSwitches.filter((s) => s.Value === 'true').map((s) => s.FtgId));
  return companies
    .filter((c) => Number(c.KalUseAttest) || Number(c.KalUseLonReady))
    .map((c) => ({
      FtgId: c.FtgId,
      clock: withClock.has(c.FtgId),
      careRecipient: Boolean(Number(c.UseLSS)),
      approvalStep: Boolean(Number(c.KalUseLonReady)),
      weekendShifts: c.FtgId === DEMO_RESTAURANT,
    }));
}

export async function seedDemoTime(db: TimeDb, today: Date): Promise<void> {
  await seedTime(db, today, await demoCompanies(db));
}

/**
 * A demo database started again later: each demo company whose seeded history ends before yesterday gets the
 * missing days, written as the seed would have written them (so the current period is never empty). Companies
 * without seeded rows — not a demo, or the demo data was removed — are left alone.
 */
export async function catchUpDemoTime(db: TimeDb, today: Date): Promise<number> {
  const yesterday = addDays(stockholm(today).date, -1);
  let written = 0;
  for (const company of await demoCompanies(db)) {
    const seeded = await db
      .selectFrom('time_rows')
      .select('Datum')
      .where('FtgId', '=', company.FtgId)
      .where('UpdatedBy', '=', SEED_LOGIN)
      // the time plugin's own history: absence another plugin's demo booked ahead is not where it ends
      .where('Source', '<>', 'BOOKED')
      .orderBy('Datum', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!seeded || seeded.Datum >= yesterday) continue;
    // from the last seeded day: the days someone wrote since (a report, a booked absence ahead) are skipped one by one
    written += await seedTime(db, today, [company], { after: seeded.Datum });
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
  /** staff work a weekend shift every other weekend beside their schedule (the restaurant) */
  weekendShifts?: boolean;
}

/** an extra weekend shift: Saturdays for some, Sundays for others, every other ISO week */
function weekendShift(anstNr: string, datum: string, weekday: number): { Start: string; Slut: string; Timmar: number } | null {
  const n = Number(anstNr);
  const week = Math.floor(Date.parse(`${datum}T00:00:00Z`) / (7 * 86_400_000));
  if ((week + n) % 2 !== 0) return null;
  if (weekday === 6 && n % 2 === 0) return { Start: '11:00', Slut: '19:30', Timmar: 8 };
  if (weekday === 7 && n % 2 === 1) return { Start: '12:00', Slut: '20:30', Timmar: 8 };
  return null;
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
  for (const { FtgId: F, clock, careRecipient, approvalStep, weekendShifts } of companies) {
    const employees = await db.selectFrom('employees').select(['AnstNr', 'Brukare', 'ResEnhet1', 'Locked']).where('FtgId', '=', F).execute();
    const company = await db.selectFrom('result_units').select(['Niva', 'ResEnh']).where('FtgId', '=', F).execute();
    const level1 = company.filter((u) => Number(u.Niva) === 1).map((u) => u.ResEnh);
    const level2 = company.filter((u) => Number(u.Niva) === 2).map((u) => u.ResEnh);
    const schedules = await loadSchedules({ db, companyId: F }, 'all');
    const rows: TimeRowsTable[] = [];
    const days: TimeDaysTable[] = [];
    // a catch-up leaves every employee's day that already has a status (reported, approved, a booked absence) as it is
    const taken = new Set(
      opts.after
        ? (await db.selectFrom('time_days').select(['AnstNr', 'Datum']).where('FtgId', '=', F).where('Datum', '>=', from).execute()).map(
            (d) => `${d.AnstNr}|${d.Datum}`,
          )
        : [],
    );
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
        if (taken.has(`${e.AnstNr}|${Datum}`)) continue;
        const planned = schedule?.on(Datum);
        const weekday = isoWeekday(Datum);
        const extra = !planned && weekendShifts && weekday >= 6 ? weekendShift(e.AnstNr, Datum, weekday) : null;
        const s = planned ?? (extra ? { ArbSchema: '', Rast: 30, ...extra } : null);
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
          Origin: '',
          OriginRef: '',
          CreatedAt: at,
          UpdatedAt: at,
          UpdatedBy: SEED_LOGIN,
        };
        const r = extra ? 1 : rnd();
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
