import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice } from '../../src/contracts';
import { DIALECTS, json, startServer } from './support';

const BASE = '/api/absenceReports';
const JOB = 'absence/extend-open-notices';
type Row = { Datum: string; TidKod: string; Source: string };

/** The daily extension of open notices past the sick-pay period, over several days of a clock the test moves. */
describe.each(DIALECTS)('open notices past day 14 on %s', (dialect) => {
  let t = Date.parse('2026-11-18T09:00:00Z'); // Wednesday
  const at = (iso: string) => {
    t = Date.parse(iso);
  };
  let s: Awaited<ReturnType<typeof startServer>>;
  /** a fresh administrator session at the test's time (a jump of days ends the old one) */
  const ftgNow = () => s.signIn('ftg@demo.se');
  let perNr: string;
  const taken = new Set<string>();

  beforeAll(async () => {
    s = await startServer(dialect, () => new Date(t));
    perNr = (await s.db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).AnstNr;
    taken.add(perNr);
  });
  afterAll(() => s.server.close());

  const report = async (AnstNr: string, Typ = 'SJK') => {
    const res = await s.call('POST', BASE, { cookie: await ftgNow(), body: { AnstNr, Typ, Datum: '2026-11-18', Omfattning: 100 } });
    expect(res.statusCode, res.body).toBe(200);
    return json<Notice>(res);
  };
  /** an employee of 1001 working Monday to Friday (per@demo.se's schedule) */
  const weekdayWorker = async () => {
    const anstNr = await s.freeEmployee(taken);
    await s.sameScheduleAs(anstNr, perNr);
    return anstNr;
  };
  const booked = async (anstNr: string, ref: string) =>
    (
      (await s.db
        .selectFrom('time_rows')
        .select(['Datum', 'TidKod', 'Source'])
        .where('FtgId', '=', '1001')
        .where('AnstNr', '=', anstNr)
        .where('OriginRef', '=', ref)
        .orderBy('Datum')
        .execute()) as Row[]
    ).map((r) => `${r.Datum} ${r.TidKod}`);
  const stored = (id: string) => s.db.selectFrom('absence_notices').selectAll().where('Id', '=', id).executeTakeFirstOrThrow();

  it('a recovery after what the notice has booked first books the days up to the return, then ends them', async () => {
    const anstNr = await weekdayWorker();
    const n = await report(anstNr, 'TJL');
    expect((await booked(anstNr, n.Id)).at(-1)).toBe('2026-12-01 TJL');
    at('2026-12-10T09:00:00Z'); // no job has run since
    const res = await s.call('PUT', `${BASE}/${n.Id}/recovery`, { cookie: await ftgNow(), body: { FriskDatum: '2026-12-08' } });
    expect(res.statusCode, res.body).toBe(200);
    const days = await booked(anstNr, n.Id);
    // Tuesday 8 December is the first day back: Monday the 7th is the last absent day
    expect(days.slice(-5)).toEqual(['2026-12-01 TJL', '2026-12-02 TJL', '2026-12-03 TJL', '2026-12-04 TJL', '2026-12-07 TJL']);
  });

  it('the job books an open sick notice on to today + 7 days, day after day, as the job and audited; recovery still ends it', async () => {
    at('2026-11-18T09:00:00Z');
    const anstNr = await weekdayWorker();
    // the clock went back for this notice: its start is the same Wednesday
    const n = await report(anstNr);
    const first = await booked(anstNr, n.Id);
    expect(first[0]).toBe('2026-11-18 KAR');
    expect(first.at(-1)).toBe('2026-12-01 SJK');

    // day 9 (Thursday 26 November): the horizon is 3 December
    at('2026-11-26T05:00:00Z');
    s.frames.length = 0;
    expect(await s.server.jobs.tick()).toContain(JOB);
    expect((await booked(anstNr, n.Id)).slice(-3)).toEqual(['2026-12-01 SJK', '2026-12-02 SJK', '2026-12-03 SJK']);
    expect((await stored(n.Id)).BokadTill).toBe('2026-12-03');
    const audit = await s.db
      .selectFrom('audit_events')
      .selectAll()
      .where('Plugin', '=', 'absence')
      .where('EntityId', '=', n.Id)
      .where('Action', '=', 'extend')
      .execute();
    expect(audit.map((a: { Login: string; FtgId: string }) => [a.Login, a.FtgId])).toEqual([[`job:${JOB}`, '1001']]);
    // the time rows' audit is the time plugin's API's, on behalf of the booking plugin and by the job
    const rowAudit = await s.db
      .selectFrom('audit_events')
      .select('Login')
      .where('Entity', '=', 'row')
      .where('AnstNr', '=', anstNr)
      .where('Datum', '=', '2026-12-02')
      .execute();
    expect(rowAudit.map((a: { Login: string }) => a.Login)).toEqual([`job:${JOB}`]);
    await new Promise((done) => setTimeout(done, 0));
    expect(s.frames).toContainEqual({ to: { ftgId: '1001' }, frame: { event: 'resource-updated', resource: 'absenceReports', payload: { AnstNr: anstNr } } });
    expect(s.frames.some((f) => f.frame.resource === 'tidrader' && (f.frame.payload as { AnstNr: string }).AnstNr === anstNr)).toBe(true);

    // the same hour again: the lease keeps the job from running; later that day nothing is left to book
    expect(await s.server.jobs.tick()).not.toContain(JOB);
    at('2026-11-26T08:00:00Z');
    expect(await s.server.jobs.tick()).toContain(JOB);
    expect((await booked(anstNr, n.Id)).at(-1)).toBe('2026-12-03 SJK');

    // an attested day ahead is kept as it is and said on the notice
    await s.db
      .insertInto('time_days')
      .values({
        FtgId: '1001',
        AnstNr: anstNr,
        Datum: '2026-12-07',
        Status: 'ATTESTED',
        Version: 1,
        ApprovedBy: 'x',
        ApprovedAt: 1,
        AttestedBy: 'x',
        AttestedAt: 1,
        ExportedAt: 0,
      })
      .execute();
    // three days later (Sunday 29 November → 6 December), then Thursday 10 December (→ 17 December)
    at('2026-11-29T09:00:00Z');
    await s.server.jobs.tick();
    at('2026-12-10T09:00:00Z');
    await s.server.jobs.tick();
    const days = await booked(anstNr, n.Id);
    // weekdays only, the attested Monday 7 December left alone
    expect(days.slice(-9)).toEqual(['04', '08', '09', '10', '11', '14', '15', '16', '17'].map((d) => `2026-12-${d} SJK`));
    const notice = json<Notice[]>(await s.call('GET', `${BASE}?AnstNr=${anstNr}&Recovered=false`, { cookie: await ftgNow() })).find((o) => o.Id === n.Id)!;
    expect(notice.Overhoppade).toEqual([{ Datum: '2026-12-07', Orsak: 'attested' }]);

    // back at work on Monday 14 December: the rows from then on leave the time report, the job books no more
    const res = await s.call('PUT', `${BASE}/${n.Id}/recovery`, { cookie: await ftgNow(), body: { FriskDatum: '2026-12-14' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await booked(anstNr, n.Id)).at(-1)).toBe('2026-12-11 SJK');
    at('2026-12-12T09:00:00Z');
    await s.server.jobs.tick();
    expect((await booked(anstNr, n.Id)).at(-1)).toBe('2026-12-11 SJK');
  });
});
