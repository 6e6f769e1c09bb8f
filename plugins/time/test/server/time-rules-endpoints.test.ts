import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { call, DIALECTS, json, setSwitch, signIn, FIXED_NOW, startTimeServer, today, type TestServer } from './support';

const C1 = { [HEADERS.company]: '1001' };
const C2 = { [HEADERS.company]: '1002' };

/** Portal switches at work: punch locks, the deviation warning, clock variants, approval scope, attest without approval. */
describe.each(DIALECTS)('time switches and scopes on %s', (dialect) => {
  let server: TestServer;
  let per: string;
  let perNr: string;
  let ftg: string;
  let avd: string;
  const day = today();
  const frames: unknown[] = [];

  beforeAll(async () => {
    server = await startTimeServer(dialect, { cacheMs: 0, now: () => FIXED_NOW, publish: (ftgId, frame) => frames.push([ftgId, frame]) });
    per = await signIn(server, 'per@demo.se');
    ftg = await signIn(server, 'ftg@demo.se', '1001');
    avd = await signIn(server, 'avd@demo.se');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
  });
  afterAll(() => server.close());

  const punch = async () => {
    expect((await call(server, 'POST', '/api/stamplingar/in', { cookie: per, headers: C1, body: { AnstNr: perNr, Brukare: 'B001' } })).statusCode).toBe(200);
    const out = await call(server, 'POST', '/api/stamplingar/ut', { cookie: per, headers: C1, body: { AnstNr: perNr } });
    expect(out.statusCode).toBe(200);
    return json(out);
  };
  const rowsOfToday = async () =>
    json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${day}&To=${day}`, { cookie: per })).Days[0].Rows as any[];

  it('lets the employee correct a punch, and its time row follows', async () => {
    const p = await punch();
    const res = await call(server, 'PUT', `/api/stamplingar/${p.Id}`, { cookie: per, headers: C1, body: { Version: p.Version, In: '07:00', Ut: '11:30' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOfToday()).find((r) => r.Id === p.RowId)).toMatchObject({ Start: '07:00', Slut: '11:30', Timmar: 4.5, Source: 'PUNCH' });
    const stale = await call(server, 'PUT', `/api/stamplingar/${p.Id}`, { cookie: per, headers: C1, body: { Version: p.Version, In: '07:00', Ut: '11:00' } });
    expect(json(stale).dvCode).toBe(40900);
  });

  it('pushes resource-updated for tidrader to the company after a change', async () => {
    frames.length = 0;
    await punch();
    await new Promise((r) => setTimeout(r, 300));
    expect(frames).toContainEqual([
      '1001',
      { event: 'resource-updated', resource: 'tidrader', payload: { resource: 'tidrader', FtgId: '1001', AnstNr: perNr, From: day, To: day } },
    ]);
  });

  it('keeps rows made from punches out of the row editor', async () => {
    const p = await punch();
    const day0 = json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${day}&To=${day}`, { cookie: per })).Days[0];
    const res = await call(server, 'PUT', `/api/tidrapport/rader/${p.RowId}`, {
      cookie: per,
      headers: C1,
      body: { DayVersion: day0.Version, TidKod: 'ARB', Timmar: 1, Brukare: 'B001' },
    });
    expect(json(res).dvCode).toBe(40910);
  });

  it('LockStamplingTid and LockStamplingDelete stop the employee, not the administrator', async () => {
    const p = await punch();
    await setSwitch(server, '1001', 'LockStamplingTid', true);
    await setSwitch(server, '1001', 'LockStamplingDelete', true);
    const edit = await call(server, 'PUT', `/api/stamplingar/${p.Id}`, { cookie: per, headers: C1, body: { Version: p.Version, In: '06:00', Ut: '08:00' } });
    expect(json(edit).dvCode).toBe(40910);
    expect(json(await call(server, 'DELETE', `/api/stamplingar/${p.Id}`, { cookie: per, headers: C1 })).dvCode).toBe(40910);
    expect(
      (await call(server, 'PUT', `/api/stamplingar/${p.Id}`, { cookie: ftg, headers: C1, body: { Version: p.Version, In: '06:00', Ut: '08:00' } })).statusCode,
    ).toBe(200);
    expect((await call(server, 'DELETE', `/api/stamplingar/${p.Id}`, { cookie: ftg, headers: C1 })).statusCode).toBe(200);
    expect((await rowsOfToday()).some((r) => r.Id === p.RowId)).toBe(false);
    await setSwitch(server, '1001', 'LockStamplingTid', false);
    await setSwitch(server, '1001', 'LockStamplingDelete', false);
  });

  it('flags a punch that deviates from the schedule beyond the portal’s limit', async () => {
    const p = await punch();
    await setSwitch(server, '1001', 'UseAvvikandeStamplingVarning', true);
    await setSwitch(server, '1001', 'AvvikandeStamplingGransMinuter', 15);
    const res = await call(server, 'PUT', `/api/stamplingar/${p.Id}`, { cookie: ftg, headers: C1, body: { Version: p.Version, In: '03:00', Ut: '04:00' } });
    expect(json(res).AvvikelseMinuter).toBeGreaterThan(15);
    await setSwitch(server, '1001', 'UseAvvikandeStamplingVarning', false);
  });

  it('requires start and end with UseMandatoryKlockslag', async () => {
    await setSwitch(server, '1001', 'UseMandatoryKlockslag', true);
    const v = json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${day}&To=${day}`, { cookie: per })).Days[0].Version;
    const hoursOnly = await call(server, 'POST', '/api/tidrapport/rader', {
      cookie: per,
      headers: C1,
      body: { AnstNr: perNr, Datum: day, DayVersion: v, TidKod: 'ARB', Timmar: 2, Brukare: 'B001' },
    });
    expect(json(hoursOnly)).toMatchObject({ dvCode: 40000, field: 'Start' });
    const clock = await call(server, 'POST', '/api/tidrapport/rader', {
      cookie: per,
      headers: C1,
      body: { AnstNr: perNr, Datum: day, DayVersion: v, TidKod: 'ARB', Start: '22:00', Slut: '02:00', Brukare: 'B001' },
    });
    expect(clock.statusCode, clock.body).toBe(200);
    expect(json(clock).Rows.find((r: any) => r.Start === '22:00')).toMatchObject({ Timmar: 4 });
    await setSwitch(server, '1001', 'UseMandatoryKlockslag', false);
  });

  it('lets AVD approve their department only, and answers 404 for an unknown row', async () => {
    const list = json<any[]>(await call(server, 'GET', `/api/godkann?From=${day}&To=${day}`, { cookie: avd }));
    expect(list.length).toBeGreaterThan(0);
    const register = json<any[]>(await call(server, 'GET', '/api/perlista', { cookie: ftg, headers: C1 }));
    expect(list.every((l) => register.find((e) => e.AnstNr === l.AnstNr)?.Avdelning === '10')).toBe(true);
    const outside = register.find((e) => e.Avdelning !== '10')!.AnstNr;
    expect((await call(server, 'POST', '/api/godkann', { cookie: avd, body: { AnstNr: [outside], From: day, To: day, Action: 'approve' } })).statusCode).toBe(
      403,
    );
    expect(
      (await call(server, 'PUT', '/api/tidrapport/rader/no-such-row', { cookie: ftg, headers: C1, body: { DayVersion: 0, TidKod: 'ARB', Timmar: 1 } }))
        .statusCode,
    ).toBe(404);
  });

  it('attests open days directly where the company has no approval step (1002)', async () => {
    const ftg2 = await signIn(server, 'ftg@demo.se', '1002');
    const first = `${day.slice(0, 7)}-01`;
    const lines = json<any[]>(await call(server, 'GET', `/api/attest?From=${first}&To=${day}`, { cookie: ftg2, headers: C2 }));
    const target = lines.find((l) => l.Open > 0)!;
    const res = json(
      await call(server, 'POST', '/api/attest', { cookie: ftg2, headers: C2, body: { AnstNr: [target.AnstNr], From: first, To: day, Action: 'attest' } }),
    );
    expect(res.Changed).toBe(target.Open);
    const after = json<any[]>(await call(server, 'GET', `/api/attest?From=${first}&To=${day}`, { cookie: ftg2, headers: C2 })).find(
      (l) => l.AnstNr === target.AnstNr,
    );
    expect(after.Open).toBe(0);
    const back = json(
      await call(server, 'POST', '/api/attest', { cookie: ftg2, headers: C2, body: { AnstNr: [target.AnstNr], From: first, To: day, Action: 'unattest' } }),
    );
    expect(back.Changed).toBeGreaterThanOrEqual(target.Open);
  });
});
