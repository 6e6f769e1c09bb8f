import type { TravelDb } from './db';

/** A few demo entries in each demo company (written by the demo company administrator), dated around the server's today (the clock tests fix). */
const DEMO: readonly { FtgId: string; Rubrik: string; daysAgo: number }[] = [
  { FtgId: '1001', Rubrik: 'Välkommen till Reseräkningar', daysAgo: 7 },
  { FtgId: '1001', Rubrik: 'Planeringsmöte inför julen', daysAgo: 2 },
  { FtgId: '1002', Rubrik: 'Välkommen till Reseräkningar', daysAgo: 5 },
];

const iso = (d: Date) => d.toISOString().slice(0, 10);

export async function seedDemoEntries(db: TravelDb, now: Date): Promise<void> {
  const rows = DEMO.map((d, i) => ({
    Id: `seed-travel-${i + 1}`,
    FtgId: d.FtgId,
    Rubrik: d.Rubrik,
    Datum: iso(new Date(now.getTime() - d.daysAgo * 86_400_000)),
    CreatedBy: 'Fredrik Företagsson',
    CreatedAt: now.getTime() - d.daysAgo * 86_400_000,
  }));
  await db.insertInto('travel_entries').values(rows).execute();
}
