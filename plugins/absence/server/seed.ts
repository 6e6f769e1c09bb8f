import { randomUUID } from 'node:crypto';
import type { CompanyContext } from '@lonna/core/server';
import { swedishToday } from '@lonna/core/validation';
import { TIME_ROWS_READ_TABLE, type TimeRowsReadModel } from '@lonna/plugin-time/contracts';
import { addDays } from '../src/domain/dates';
import { bookNotice } from './booking';
import type { AbsenceCtx, AbsenceDb, AbsenceNoticesTable } from './db';

/*
 * Demo notices for the care company (1001), consistent with its demo time report:
 * - recovered notices for the runs of sick (SJK) and VAB days the time plugin's demo already wrote (read from its
 *   published time rows), so the calendar's past matches the time report;
 * - a few open notices from today on, booked through the time plugin's booking API like a real one.
 * Never per@demo.se's employee: the time plugin's e2e specs use his rows.
 */
const FTG = '1001';
const SEED_LOGIN = 'demo-seed';
const OPEN: readonly { Typ: 'SJK' | 'TJL'; Omfattning: number; Kommentar: string; daysAgo: number }[] = [
  { Typ: 'SJK', Omfattning: 100, Kommentar: 'Feber och halsont.', daysAgo: 0 },
  { Typ: 'SJK', Omfattning: 50, Kommentar: 'Ryggbesvär, arbetar halvtid.', daysAgo: 0 },
  { Typ: 'TJL', Omfattning: 100, Kommentar: 'Flytt.', daysAgo: -1 },
];

/** a handler's context, as much of it as the booking API uses, for the seed (no one to tell; the rows are audited by date) */
function seedContext(db: AbsenceDb, now: Date): AbsenceCtx {
  const ctx = {
    db,
    companyId: FTG,
    now: () => now,
    account: { Login: SEED_LOGIN, Namn: 'Demo' },
    audit: { record: async () => {}, list: async () => [] },
    publish: () => {},
  };
  return ctx as unknown as CompanyContext<AbsenceDb> as AbsenceCtx;
}

const row = (n: Partial<AbsenceNoticesTable> & Pick<AbsenceNoticesTable, 'AnstNr' | 'Typ' | 'FromDatum'>, at: number): AbsenceNoticesTable => ({
  Id: randomUUID(),
  FtgId: FTG,
  Omfattning: 100,
  BarnId: '',
  BarnNamn: '',
  BarnPersNr: '',
  Kommentar: '',
  FriskDatum: '',
  Overhoppade: '[]',
  BokadTill: '',
  Rapportor: 'Fredrik Företagsson',
  CreatedBy: SEED_LOGIN,
  CreatedAt: at,
  UpdatedAt: at,
  ...n,
});

export async function seedDemoNotices(db: AbsenceDb, now: Date): Promise<void> {
  const per = await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirst();
  const skip = per?.AnstNr ?? '';
  const at = now.getTime();
  const rows: AbsenceNoticesTable[] = [];
  // the past: each run of consecutive SJK or VAB days in the demo time report becomes a recovered notice
  const timeRows = (await (db as unknown as import('kysely').Kysely<Record<typeof TIME_ROWS_READ_TABLE, TimeRowsReadModel>>)
    .selectFrom(TIME_ROWS_READ_TABLE)
    .select(['AnstNr', 'Datum', 'TidKod'])
    .where('FtgId', '=', FTG)
    .where('TidKod', 'in', ['SJK', 'VAB'])
    .where('AnstNr', '<>', skip)
    .orderBy('AnstNr')
    .orderBy('Datum')
    .execute()) as Pick<TimeRowsReadModel, 'AnstNr' | 'Datum' | 'TidKod'>[];
  let run: AbsenceNoticesTable | null = null;
  let last = '';
  for (const t of timeRows) {
    // a weekend between two sick days does not end the run (3 days: Friday → Monday)
    const continues = run && run.AnstNr === t.AnstNr && run.Typ === t.TidKod && t.Datum <= addDays(last, 3);
    if (!continues) {
      if (run) rows.push({ ...run, FriskDatum: addDays(last, 1) });
      run = row({ AnstNr: t.AnstNr, Typ: t.TidKod, FromDatum: t.Datum, Kommentar: t.TidKod === 'VAB' ? 'Barnet har feber.' : '' }, at);
    }
    last = t.Datum;
  }
  if (run) rows.push({ ...run, FriskDatum: addDays(last, 1) });
  // the present: open notices of employees without one, booked into the time report
  const open = new Set(rows.map((r) => r.AnstNr));
  const employees = await db
    .selectFrom('employees')
    .select('AnstNr')
    .where('FtgId', '=', FTG)
    .where('Aktiv', '=', 1)
    .where('Locked', '=', 0)
    .where('AnstNr', '<>', skip)
    .orderBy('AnstNr', 'desc')
    .execute();
  const free = employees.map((e) => e.AnstNr).filter((a) => !open.has(a));
  const today = swedishToday(now);
  const ctx = seedContext(db, now);
  for (const [i, o] of OPEN.entries()) {
    const anstNr = free[i];
    if (!anstNr) break;
    const n = row({ AnstNr: anstNr, Typ: o.Typ, FromDatum: addDays(today, -o.daysAgo), Omfattning: o.Omfattning, Kommentar: o.Kommentar }, at);
    n.Overhoppade = JSON.stringify(await bookNotice(ctx, n));
    rows.push(n);
  }
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('absence_notices')
      .values(rows.slice(i, i + 100))
      .execute();
}
