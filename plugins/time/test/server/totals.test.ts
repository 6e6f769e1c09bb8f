import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { call, DIALECTS, json, signIn, startTimeServer, type TestServer } from './support';

const C1 = { [HEADERS.company]: '1001' };
// days no seed touches: the test makes its own data
const MON = '2025-03-03';
const TUE = '2025-03-04';

/** Issue 13, bug 5: a vacation day counted as one hour on Approve, Attest and in the attest list. */
describe.each(DIALECTS)('totals on %s: hours and days apart, computed once on the server', (dialect) => {
  let server: TestServer;
  let ftg: string;
  let perNr: string;

  beforeAll(async () => {
    server = await startTimeServer(dialect);
    ftg = await signIn(server, 'ftg@demo.se', '1001');
    const per = await signIn(server, 'per@demo.se');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
    const add = async (Datum: string, TidKod: string, Timmar: number) => {
      const res = await call(server, 'POST', '/api/tidrapport/rader', {
        cookie: ftg,
        headers: C1,
        body: {
          AnstNr: perNr,
          Datum,
          DayVersion: json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${Datum}&To=${Datum}`, { cookie: ftg, headers: C1 })).Days[0]
            .Version,
          TidKod,
          Timmar,
          Brukare: 'B001',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await add(MON, 'ARB', 7.5);
    await add(MON, 'OT50', 1);
    await add(TUE, 'SEM', 1);
  });
  afterAll(() => server.close());

  it('the report: per code with its unit, per day and for the period', async () => {
    const r = json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${MON}&To=${TUE}`, { cookie: ftg, headers: C1 }));
    expect(r.Reported).toEqual({ Hours: 8.5, Days: 1 });
    expect(r.Totals).toEqual([
      { TidKod: 'ARB', Timmar: 7.5, Enhet: 'h' },
      { TidKod: 'OT50', Timmar: 1, Enhet: 'h' },
      { TidKod: 'SEM', Timmar: 1, Enhet: 'dag' },
    ]);
    expect(r.Days.map((d: { Reported: unknown }) => d.Reported)).toEqual([
      { Hours: 8.5, Days: 0 },
      { Hours: 0, Days: 1 },
    ]);
  });

  it('the approve and attest lists: 8,5 hours and 1 day, not 9,5 hours', async () => {
    for (const path of ['/api/godkann', '/api/attest']) {
      const lines = json(await call(server, 'GET', `${path}?From=${MON}&To=${TUE}&PerPage=500`, { cookie: ftg, headers: C1 }));
      expect(lines.find((l: { AnstNr: string }) => l.AnstNr === perNr)).toMatchObject({ Timmar: 8.5, Dagar: 1, Open: 2 });
    }
  });

  it('a day of hour codes over 24 h is refused, a day code beside hours is not counted as hours', async () => {
    const day = json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${TUE}&To=${TUE}`, { cookie: ftg, headers: C1 })).Days[0];
    const res = await call(server, 'POST', '/api/tidrapport/rader', {
      cookie: ftg,
      headers: C1,
      body: { AnstNr: perNr, Datum: TUE, DayVersion: day.Version, TidKod: 'ARB', Timmar: 23.5, Brukare: 'B001' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).Reported).toEqual({ Hours: 23.5, Days: 1 });
  });
});
