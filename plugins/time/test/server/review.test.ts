import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { EmployeeReviewModel } from '../../src/contracts';
import { call, DIALECTS, json, setSwitch, signIn, startTimeServer, type TestServer } from './support';

const C1 = { [HEADERS.company]: '1001' };
const NOW = new Date('2026-11-18T09:00:00Z'); // Wednesday 10:00 in Stockholm

/** Issue 13, bug 7: approve and attest were blind bulk actions. */
describe.each(DIALECTS)('the approver’s view of an employee on %s', (dialect) => {
  let server: TestServer;
  let ftg: string;
  let per: string;
  let perNr: string;
  const add = async (Datum: string, body: Record<string, unknown>) => {
    const v = json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${Datum}&To=${Datum}`, { cookie: ftg, headers: C1 })).Days[0].Version;
    const res = await call(server, 'POST', '/api/tidrapport/rader', {
      cookie: ftg,
      headers: C1,
      body: { AnstNr: perNr, Datum, DayVersion: v, Brukare: 'B001', ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    server = await startTimeServer(dialect, { now: () => NOW, cacheMs: 0 });
    // clock times on: the rest rule reads start and end
    await setSwitch(server, '1001', 'AllowKlockslag', true);
    ftg = await signIn(server, 'ftg@demo.se', '1001');
    per = await signIn(server, 'per@demo.se');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
    // a fresh week of its own in the past (the seed leaves March 2026 alone after this)
    await server.host.db
      .deleteFrom('time_rows' as never)
      .where('AnstNr' as never, '=', perNr as never)
      .where('Datum' as never, 'like', '2026-03-%' as never)
      .execute();
  });
  afterAll(() => server.close());

  it('flags missing days, overtime and daily rest under 11 hours', async () => {
    // Monday: a late evening; Tuesday: an early start (rest 8 h) and a long day
    await add('2026-03-09', { TidKod: 'ARB', Start: '14:00', Slut: '22:00' });
    await add('2026-03-10', { TidKod: 'ARB', Start: '06:00', Slut: '18:00' });
    const res = await call(server, 'GET', `/api/tid/granska?AnstNr=${perNr}&From=2026-03-09&To=2026-03-13`, { cookie: ftg, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    const review = json(res);
    expect(EmployeeReviewModel.validate(review).success).toBe(true);
    const kinds = (d: string) => (review.Flags[d] ?? []).map((f: { Kind: string }) => f.Kind);
    expect(review.Flags['2026-03-09']).toContainEqual({ Kind: 'rest', Hours: 8 });
    expect(kinds('2026-03-10')).toContain('overtime');
    // OB per band, computed on the server (issue 13): Monday 14–22 has the weekday evening 19–22
    expect(review.Report.Days[0].OB).toEqual([{ Band: 'OB-KV', Hours: 3 }]);
    // Wednesday to Friday: scheduled, nothing reported
    for (const d of ['2026-03-11', '2026-03-12', '2026-03-13']) expect(kinds(d)).toContain('missing');
  });

  it('never approves or attests a day after today, and says why days were skipped', async () => {
    await add('2026-11-20', { TidKod: 'ARB', Timmar: 4 });
    const res = json(
      await call(server, 'POST', '/api/godkann', {
        cookie: ftg,
        headers: C1,
        body: { AnstNr: [perNr], From: '2026-11-16', To: '2026-11-22', Action: 'approve' },
      }),
    );
    expect(res.SkippedWhy.Future).toBe(1);
    const day = json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=2026-11-20&To=2026-11-20`, { cookie: ftg, headers: C1 })).Days[0];
    expect(day.Status).toBe('OPEN');
    const again = json(
      await call(server, 'POST', '/api/godkann', {
        cookie: ftg,
        headers: C1,
        body: { AnstNr: [perNr], From: '2026-11-16', To: '2026-11-18', Action: 'approve' },
      }),
    );
    expect(again.Changed).toBe(0);
    expect(again.SkippedWhy.AlreadyDone).toBe(again.Skipped);
    const review = json(await call(server, 'GET', `/api/tid/granska?AnstNr=${perNr}&From=2026-11-16&To=2026-11-22`, { cookie: ftg, headers: C1 }));
    expect(review.Flags['2026-11-20']).toContainEqual({ Kind: 'future', Hours: 0 });
  });

  it('follows the approver’s access: PER only their own days, BRU not approving', async () => {
    const list = json<{ AnstNr: string; Avdelning: string; Aktiv: boolean }[]>(await call(server, 'GET', '/api/perlista', { cookie: ftg, headers: C1 }));
    const other = list.find((e) => e.AnstNr !== perNr && e.Avdelning === '10' && e.Aktiv)!.AnstNr;
    expect((await call(server, 'GET', `/api/tid/granska?AnstNr=${other}&From=2026-03-09&To=2026-03-13`, { cookie: per, headers: C1 })).statusCode).toBe(403);
    expect((await call(server, 'GET', `/api/tid/granska?AnstNr=${perNr}&From=2026-03-09&To=2026-03-13`, { cookie: per, headers: C1 })).statusCode).toBe(200);
  });
});
