import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { AsPlannedResultModel } from '../../src/contracts';
import { call, DIALECTS, json, signIn, startTimeServer, type TestServer } from './support';

const C1 = { [HEADERS.company]: '1001' };
// a fixed clock: Wednesday 2026-11-18, 10:00 in Stockholm. The test works in March 2026, which no seed touches
// (the seed writes rows for the weeks before the clock), and in the week of the clock for "future".
const NOW = new Date('2026-11-18T09:00:00Z');

describe.each(DIALECTS)('report as planned on %s (deviation reporting)', (dialect) => {
  let server: TestServer;
  let per: string;
  let ftg: string;
  let perNr: string;
  const report = (cookie: string, from: string, to: string) =>
    call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${from}&To=${to}`, { cookie, headers: C1 }).then((r) => json(r));
  const asPlanned = (cookie: string, From: string, To: string) =>
    call(server, 'POST', '/api/tidrapport/enligtschema', { cookie, headers: C1, body: { AnstNr: perNr, From, To } });

  beforeAll(async () => {
    server = await startTimeServer(dialect, { now: () => NOW });
    per = await signIn(server, 'per@demo.se');
    ftg = await signIn(server, 'ftg@demo.se', '1001');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
    // March 2026 starts empty for this employee
    await server.host.db
      .deleteFrom('time_rows' as never)
      .where('AnstNr' as never, '=', perNr as never)
      .where('Datum' as never, 'like', '2026-03-%' as never)
      .execute();
  });
  afterAll(() => server.close());

  it('writes every scheduled day of a month in one call: the schedule’s times, the own care recipient, one audit entry per row', async () => {
    const before = await report(per, '2026-03-01', '2026-03-31');
    const scheduled = before.Days.filter((d: { Schedule: unknown }) => d.Schedule);
    expect(scheduled.length).toBeGreaterThan(15);
    // a day the employee already reported keeps what they wrote
    const first = scheduled[0];
    const own = await call(server, 'POST', '/api/tidrapport/rader', {
      cookie: per,
      headers: C1,
      body: { AnstNr: perNr, Datum: first.Datum, DayVersion: first.Version, TidKod: 'SJK', Timmar: 8, Brukare: 'B001' },
    });
    expect(own.statusCode, own.body).toBe(200);

    const res = await asPlanned(per, '2026-03-01', '2026-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const result = json(res);
    expect(AsPlannedResultModel.validate(result).success).toBe(true);
    expect(result.Reported).toBe(scheduled.length - 1);
    expect(result.Skipped).toEqual([{ Datum: first.Datum, Reason: 'hasRows', Message: 'Dagen är redan rapporterad.' }]);

    const after = await report(per, '2026-03-01', '2026-03-31');
    for (const d of after.Days) {
      if (!d.Schedule) expect(d.Rows).toEqual([]);
      else if (d.Datum === first.Datum) expect(d.Rows.map((r: { TidKod: string }) => r.TidKod)).toEqual(['SJK']);
      else {
        expect(d.Rows).toHaveLength(1);
        expect(d.Rows[0]).toMatchObject({ TidKod: 'ARB', Timmar: d.Schedule.Timmar, UpdatedBy: 'per@demo.se' });
        // the employee's own care recipient (1001 requires one)
        expect(d.Rows[0].Brukare).toMatch(/^B\d+$/);
      }
    }
    const log = json(await call(server, 'GET', `/api/tidrapport/logg?AnstNr=${perNr}&From=2026-03-01&To=2026-03-31`, { cookie: per }));
    expect(log.filter((e: { Action: string }) => e.Action === 'create')).toHaveLength(scheduled.length);

    // again: nothing new, every day says why
    const again = json(await asPlanned(per, '2026-03-01', '2026-03-31'));
    expect(again.Reported).toBe(0);
    expect(again.Skipped.every((s: { Reason: string }) => s.Reason === 'hasRows')).toBe(true);
  });

  it('leaves future days and days locked for the caller, and says so', async () => {
    const res = json(await asPlanned(per, '2026-11-16', '2026-11-22'));
    const future = res.Skipped.filter((s: { Reason: string }) => s.Reason === 'future').map((s: { Datum: string }) => s.Datum);
    expect(future.length).toBeGreaterThan(0);
    expect(future.every((d: string) => d > '2026-11-18')).toBe(true);

    // PER approves a March week (its days are locked for PER); a day of it left without rows is not written
    const approved = await call(server, 'POST', '/api/godkann', {
      cookie: per,
      headers: C1,
      body: { AnstNr: [perNr], From: '2026-03-09', To: '2026-03-15', Action: 'approve' },
    });
    expect(json(approved).Changed).toBeGreaterThan(0);
    await server.host.db
      .deleteFrom('time_rows' as never)
      .where('AnstNr' as never, '=', perNr as never)
      .where('Datum' as never, '=', '2026-03-10' as never)
      .execute();
    const locked = json(await asPlanned(per, '2026-03-09', '2026-03-15'));
    expect(locked.Skipped.find((s: { Datum: string }) => s.Datum === '2026-03-10')).toMatchObject({ Reason: 'locked' });
  });

  it('refuses another employee for PER and another company for everyone, writing nothing', async () => {
    const list = json<{ AnstNr: string }[]>(await call(server, 'GET', '/api/perlista', { cookie: ftg, headers: C1 }));
    const other = list.find((e) => e.AnstNr !== perNr)!.AnstNr;
    const res = await call(server, 'POST', '/api/tidrapport/enligtschema', {
      cookie: per,
      headers: C1,
      body: { AnstNr: other, From: '2026-03-01', To: '2026-03-31' },
    });
    expect(res.statusCode).toBe(403);
    const bad = await call(server, 'POST', '/api/tidrapport/enligtschema', {
      cookie: per,
      headers: C1,
      body: { AnstNr: perNr, From: '2026-03-31', To: '2026-03-01' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
