import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { plannedDay } from '../../server/schedule';
import { call, DIALECTS, json, signIn, startTimeServer, type TestServer } from './support';

const C1 = { [HEADERS.company]: '1001' };
// a fixed clock (Wednesday 2026-11-18, 10:00 in Stockholm); the test plans shifts in the week of Easter Monday 2027, which no seed touches
const NOW = new Date('2026-11-18T09:00:00Z');

describe('a day of planned shifts as one schedule day', () => {
  it('runs from the first start to the last end; the gap is break, the hours are the shifts’ own', () => {
    expect(
      plannedDay([
        { Start: '15:00', Slut: '22:00', Rast: 0, Schema: 'Bemanning' },
        { Start: '07:00', Slut: '12:00', Rast: 30, Schema: 'Bemanning' },
      ]),
    ).toEqual({ ArbSchema: 'Bemanning', Start: '07:00', Slut: '22:00', Rast: 210, Timmar: 11.5 });
    expect(plannedDay([{ Start: '22:00', Slut: '24:00', Rast: 0, Schema: 'X' }])).toMatchObject({ Start: '22:00', Slut: '24:00', Timmar: 2 });
  });
});

describe.each(DIALECTS)('planned shifts (published write model time_planned_shifts) on %s', (dialect) => {
  let server: TestServer;
  let per: string;
  let perNr: string;
  const schedule = (from: string, to: string) =>
    call(server, 'GET', `/api/schema?AnstNr=${perNr}&From=${from}&To=${to}`, { cookie: per, headers: C1 }).then((r) => json(r));
  const shift = (Datum: string, Start: string, Slut: string, SourceId: string) => ({
    FtgId: '1001',
    AnstNr: perNr,
    Datum,
    Start,
    Slut,
    Rast: 0,
    Schema: 'Bemanning',
    Source: 'staffing',
    SourceId,
  });

  beforeAll(async () => {
    server = await startTimeServer(dialect, { now: () => NOW });
    per = await signIn(server, 'per@demo.se');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
  });
  afterAll(() => server.close());

  it('replaces the cyclic schedule on the planned days only, holidays included', async () => {
    const before = await schedule('2027-03-29', '2027-04-04');
    // Monday 2027-03-29 is Easter Monday (no cyclic work); Wednesday is an ordinary day
    const db = server.host.db as never as { insertInto: (t: string) => { values: (v: unknown) => { execute: () => Promise<unknown> } } };
    await db
      .insertInto('time_planned_shifts')
      .values([shift('2027-03-29', '07:00', '15:00', 'p1'), shift('2027-03-31', '15:00', '22:00', 'p2')])
      .execute();
    const after = await schedule('2027-03-29', '2027-04-04');
    const day = (r: { Days: { Datum: string; Schedule: unknown }[] }, d: string) => r.Days.find((x) => x.Datum === d)?.Schedule;
    expect(day(before, '2027-03-29')).toBeNull();
    expect(day(after, '2027-03-29')).toEqual({ ArbSchema: 'Bemanning', Start: '07:00', Slut: '15:00', Rast: 0, Timmar: 8 });
    expect(day(after, '2027-03-31')).toEqual({ ArbSchema: 'Bemanning', Start: '15:00', Slut: '22:00', Rast: 0, Timmar: 7 });
    for (const d of ['2027-03-30', '2027-04-01', '2027-04-02', '2027-04-03', '2027-04-04']) expect(day(after, d)).toEqual(day(before, d));
    // the calendar and the time report read the same schedule
    const cal = json(await call(server, 'GET', `/api/kalendarie?AnstNr=${perNr}&From=2027-03-29&To=2027-04-04`, { cookie: per, headers: C1 }));
    expect(day(cal, '2027-03-31')).toMatchObject({ Start: '15:00', Slut: '22:00' });
    const rep = json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=2027-03-29&To=2027-04-04`, { cookie: per, headers: C1 }));
    expect(day(rep, '2027-03-29')).toMatchObject({ Start: '07:00', Timmar: 8 });
  });
});
