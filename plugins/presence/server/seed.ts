import type { PresenceCode } from '../src/contracts';
import type { PresenceDb } from './db';

const HOUR = 3_600_000;

/** Statuses a morning at the office could show (hours ago set; hours ahead expected back, 0 = not said). */
const DEMO: readonly { Status: PresenceCode; Kommentar: string; hoursAgo: number; backIn: number }[] = [
  { Status: 'MEETING', Kommentar: 'Arbetsplatsträff i stora konferensrummet', hoursAgo: 1, backIn: 1 },
  { Status: 'REMOTE', Kommentar: 'Jobbar hemifrån, nås på mobilen', hoursAgo: 3, backIn: 0 },
  { Status: 'AWAY', Kommentar: 'Tandläkare, tillbaka efter lunch', hoursAgo: 2, backIn: 3 },
  { Status: 'TRAVEL', Kommentar: 'Utbildning i Göteborg', hoursAgo: 26, backIn: 30 },
  { Status: 'SICK', Kommentar: '', hoursAgo: 5, backIn: 0 },
  { Status: 'IN', Kommentar: 'Sitter i receptionen i dag', hoursAgo: 2, backIn: 0 },
  { Status: 'LEAVE', Kommentar: 'Föräldraledig, åter i januari', hoursAgo: 72, backIn: 0 },
];
/** the demo companies with the switch on: the care company (1001) and the haulier (1009) */
const COMPANIES: readonly { FtgId: string; count: number }[] = [
  { FtgId: '1001', count: 7 },
  { FtgId: '1009', count: 4 },
];

/**
 * A few statuses in each demo company with presence status on, set by the employees themselves around the server's
 * now (the clock tests fix). The demo accounts' own employees get none: they start with a clean status to try.
 */
export async function seedDemoStatuses(db: PresenceDb, now: Date): Promise<void> {
  const own = (await db.selectFrom('accounts').select('AnstNr').where('AnstNr', '<>', '').execute()).map((a) => a.AnstNr);
  for (const c of COMPANIES) {
    let q = db.selectFrom('employees').select('AnstNr').where('FtgId', '=', c.FtgId).where('Aktiv', '=', 1);
    if (own.length) q = q.where('AnstNr', 'not in', own);
    const employees = (await q.execute()).map((e) => e.AnstNr).sort((a, b) => Number(a) - Number(b));
    const rows = employees.slice(0, c.count).map((AnstNr, i) => {
      const d = DEMO[i % DEMO.length]!;
      // on the hour: a status reads "since 08:00", not "since 08:13:27"
      const setAt = Math.floor((now.getTime() - d.hoursAgo * HOUR) / HOUR) * HOUR;
      return {
        FtgId: c.FtgId,
        AnstNr,
        Status: d.Status,
        Kommentar: d.Kommentar,
        Ater: d.backIn ? Math.ceil((now.getTime() + d.backIn * HOUR) / HOUR) * HOUR : 0,
        SetAt: setAt,
        SetBy: 'demo',
      };
    });
    if (rows.length) await db.insertInto('presence_status').values(rows).execute();
  }
}

const DAY = 86_400_000;

/**
 * At a later start of a demo database, the demo statuses (SetBy 'demo', never one a person set himself) move on
 * together by whole days, so the newest still reads "since this morning" rather than "since last month" and the others
 * keep their distance to it. Nothing else is touched.
 */
export async function catchUpDemoStatuses(db: PresenceDb, now: Date): Promise<void> {
  const rows = await db.selectFrom('presence_status').select(['FtgId', 'AnstNr', 'SetAt', 'Ater']).where('SetBy', '=', 'demo').execute();
  if (rows.length === 0) return;
  const newest = Math.max(...rows.map((r) => Number(r.SetAt)));
  const shift = Math.floor((now.getTime() - newest) / DAY) * DAY;
  if (shift <= 0) return;
  for (const r of rows) {
    await db
      .updateTable('presence_status')
      .set({ SetAt: Number(r.SetAt) + shift, Ater: Number(r.Ater) ? Number(r.Ater) + shift : 0 })
      .where('FtgId', '=', r.FtgId)
      .where('AnstNr', '=', r.AnstNr)
      .where('SetBy', '=', 'demo')
      .execute();
  }
}
