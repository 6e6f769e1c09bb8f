import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { call, DIALECTS, json, signIn, startTimeServer, type TestServer } from './support';

const C1 = { [HEADERS.company]: '1001' };
const NOW = new Date('2026-11-18T09:00:00Z');

/** A lock another plugin holds (time_row_locks: FK3059's signed month) refuses every write of those rows, and only those. */
describe.each(DIALECTS)('row locks of other plugins on %s', (dialect) => {
  let server: TestServer;
  let per: string;
  let perNr: string;
  const day = async (Datum: string) =>
    json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${Datum}&To=${Datum}`, { cookie: per, headers: C1 })).Days[0];
  const add = async (Datum: string, Brukare: string) =>
    call(server, 'POST', '/api/tidrapport/rader', {
      cookie: per,
      headers: C1,
      body: { AnstNr: perNr, Datum, DayVersion: (await day(Datum)).Version, TidKod: 'ARB', Timmar: 2, Brukare },
    });

  beforeAll(async () => {
    server = await startTimeServer(dialect, { now: () => NOW });
    per = await signIn(server, 'per@demo.se');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
    const db = server.host.db as any;
    await db.deleteFrom('time_rows').where('AnstNr', '=', perNr).where('Datum', 'like', '2026-04-%').execute();
  });
  afterAll(() => server.close());

  it('refuses adding, changing and deleting rows of the locked care recipient in the locked range, with the lock’s reason', async () => {
    const made = await add('2026-04-14', 'B001');
    expect(made.statusCode, made.body).toBe(200);
    const rowId = json(made).Rows[0].Id as string;
    await (server.host.db as any)
      .insertInto('time_row_locks')
      .values({
        FtgId: '1001',
        AnstNr: perNr,
        Brukare: 'B001',
        FromDatum: '2026-04-01',
        TomDatum: '2026-04-30',
        Owner: 'fk3059',
        Reason: 'FK3059 2026-04',
        LockedAt: 1,
      })
      .execute();

    const added = await add('2026-04-15', 'B001');
    expect(added.statusCode).toBe(409);
    expect(json(added).message).toBe('Tiden 2026-04-15 ingår i FK3059 2026-04, som är signerad, och kan inte ändras. Makulera signaturerna först.');
    const version = (await day('2026-04-14')).Version;
    const moved = await call(server, 'PUT', `/api/tidrapport/rader/${rowId}`, {
      cookie: per,
      headers: C1,
      body: { DayVersion: version, TidKod: 'ARB', Timmar: 2, Brukare: 'B002' },
    });
    expect(moved.statusCode).toBe(409);
    const deleted = await call(server, 'DELETE', `/api/tidrapport/rader/${rowId}?DayVersion=${version}`, { cookie: per, headers: C1 });
    expect(deleted.statusCode).toBe(409);
    expect((await day('2026-04-14')).Rows).toHaveLength(1);

    // another care recipient on the same day, and the same one outside the range, stay open
    expect((await add('2026-04-15', 'B002')).statusCode).toBe(200);
    expect((await add('2026-05-02', 'B001')).statusCode).toBe(200);

    // the lock removed by its owner: the rows are open again
    await (server.host.db as any).deleteFrom('time_row_locks').where('Owner', '=', 'fk3059').execute();
    expect((await add('2026-04-15', 'B001')).statusCode).toBe(200);
  });
});
