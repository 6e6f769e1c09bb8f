import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calendar, Notice } from '../../src/contracts';
import { DIALECTS, json, startServer, TODAY } from './support';

const BASE = '/api/absenceReports';
type Row = { Datum: string; TidKod: string; Timmar: number; Source: string; Text: string };

describe.each(DIALECTS)('absence notices on %s', (dialect) => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let per: string;
  let perNr: string;
  let ftg: string;
  let avd: string;
  const taken = new Set<string>();

  beforeAll(async () => {
    s = await startServer(dialect);
    [per, ftg, avd] = await Promise.all([s.signIn('per@demo.se'), s.signIn('ftg@demo.se'), s.signIn('avd@demo.se')]);
    perNr = (await s.db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).AnstNr;
    taken.add(perNr);
  });
  afterAll(() => s.server.close());

  const report = async (cookie: string, body: object) => {
    const res = await s.call('POST', BASE, { cookie, body: { Typ: 'SJK', Datum: TODAY, Omfattning: 100, ...body } });
    expect(res.statusCode, res.body).toBe(200);
    return json<Notice>(res);
  };
  const rows = async (anstNr: string, from: string, to: string): Promise<Row[]> => {
    const res = await s.call('GET', `/api/tidrapport?AnstNr=${anstNr}&From=${from}&To=${to}`, { cookie: ftg });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ Days: { Rows: Row[] }[] }>(res).Days.flatMap((d) => d.Rows);
  };
  const audits = (id: string) => s.db.selectFrom('audit_events').selectAll().where('Plugin', '=', 'absence').where('EntityId', '=', id).execute();

  it('an employee reports sick for himself: the sick-pay timeline, the time report (KAR day 1, SJK after), a push and an audit row', async () => {
    s.frames.length = 0;
    const n = await report(per, { Kommentar: 'Feber' });
    expect(n).toMatchObject({ AnstNr: perNr, Typ: 'SJK', FromDatum: TODAY, Omfattning: 100, FriskDatum: '', Overhoppade: [], Kommentar: 'Feber' });
    expect(n.Tidslinje.map((m) => [m.Key, m.Datum, m.State])).toEqual([
      ['qualifying', '2026-11-18', 'due'],
      ['certificate', '2026-11-25', 'upcoming'],
      ['fkNotice', '2026-12-02', 'upcoming'],
    ]);
    expect(n.Tidslinje[2]!.Kalla).toBe('Sjuklönelag (1991:1047) 12 §');
    const booked = (await rows(perNr, '2026-11-18', '2026-12-01')).filter((r) => r.Source === 'BOOKED');
    expect(booked.find((r) => r.Datum === '2026-11-18')?.TidKod).toBe('KAR');
    expect(booked.filter((r) => r.TidKod === 'KAR')).toHaveLength(1);
    // Thursday, Friday, then the next week: sick, no row on the weekend
    expect(booked.filter((r) => r.TidKod === 'SJK').map((r) => r.Datum)).toEqual(expect.arrayContaining(['2026-11-19', '2026-11-20', '2026-11-23']));
    expect(booked.some((r) => r.Datum === '2026-11-21' || r.Datum === '2026-11-22')).toBe(false);
    // the sick-pay period: nothing after day 14
    expect(booked.every((r) => r.Datum <= '2026-12-01')).toBe(true);
    await new Promise((done) => setTimeout(done, 0));
    expect(s.frames).toContainEqual({ to: { ftgId: '1001' }, frame: { event: 'resource-updated', resource: 'absenceReports', payload: { AnstNr: perNr } } });
    expect((await audits(n.Id)).map((a: { Event: string }) => a.Event)).toEqual(['created']);
    // the spec's call lists it as open, for him and for the company's administrator
    for (const cookie of [per, ftg]) {
      const open = json<Notice[]>(await s.call('GET', `${BASE}?AnstNr=${perNr}&Recovered=false`, { cookie }));
      expect(open.map((o) => o.Id)).toContain(n.Id);
    }
    // a second open sick notice for him is refused
    const again = await s.call('POST', BASE, { cookie: per, body: { Typ: 'SJK', Datum: TODAY, Omfattning: 100 } });
    expect(again.statusCode).toBe(409);
  });

  it('an employee cannot report for a colleague or read his notices; PER sees only his own', async () => {
    const other = await s.freeEmployee(taken);
    const before = await s.count('absence_notices');
    expect((await s.call('POST', BASE, { cookie: per, body: { AnstNr: other, Typ: 'SJK', Datum: TODAY, Omfattning: 100 } })).statusCode).toBe(403);
    expect((await s.call('GET', `${BASE}?AnstNr=${other}`, { cookie: per })).statusCode).toBe(403);
    expect(await s.count('absence_notices')).toBe(before);
    const mine = json<Notice[]>(await s.call('GET', BASE, { cookie: per }));
    expect(mine.every((n) => n.AnstNr === perNr)).toBe(true);
    const employees = json<{ AnstNr: string }[]>(await s.call('GET', `${BASE}/employees`, { cookie: per }));
    expect(employees.map((e) => e.AnstNr)).toEqual([perNr]);
  });

  it('a department administrator reports for his department only and lists only it', async () => {
    const inDept = await s.freeEmployee(taken, '10');
    const outside = await s.freeEmployee(taken, undefined, '10');
    const n = await report(avd, { AnstNr: inDept, Typ: 'TJL', Omfattning: 50 });
    expect(n).toMatchObject({ AnstNr: inDept, Typ: 'TJL', Tidslinje: [] });
    expect((await s.call('POST', BASE, { cookie: avd, body: { AnstNr: outside, Typ: 'SJK', Datum: TODAY, Omfattning: 100 } })).statusCode).toBe(403);
    const list = json<Notice[]>(await s.call('GET', BASE, { cookie: avd }));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((x) => x.Avdelning === '10')).toBe(true);
    // half a scheduled day of leave of absence
    const tjl = (await rows(inDept, TODAY, '2026-12-01')).filter((r) => r.Source === 'BOOKED');
    expect(tjl.length).toBeGreaterThan(0);
    expect(tjl.every((r) => r.TidKod === 'TJL')).toBe(true);
  });

  it('refuses bad input with a 400 naming the field, in the caller’s language, and writes nothing', async () => {
    const emp = await s.freeEmployee(taken);
    const before = [await s.count('absence_notices'), await s.server.snapshot()];
    const cases: [object, string][] = [
      [{ Datum: '2026-02-30' }, 'Datum'],
      [{ Datum: '2026-09-01' }, 'Datum'],
      [{ Datum: '2027-03-01' }, 'Datum'],
      [{ Omfattning: 30 }, 'Omfattning'],
      [{ Typ: 'SEM' }, 'Typ'],
      [{ Typ: 'VAB' }, 'Barn'],
      [{ Kommentar: 'x'.repeat(201) }, 'Kommentar'],
    ];
    for (const [patch, field] of cases) {
      const res = await s.call('POST', BASE, {
        cookie: ftg,
        body: { AnstNr: emp, Typ: 'SJK', Datum: TODAY, Omfattning: 100, ...patch },
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(json<{ field: string }>(res).field, JSON.stringify(patch)).toBe(field);
    }
    const fromRange = await s.call('POST', BASE, { cookie: ftg, body: { AnstNr: emp, Typ: 'SJK', Datum: '2026-09-01', Omfattning: 100 } });
    expect(json<{ message: string }>(fromRange).message).toContain('Från och med');
    expect([await s.count('absence_notices'), await s.server.snapshot()]).toEqual(before);
  });

  it('VAB needs a child of that employee; the child’s personal number goes with the time rows', async () => {
    const emp = await s.freeEmployee(taken);
    const other = await s.freeEmployee(taken);
    const child = (id: string, anstNr: string, PersNr: string) => ({
      Id: id,
      FtgId: '1001',
      AnstNr: anstNr,
      Namn: `Barn ${id}`,
      PersNr,
      DagarTilldelade: 0,
      DagarInkommande: 0,
      DagarUttagna: 0,
      UpdatedAt: 0,
    });
    await s.db
      .insertInto('personal_children')
      .values([child('abs-child-1', emp, '201803120018'), child('abs-child-2', other, '201905050021')])
      .execute();
    const kids = json<{ Id: string; Namn: string }[]>(await s.call('GET', `${BASE}/children?AnstNr=${emp}`, { cookie: ftg }));
    expect(kids.map((k) => k.Id)).toContain('abs-child-1');
    expect(kids.map((k) => k.Id)).not.toContain('abs-child-2');
    expect((await s.call('GET', `${BASE}/children?AnstNr=${emp}`, { cookie: per })).statusCode).toBe(403);
    const wrong = await s.call('POST', BASE, { cookie: ftg, body: { AnstNr: emp, Typ: 'VAB', Datum: TODAY, Omfattning: 100, Barn: 'abs-child-2' } });
    expect(wrong.statusCode).toBe(400);
    expect(json<{ field: string }>(wrong).field).toBe('Barn');
    const n = await report(ftg, { AnstNr: emp, Typ: 'VAB', Barn: 'abs-child-1' });
    expect(n).toMatchObject({ Typ: 'VAB', BarnNamn: 'Barn abs-child-1', Tidslinje: [] });
    const vab = (await rows(emp, TODAY, TODAY)).find((r) => r.Source === 'BOOKED');
    expect(vab).toMatchObject({ TidKod: 'VAB', Text: '201803120018' });
  });

  it('an attested day is kept and named on the notice; recovery removes the rows from the day back, not before, and only once', async () => {
    const emp = await s.freeEmployee(taken);
    await s.sameScheduleAs(emp, perNr);
    // Friday 20 November is already attested (an administrator was quick)
    await s.db
      .insertInto('time_days')
      .values({
        FtgId: '1001',
        AnstNr: emp,
        Datum: '2026-11-20',
        Status: 'ATTESTED',
        Version: 1,
        ApprovedBy: '',
        ApprovedAt: 0,
        AttestedBy: 'ftg@demo.se',
        AttestedAt: 1,
        ExportedAt: 0,
      })
      .execute();
    const n = await report(ftg, { AnstNr: emp, Omfattning: 75 });
    expect(n.Overhoppade).toEqual([{ Datum: '2026-11-20', Orsak: 'attested' }]);
    const sick = (await rows(emp, TODAY, '2026-12-01')).filter((r) => r.Source === 'BOOKED');
    expect(sick.some((r) => r.Datum === '2026-11-20')).toBe(false);
    expect(sick.map((r) => r.Datum)).toContain('2026-11-24');

    const back = (FriskDatum: string) => s.call('PUT', `${BASE}/${n.Id}/recovery`, { cookie: ftg, body: { FriskDatum } });
    const snap = await s.server.snapshot();
    for (const d of ['2026-11-17', TODAY, '2026-11-31']) {
      const res = await back(d);
      expect(res.statusCode, d).toBe(400);
      expect(json<{ field: string }>(res).field).toBe('FriskDatum');
    }
    expect(await s.server.snapshot()).toEqual(snap);
    s.frames.length = 0;
    const done = await back('2026-11-24');
    expect(done.statusCode, done.body).toBe(200);
    const r = json<Notice>(done);
    expect(r.FriskDatum).toBe('2026-11-24');
    // back on day 7: the certificate and the FK notice were never reached
    expect(r.Tidslinje.map((m) => m.State)).toEqual(['due', 'notReached', 'notReached']);
    const left = (await rows(emp, TODAY, '2026-12-01')).filter((x) => x.Source === 'BOOKED').map((x) => x.Datum);
    expect(left).toEqual(['2026-11-18', '2026-11-19', '2026-11-23']);
    await new Promise((d) => setTimeout(d, 0));
    expect(s.frames.some((f) => f.frame.resource === 'absenceReports')).toBe(true);
    expect((await audits(n.Id)).map((a: { Event: string; Action: string }) => a.Action)).toEqual(['report', 'recover']);
    expect((await back('2026-11-25')).statusCode).toBe(409);
    const open = json<Notice[]>(await s.call('GET', `${BASE}?AnstNr=${emp}&Recovered=false`, { cookie: ftg }));
    expect(open.find((x) => x.Id === n.Id)).toBeUndefined();
    const ended = json<Notice[]>(await s.call('GET', `${BASE}?AnstNr=${emp}&Recovered=true`, { cookie: ftg }));
    expect(ended.find((x) => x.Id === n.Id)?.FriskDatum).toBe('2026-11-24');
  });

  it('the calendar shows who is absent by type, filters by department and type, and marks the holidays', async () => {
    const res = await s.call('GET', '/api/absencecalendar?From=2026-12-01&To=2026-12-31', { cookie: ftg });
    expect(res.statusCode, res.body).toBe(200);
    const c = json<Calendar>(res);
    expect(c.Helgdagar).toEqual(
      expect.arrayContaining([{ Datum: '2026-12-24', Namn: 'Julafton', Typ: 'EVE' }, expect.objectContaining({ Datum: '2026-12-25', Typ: 'HOLIDAY' })]),
    );
    const pers = c.Rader.find((r) => r.AnstNr === perNr)!;
    // still sick: the open notice reaches the end of the view
    expect(pers.Perioder).toEqual([expect.objectContaining({ Typ: 'SJK', From: TODAY, To: '2026-12-31', Oppen: true })]);
    const onlyVab = json<Calendar>(await s.call('GET', '/api/absencecalendar?From=2026-11-01&To=2026-11-30&Typ=VAB', { cookie: ftg }));
    expect(onlyVab.Rader.flatMap((r) => r.Perioder).every((p) => p.Typ === 'VAB')).toBe(true);
    const dept = json<Calendar>(await s.call('GET', '/api/absencecalendar?From=2026-11-01&To=2026-11-30&Avdelning=10', { cookie: ftg }));
    expect(dept.Rader.every((r) => r.Avdelning === '10')).toBe(true);
    expect(c.Avdelningar.length).toBeGreaterThan(1);
    // AVD: his departments only
    const avdCal = json<Calendar>(await s.call('GET', '/api/absencecalendar?From=2026-11-01&To=2026-11-30', { cookie: avd }));
    expect(avdCal.Rader.every((r) => r.Avdelning === '10')).toBe(true);
    expect((await s.call('GET', '/api/absencecalendar?From=2026-11-30&To=2026-11-01', { cookie: ftg })).statusCode).toBe(400);
    expect((await s.call('GET', '/api/absencecalendar?From=2026-01-01&To=2026-12-31', { cookie: ftg })).statusCode).toBe(400);
    // the administrators' card: who is absent today
    const today = json<{ AnstNr: string; Typ: string }[]>(await s.call('GET', '/api/absencecalendar/today', { cookie: ftg }));
    expect(today).toContainEqual(expect.objectContaining({ AnstNr: perNr, Typ: 'SJK' }));
    expect((await s.call('GET', '/api/absencecalendar/today', { cookie: per })).statusCode).toBe(403);
  });

  it('the demo seed: open notices from today (booked) and recovered ones matching the demo time report, none of per@demo.se', async () => {
    const all = await s.db.selectFrom('absence_notices').selectAll().where('CreatedBy', '=', 'demo-seed').execute();
    expect(all.some((n: { FriskDatum: string }) => n.FriskDatum === '')).toBe(true);
    expect(all.some((n: { FriskDatum: string }) => n.FriskDatum !== '')).toBe(true);
    expect(all.every((n: { AnstNr: string }) => n.AnstNr !== perNr)).toBe(true);
    const open = all.find((n: { FriskDatum: string; Typ: string }) => n.FriskDatum === '' && n.Typ === 'SJK');
    // the karensavdrag on its first scheduled day within the sick-pay period
    expect((await rows(open.AnstNr, TODAY, '2026-12-01')).some((r) => r.Source === 'BOOKED' && r.TidKod === 'KAR')).toBe(true);
    const past = all.find((n: { FriskDatum: string; Typ: string }) => n.FriskDatum !== '' && n.Typ === 'SJK');
    expect((await rows(past.AnstNr, past.FromDatum, past.FromDatum)).some((r) => r.TidKod === 'SJK')).toBe(true);
  });
});
