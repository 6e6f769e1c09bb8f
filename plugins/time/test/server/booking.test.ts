import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Array as Arr, Number as Num, Optional, Record as Rec, String as Str } from 'runtypes';
import { defineEndpoint, HEADERS } from '@lonna/core/contracts';
import { defineServerPlugin, handlerFor } from '@lonna/core/server';
import { bookAbsence, unbookAbsence, type BookingResult } from '../../server/published/booking';
import timeServer, { type TidraderFrame } from '../../server';
import { startTestServer } from '@lonna/server/testing';
import { call, DIALECTS, json, signIn, type TestServer } from './support';

const C1 = { [HEADERS.company]: '1001' };
// a fixed clock; the bookings go to June 2026, a month no seed touches (the seed writes the weeks before the clock)
const NOW = new Date('2026-03-18T09:00:00Z');
// Monday 1 June … Sunday 7 June 2026 (no holiday: Sweden's national day is the Saturday)
const MON = '2026-06-01';
const WED = '2026-06-03';
const THU = '2026-06-04';
const FRI = '2026-06-05';
const SUN = '2026-06-07';

/** a plugin of the test's own that books through the published API, as the absence and leave plugins do */
const anyResult = Rec({ booked: Arr(Str), skipped: Arr(Rec({ Datum: Str, reason: Str })) });
const booking = Rec({ AnstNr: Str, From: Str, To: Str, TidKod: Str, Percent: Num, Ref: Str, Weekdays: Optional(Arr(Num)) });
const probe = {
  book: defineEndpoint({ id: 'probe.book', method: 'POST', path: '/api/probe/book', body: booking, reply: anyResult, access: { roles: ['FTG'] } }),
  unbook: defineEndpoint({
    id: 'probe.unbook',
    method: 'POST',
    path: '/api/probe/unbook',
    body: Rec({ AnstNr: Str, Ref: Str, From: Optional(Str) }),
    reply: anyResult,
    access: { roles: ['FTG'] },
  }),
};
const handle = handlerFor<Record<string, never>>();
const probePlugin = defineServerPlugin({
  id: 'probe',
  version: '1.0.0',
  endpoints: [
    handle(probe.book, ({ body }, ctx) =>
      bookAbsence(ctx, { ...body, Origin: 'probe', OriginRef: body.Ref, Text: 'Sjuk', ...(body.Weekdays ? { Weekdays: body.Weekdays } : {}) }),
    ),
    handle(probe.unbook, ({ body }, ctx) =>
      unbookAbsence(ctx, { AnstNr: body.AnstNr, Origin: 'probe', OriginRef: body.Ref, ...(body.From ? { From: body.From } : {}) }),
    ),
  ],
});

describe.each(DIALECTS)('the published booking API on %s (absence and leave in the time report)', (dialect) => {
  let server: TestServer;
  let ftg: string;
  let perNr: string;
  const frames: TidraderFrame[] = [];
  const report = async (from: string, to: string) =>
    json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${from}&To=${to}`, { cookie: ftg, headers: C1 }));
  const rowsOf = async (from: string, to: string) =>
    (await report(from, to)).Days.flatMap((d: { Rows: { Datum: string; TidKod: string; Timmar: number; Source: string; Id: string }[] }) => d.Rows);
  const book = async (body: Record<string, unknown>) => {
    const res = await call(server, 'POST', '/api/probe/book', { cookie: ftg, headers: C1, body: { AnstNr: perNr, ...body } });
    expect(res.statusCode, res.body).toBe(200);
    return json<BookingResult>(res);
  };
  const unbook = async (body: Record<string, unknown>) => {
    const res = await call(server, 'POST', '/api/probe/unbook', { cookie: ftg, headers: C1, body: { AnstNr: perNr, ...body } });
    expect(res.statusCode, res.body).toBe(200);
    return json<BookingResult>(res);
  };
  const setStatus = (Datum: string, Status: string) =>
    server.host.db
      .updateTable('time_days' as never)
      .set({ Status } as never)
      .where('AnstNr' as never, '=', perNr as never)
      .where('Datum' as never, '=', Datum as never)
      .execute();

  beforeAll(async () => {
    server = await startTestServer(dialect, { installed: [], plugins: [timeServer as never, probePlugin as never], now: () => NOW });
    // see what the hub is asked to send (after each call's commit) without opening sockets
    const hub = server.push;
    const send = hub.publish.bind(hub);
    hub.publish = (to, frame) => {
      frames.push(frame as TidraderFrame);
      return send(to, frame);
    };
    ftg = await signIn(server, 'ftg@demo.se', '1001');
    const per = await signIn(server, 'per@demo.se');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
  });
  afterAll(() => server.close());

  it('books the scheduled days of a week for their scheduled hours, skips the weekend, tags the rows and tells the open views', async () => {
    frames.length = 0;
    const result = await book({ From: MON, To: SUN, TidKod: 'SJK', Percent: 100, Ref: 'n1' });
    expect(result.booked).toEqual([MON, '2026-06-02', WED, THU, FRI]);
    expect(result.skipped).toEqual([
      { Datum: '2026-06-06', reason: 'noSchedule' },
      { Datum: SUN, reason: 'noSchedule' },
    ]);
    const days = (await report(MON, FRI)).Days as {
      Datum: string;
      Schedule: { Timmar: number } | null;
      Rows: { TidKod: string; Timmar: number; Source: string; Text: string }[];
    }[];
    for (const d of days) {
      expect(d.Rows).toHaveLength(1);
      expect(d.Rows[0]).toMatchObject({ TidKod: 'SJK', Source: 'BOOKED', Text: 'Sjuk', Timmar: d.Schedule!.Timmar });
    }
    expect(frames.filter((f) => f.resource === 'tidrader').map((f) => f.payload)).toEqual([expect.objectContaining({ AnstNr: perNr, From: MON, To: FRI })]);
  });

  it('booking the same reference again replaces its rows, never adds a second', async () => {
    await book({ From: MON, To: FRI, TidKod: 'SJK', Percent: 50, Ref: 'n1' });
    const rows = await rowsOf(MON, FRI);
    expect(rows).toHaveLength(5);
    const days = (await report(MON, MON)).Days;
    expect(rows[0].Timmar).toBe(Math.round(days[0].Schedule.Timmar * 50) / 100);
  });

  it('a booked row is changed where it was made: the time report refuses to edit or delete it, naming why', async () => {
    const [row] = await rowsOf(MON, MON);
    const version = (await report(MON, MON)).Days[0].Version;
    const edit = await call(server, 'PUT', `/api/tidrapport/rader/${row.Id}`, {
      cookie: ftg,
      headers: C1,
      body: { DayVersion: version, TidKod: 'ARB', Timmar: 8 },
    });
    expect(edit.statusCode).toBe(409);
    expect(json(edit).message).toContain('frånvaroanmälan');
    const del = await call(server, 'DELETE', `/api/tidrapport/rader/${row.Id}?DayVersion=${version}`, { cookie: ftg, headers: C1 });
    expect(del.statusCode).toBe(409);
  });

  it('unbooking from a day on removes those rows, leaves the days before, and leaves an attested day as it is', async () => {
    await setStatus(FRI, 'ATTESTED');
    const result = await unbook({ Ref: 'n1', From: THU });
    expect(result.booked).toEqual([THU]);
    expect(result.skipped).toEqual([{ Datum: FRI, reason: 'attested' }]);
    const left = (await rowsOf(MON, FRI)).map((r: { Datum: string }) => r.Datum);
    expect(left).toEqual([MON, '2026-06-02', WED, FRI]);
    await setStatus(FRI, 'OPEN');
  });

  it('skips an approved day when booking, books a day code as a share of a day, and only the weekdays asked for', async () => {
    await unbook({ Ref: 'n1' });
    expect(await rowsOf(MON, FRI)).toHaveLength(0);
    await setStatus(WED, 'APPROVED');
    const result = await book({ From: MON, To: FRI, TidKod: 'SEM', Percent: 50, Ref: 'l1', Weekdays: [1, 3, 5] });
    expect(result.booked).toEqual([MON, FRI]);
    expect(result.skipped).toEqual([{ Datum: WED, reason: 'approved' }]);
    const rows = await rowsOf(MON, FRI);
    expect(rows.map((r: { Datum: string; Timmar: number }) => [r.Datum, r.Timmar])).toEqual([
      [MON, 0.5],
      [FRI, 0.5],
    ]);
    await setStatus(WED, 'OPEN');
  });
});
