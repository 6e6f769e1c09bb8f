import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTimeServer, type TestServer } from './support';

/** Issue 13: demo data with hours in every company that attests, and weekend shifts in the restaurant. */
describe.each(DIALECTS)('demo time on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTimeServer(dialect, { now: () => new Date('2026-11-18T09:00:00Z') });
  });
  afterAll(() => server.close());

  it('seeds hours in every company that approves or attests, and weekend shifts in the restaurant', async () => {
    const db = server.host.db as any;
    const attesting = (await db.selectFrom('companies').select('FtgId').where('KalUseAttest', '=', 1).execute()).map((c: any) => c.FtgId);
    expect(attesting.length).toBeGreaterThan(2);
    for (const FtgId of attesting) {
      const n = await db
        .selectFrom('time_rows')
        .select((eb: any) => eb.fn.countAll().as('n'))
        .where('FtgId', '=', FtgId)
        .executeTakeFirstOrThrow();
      expect(Number(n.n), FtgId).toBeGreaterThan(0);
    }
    const restaurant = await db.selectFrom('time_rows').select('Datum').where('FtgId', '=', '1003').where('UpdatedBy', '=', 'demo-seed').execute();
    expect(restaurant.some((r: any) => [0, 6].includes(new Date(`${r.Datum}T00:00:00Z`).getUTCDay()))).toBe(true);
  });
});
