import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { MyTimeModel, WaitingModel } from '../../src/contracts';
import { call, DIALECTS, json, signIn, startTimeServer, type TestServer } from './support';

const C1 = { [HEADERS.company]: '1001' };
// a fixed clock: Wednesday 18 November 2026, 10:00 in Stockholm
const NOW = new Date('2026-11-18T09:00:00Z');

describe.each(DIALECTS)('the dashboard cards’ endpoints on %s', (dialect) => {
  let server: TestServer;
  let per: string;
  let ftg: string;
  let perNr: string;

  beforeAll(async () => {
    server = await startTimeServer(dialect, { now: () => NOW });
    per = await signIn(server, 'per@demo.se');
    ftg = await signIn(server, 'ftg@demo.se', '1001');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
  });
  afterAll(() => server.close());

  it('my time: this month by the server’s clock, the report’s own totals, the next shifts from today', async () => {
    const res = await call(server, 'GET', '/api/tid/mintid', { cookie: per, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    const mine = json(res);
    expect(MyTimeModel.validate(mine).success).toBe(true);
    expect(mine).toMatchObject({ Today: '2026-11-18', From: '2026-11-01', To: '2026-11-30' });
    const report = json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=2026-11-01&To=2026-11-30`, { cookie: per, headers: C1 }));
    expect(mine.Reported).toEqual(report.Reported);
    expect(mine.ScheduledHours).toBe(report.ScheduledHours);
    expect(mine.ScheduledToDate).toBeLessThanOrEqual(mine.ScheduledHours);
    expect(mine.NextShifts.length).toBeGreaterThan(0);
    expect(mine.NextShifts.length).toBeLessThanOrEqual(5);
    for (const s of mine.NextShifts) {
      expect(s.Datum >= '2026-11-18' && s.Datum <= '2026-12-01').toBe(true);
      expect(report.Days.find((d: { Datum: string }) => d.Datum === s.Datum)?.Schedule ?? { Start: s.Start, Slut: s.Slut }).toMatchObject({
        Start: s.Start,
        Slut: s.Slut,
      });
    }
  });

  it('what waits: PER approves only, FTG attests; counts agree with the attest list, future days never count', async () => {
    const perWaits = json(await call(server, 'GET', '/api/tid/vantar', { cookie: per, headers: C1 }));
    expect(WaitingModel.validate(perWaits).success).toBe(true);
    expect(perWaits).toMatchObject({ From: '2026-10-01', To: '2026-11-18', ToAttest: null });
    expect(perWaits.ToApprove.Employees).toBeLessThanOrEqual(1);

    const waits = json(await call(server, 'GET', '/api/tid/vantar', { cookie: ftg, headers: C1 }));
    const lines = json<{ Approved: number }[]>(
      await call(server, 'GET', '/api/attest?From=2026-10-01&To=2026-11-18&PerPage=5000', { cookie: ftg, headers: C1 }),
    );
    // 1001 has an approval step (KalUseLonReady): attest moves approved days
    expect(waits.ToAttest).toEqual({ Days: lines.reduce((s, l) => s + l.Approved, 0), Employees: lines.filter((l) => l.Approved > 0).length });
  });

  it('follows the routes’ rules: BRU reports no time (403) and attests in its scope (spec: Attestera is every role but PER) without approving', async () => {
    const bru = await signIn(server, 'bru@demo.se', '1001');
    expect((await call(server, 'GET', '/api/tid/mintid', { cookie: bru, headers: C1 })).statusCode).toBe(403);
    const waits = await call(server, 'GET', '/api/tid/vantar', { cookie: bru, headers: C1 });
    expect(waits.statusCode, waits.body).toBe(200);
    expect(json(waits).ToApprove).toBeNull();
    expect(json(waits).ToAttest).not.toBeNull();
  });
});
