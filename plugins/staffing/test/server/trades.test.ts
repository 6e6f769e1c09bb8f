import { call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyTrades, Need, NeedInput, Overview, Trade, TradeList } from '../../src/contracts';
import staffingServer from '../../server';
import { needInput } from '../need-input';

/** The server clock: fixed (Wednesday 2026-11-18, 10:00 Swedish time) unless a test moves it; never today's date. */
const NOW = new Date('2026-11-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
type Frame = { to: { ftgId?: string }; frame: { event: string; resource?: string; payload?: unknown } };

/** a one-day need of the tests' own in May 2027 (no seed touches it) */
const need = (day: string, over: Partial<NeedInput> = {}): NeedInput => needInput(day, { Namn: `Byte ${day}`, Avdelning: '10', ...over });

describe.each(DIALECTS)('shift trade (PassbyteTyp) on %s', (dialect) => {
  let server: TestServer & { push: any; host: any };
  let db: any;
  let clock = NOW;
  let ftg: string;
  let offerer: string;
  let taker: string;
  let other: string;
  let nrA: string;
  let nrB: string;
  let nrC: string;
  const frames: Frame[] = [];
  const req = (method: string, url: string, cookie: string, body?: unknown) => call(server, method, url, { cookie, headers: C1, ...(body ? { body } : {}) });

  async function setType(value: string): Promise<void> {
    await db.deleteFrom('portal_switches').where('FtgId', '=', '1001').where('Name', '=', 'PassbyteTyp').execute();
    await db
      .insertInto('portal_switches')
      .values({ FtgId: '1001', Name: 'PassbyteTyp', Value: JSON.stringify(value) })
      .execute();
    server.host.directory.invalidate();
  }
  /** another employee of 1001 with a PER account of his own (a copy of per@demo.se's, same password) */
  async function employeeLogin(login: string, anstNr: string): Promise<string> {
    const per = await db.selectFrom('accounts').selectAll().where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
    await db
      .insertInto('accounts')
      .values({ ...per, Login: login, Namn: `Test ${login}`, AnstNr: anstNr })
      .execute();
    await db.insertInto('account_companies').values({ Login: login, FtgId: '1001' }).execute();
    return signIn(server, login, '1001');
  }
  /** a planned pass of a new need, the offerer on it (assigned by the planner) */
  async function passOf(day: string, over: Partial<NeedInput> = {}, anstNr = nrA): Promise<string> {
    const n = json<Need>(await req('POST', '/api/bemanna/behov', ftg, need(day, over)));
    const p = await db.selectFrom('staffing_passes').selectAll().where('BehovId', '=', n.Id).executeTakeFirstOrThrow();
    const res = await req('PUT', `/api/bemanna/pass/${p.Id}/anstalld`, ftg, { AnstNr: anstNr, Version: p.Version });
    expect(res.statusCode, res.body).toBe(200);
    return p.Id;
  }
  const offer = async (passId: string, cookie = offerer, extra: Record<string, string> = {}) =>
    req('POST', '/api/bemanna/minapass/byten', cookie, { PassId: passId, ...extra });
  const offered = async (passId: string, extra: Record<string, string> = {}) => {
    const res = await offer(passId, offerer, extra);
    expect(res.statusCode, res.body).toBe(200);
    return json<Trade>(res);
  };
  const interest = (t: Trade, cookie = taker, extra: Record<string, string> = {}) =>
    req('PUT', `/api/bemanna/minapass/byten/${t.Id}/intresse`, cookie, { Version: t.Version, ...extra });
  const holder = async (passId: string) => (await db.selectFrom('staffing_passes').select('AnstNr').where('Id', '=', passId).executeTakeFirst()).AnstNr;
  const shiftOf = async (passId: string) => db.selectFrom('time_planned_shifts').select('AnstNr').where('SourceId', '=', passId).execute();

  beforeAll(async () => {
    server = (await createServerTester(dialect, {
      installed: ['@lonna/plugin-time'],
      plugins: [staffingServer as never],
      now: () => clock,
      session: { cacheMs: 0 },
    })) as never;
    const hub = server.push;
    const send = hub.publish.bind(hub);
    hub.publish = (to: Frame['to'], frame: Frame['frame']) => {
      frames.push({ to, frame });
      return send(to, frame);
    };
    db = server.host.db;
    // three active employees of department 10 other than per@demo.se's, without competences
    const team = (
      await db
        .selectFrom('employees')
        .select('AnstNr')
        .where('FtgId', '=', '1001')
        .where('Aktiv', '=', 1)
        .where('Avdelning', '=', '10')
        .orderBy('AnstNr')
        .execute()
    )
      .map((e: { AnstNr: string }) => e.AnstNr)
      .filter((a: string) => a !== '3');
    [nrA, nrB, nrC] = team.slice(-3);
    await db.deleteFrom('employee_kompetenser').where('FtgId', '=', '1001').where('AnstNr', 'in', [nrA, nrB, nrC]).execute();
    ftg = await signIn(server, 'ftg@demo.se', '1001');
    offerer = await employeeLogin('byte-a@test.se', nrA);
    taker = await employeeLogin('byte-b@test.se', nrB);
    other = await employeeLogin('byte-c@test.se', nrC);
    await setType('C');
  });
  afterAll(() => server.close());

  describe('access (spec §6: the view needs PassbyteTyp not X; employees take part from their own side)', () => {
    it('X disables trade everywhere: the planner’s list and the employee’s side refuse', async () => {
      await setType('X');
      expect((await req('GET', '/api/bemanna/passbyten', ftg)).statusCode).toBe(403);
      expect((await req('GET', '/api/bemanna/minapass', offerer)).statusCode).toBe(403);
      await setType('C');
      expect((await req('GET', '/api/bemanna/passbyten', ftg)).statusCode).toBe(200);
      expect((await req('GET', '/api/bemanna/minapass', offerer)).statusCode).toBe(200);
    });
    it('an employee (PER) never reaches the planner’s list or decision', async () => {
      expect((await req('GET', '/api/bemanna/passbyten', offerer)).statusCode).toBe(403);
      expect((await req('PUT', '/api/bemanna/passbyten/x/beslut', offerer, { Godkann: true, Tagare: nrA, Version: 0 })).statusCode).toBe(403);
    });
  });

  describe('C: approved by the responsible planner', () => {
    it('offer → interest → the planner approves: the pass, the schedule and the history move; each step pushes and is audited', async () => {
      const passId = await passOf('2027-05-03');
      frames.length = 0;
      const t = await offered(passId);
      expect(t).toMatchObject({ Status: 'OPEN', Typ: 'C', AnstNr: nrA, Datum: '2027-05-03', Start: '08:00', Slut: '16:00' });
      expect(frames).toContainEqual({
        to: { ftgId: '1001' },
        frame: { event: 'resource-updated', resource: 'passbyten', payload: { Id: t.Id, Status: 'OPEN' } },
      });
      // the colleague sees it among the trades he could take
      expect(json<MyTrades>(await req('GET', '/api/bemanna/minapass', taker)).Trades.map((x) => x.Id)).toContain(t.Id);
      const i = await interest(t);
      expect(i.statusCode, i.body).toBe(200);
      const withInterest = json<Trade>(i);
      expect(withInterest).toMatchObject({ Status: 'INTEREST', Intressen: [expect.objectContaining({ AnstNr: nrB })] });
      expect(await holder(passId)).toBe(nrA);
      // type C is not the offerer's to approve
      expect(
        (await req('PUT', `/api/bemanna/minapass/byten/${t.Id}/beslut`, offerer, { Godkann: true, Tagare: nrB, Version: withInterest.Version })).statusCode,
      ).toBe(409);
      const open = json<TradeList>(await req('GET', '/api/bemanna/passbyten', ftg));
      expect(open.Open.map((x) => x.Id)).toContain(t.Id);
      frames.length = 0;
      const ok = await req('PUT', `/api/bemanna/passbyten/${t.Id}/beslut`, ftg, { Godkann: true, Tagare: nrB, Version: withInterest.Version });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(json<Trade>(ok)).toMatchObject({ Status: 'APPROVED', Tagare: nrB });
      expect(await holder(passId)).toBe(nrB);
      expect(await shiftOf(passId)).toEqual([{ AnstNr: nrB }]);
      expect(frames.map((f) => f.frame.resource)).toEqual(expect.arrayContaining(['passbyten', 'bemanna', 'tidrader']));
      const after = json<TradeList>(await req('GET', '/api/bemanna/passbyten', ftg));
      expect(after.Open.map((x) => x.Id)).not.toContain(t.Id);
      expect(after.History.find((x) => x.Id === t.Id)?.Status).toBe('APPROVED');
      const audit = await db.selectFrom('audit_events').select('Action').where('EntityId', '=', t.Id).execute();
      expect(audit.map((a: { Action: string }) => a.Action).sort()).toEqual(['approve', 'interest', 'offer']);
    });
    it('the planner denies: the pass stays with the offerer', async () => {
      const passId = await passOf('2027-05-04');
      const t = await offered(passId);
      const res = await req('PUT', `/api/bemanna/passbyten/${t.Id}/beslut`, ftg, { Godkann: false, Tagare: '', Version: t.Version });
      expect(json<Trade>(res).Status).toBe('DENIED');
      expect(await holder(passId)).toBe(nrA);
      expect((await interest(json<Trade>(res))).statusCode).toBe(409);
    });
  });

  describe('A: approved by the employee who offered it', () => {
    it('the offerer picks one of the interested colleagues', async () => {
      await setType('A');
      const passId = await passOf('2027-05-05');
      const t = await offered(passId);
      expect(t.Typ).toBe('A');
      const i1 = json<Trade>(await interest(t, other));
      const i2 = json<Trade>(await interest(i1, taker));
      expect(i2.Intressen.map((x) => x.AnstNr).sort()).toEqual([nrB, nrC].sort());
      // not the planner's to decide, and only someone who showed interest
      expect((await req('PUT', `/api/bemanna/passbyten/${t.Id}/beslut`, ftg, { Godkann: true, Tagare: nrB, Version: i2.Version })).statusCode).toBe(409);
      const notIn = await req('PUT', `/api/bemanna/minapass/byten/${t.Id}/beslut`, offerer, { Godkann: true, Tagare: nrA, Version: i2.Version });
      expect(notIn.statusCode).toBe(400);
      expect(json<{ field: string }>(notIn).field).toBe('Tagare');
      // nobody but the offerer decides
      expect((await req('PUT', `/api/bemanna/minapass/byten/${t.Id}/beslut`, taker, { Godkann: true, Tagare: nrB, Version: i2.Version })).statusCode).toBe(404);
      const ok = await req('PUT', `/api/bemanna/minapass/byten/${t.Id}/beslut`, offerer, { Godkann: true, Tagare: nrB, Version: i2.Version });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await holder(passId)).toBe(nrB);
      await setType('C');
    });
  });

  describe('F: first come, first served', () => {
    it('the first colleague to take it gets it at once; the next one is refused', async () => {
      await setType('F');
      const passId = await passOf('2027-05-06');
      const t = await offered(passId);
      const res = await interest(t);
      expect(res.statusCode, res.body).toBe(200);
      expect(json<Trade>(res)).toMatchObject({ Status: 'APPROVED', Tagare: nrB });
      expect(await holder(passId)).toBe(nrB);
      expect(await shiftOf(passId)).toEqual([{ AnstNr: nrB }]);
      expect((await interest(json<Trade>(res), other)).statusCode).toBe(409);
      await setType('C');
    });
  });

  describe('refusals', () => {
    it('offers only his own planned pass, once; never takes his own; a stale version is a 409', async () => {
      const passId = await passOf('2027-05-10');
      expect((await offer(passId, taker)).statusCode).toBe(404);
      const t = await offered(passId);
      expect(json<{ dvCode: number }>(await offer(passId)).dvCode).toBe(40922);
      expect((await interest(t, offerer)).statusCode).toBe(409);
      const i = json<Trade>(await interest(t));
      expect((await interest({ ...i, Version: 0 }, other)).statusCode).toBe(409);
      // the offerer withdraws: nobody can take it any more
      const w = await req('PUT', `/api/bemanna/minapass/byten/${t.Id}/aterkalla`, offerer, { Version: i.Version });
      expect(json<Trade>(w).Status).toBe('WITHDRAWN');
      expect((await interest(json<Trade>(w), other)).statusCode).toBe(409);
    });
    it('the work-time rules are checked for the taker: competence and overlap (409, nothing written)', async () => {
      // the offerer has the lift competence (the planner could put him on the pass)
      await db.insertInto('employee_kompetenser').values({ FtgId: '1001', AnstNr: nrA, KompetensId: 'LYFT' }).execute();
      const passId = await passOf('2027-05-12', { Kompetenser: ['LYFT'] });
      const t = await offered(passId);
      // the taker lacks the competence: the colleague's trade is not even listed for him, and taking it is refused
      expect(json<MyTrades>(await req('GET', '/api/bemanna/minapass', taker)).Trades.map((x) => x.Id)).not.toContain(t.Id);
      const r = await interest(t);
      expect(r.statusCode).toBe(409);
      expect(json<{ message: string; field: string }>(r)).toMatchObject({ field: 'AnstNr', message: expect.stringContaining('kompetensen') });
      // the other colleague is on an overlapping pass that day
      await passOf('2027-05-12', { Start: '12:00', Slut: '20:00', Namn: 'Krock' }, nrC);
      await db.insertInto('employee_kompetenser').values({ FtgId: '1001', AnstNr: nrC, KompetensId: 'LYFT' }).execute();
      const o = await interest(t, other);
      expect(o.statusCode).toBe(409);
      expect(json<{ message: string }>(o).message).toContain('överlappar');
      expect(await db.selectFrom('staffing_trade_interests').selectAll().where('TradeId', '=', t.Id).execute()).toEqual([]);
      expect(await holder(passId)).toBe(nrA);
    });
    it('a trade not processed before the pass begins expires', async () => {
      // a day no seeded pass touches (the seed staffs this week and next, whoever is first in its team)
      const passId = await passOf('2027-06-02', { Start: '12:00', Slut: '18:00' });
      const t = await offered(passId);
      clock = new Date('2027-06-02T10:30:00Z'); // 12:30 in Stockholm (summer time): the pass has begun
      try {
        const list = json<TradeList>(await req('GET', '/api/bemanna/passbyten', ftg));
        expect(list.History.find((x) => x.Id === t.Id)?.Status).toBe('EXPIRED');
        expect((await interest(t)).statusCode).toBe(409);
        // a pass that has begun cannot be offered
        const later = await passOf('2027-06-02', { Start: '12:15', Slut: '12:45', Namn: 'Kort' }, nrC);
        expect(json<{ dvCode: number }>(await offer(later, other)).dvCode).toBe(40922);
      } finally {
        clock = NOW;
      }
    });
  });

  describe('the planner’s data scope', () => {
    it('AVD sees and decides only the trades of his department’s people', async () => {
      await db
        .insertInto('account_options')
        .values({ Login: 'avd@demo.se', Option: 'CPBEM' })
        .onConflict((oc: any) => oc.columns(['Login', 'Option']).doNothing())
        .execute();
      server.host.directory.invalidate();
      const avd = await signIn(server, 'avd@demo.se', '1001');
      const south = (
        await db
          .selectFrom('employees')
          .select('AnstNr')
          .where('FtgId', '=', '1001')
          .where('Aktiv', '=', 1)
          .where('Avdelning', '=', '20')
          .orderBy('AnstNr')
          .execute()
      ).at(-1).AnstNr as string;
      const southLogin = await employeeLogin('byte-s@test.se', south);
      const passId = await passOf('2027-05-25', { Avdelning: '20' }, south);
      const res = await offer(passId, southLogin);
      expect(res.statusCode, res.body).toBe(200);
      const t = json<Trade>(res);
      const own = await offered(await passOf('2027-05-26'));
      const list = json<TradeList>(await req('GET', '/api/bemanna/passbyten', avd));
      expect(list.Open.map((x) => x.Id)).toContain(own.Id);
      expect(list.Open.map((x) => x.Id)).not.toContain(t.Id);
      expect((await req('PUT', `/api/bemanna/passbyten/${t.Id}/beslut`, avd, { Godkann: false, Tagare: '', Version: t.Version })).statusCode).toBe(403);
      // nor gives his people's pass to someone outside his department
      expect((await req('PUT', `/api/bemanna/passbyten/${own.Id}/beslut`, avd, { Godkann: true, Tagare: south, Version: own.Version })).statusCode).toBe(403);
    });
  });

  describe('the dashboard card', () => {
    it('counts the open trades in the caller’s scope', async () => {
      const before = json<{ Oppna: number }>(await req('GET', '/api/bemanna/passbyten/oppna', ftg)).Oppna;
      await offered(await passOf('2027-05-20'));
      expect(json<{ Oppna: number }>(await req('GET', '/api/bemanna/passbyten/oppna', ftg)).Oppna).toBe(before + 1);
    });
  });

  describe('the overview (per day: open and interest-shown trades beside coverage)', () => {
    it('counts the waiting trades of the caller’s people per day; none with X', async () => {
      const week = '/api/bemanna/overview?From=2027-07-05&To=2027-07-11';
      const t = await offered(await passOf('2027-07-06'));
      await offered(await passOf('2027-07-06', { Start: '17:00', Slut: '20:00' }));
      await interest(t);
      const o = json<Overview>(await req('GET', week, ftg));
      expect(o.Byten).toEqual([{ Datum: '2027-07-06', Oppna: 1, Intresse: 1 }]);
      expect(
        o.Behov.flatMap((n) => n.Rader)
          .filter((r) => r.Datum === '2027-07-06')
          .map((r) => [r.Kravs, r.Bemannade]),
      ).toEqual([
        [1, 1],
        [1, 1],
      ]);
      await setType('X');
      expect(json<Overview>(await req('GET', week, ftg)).Byten).toEqual([]);
      await setType('C');
    });
  });

  describe('notices: a mail at each step besides the push, to everyone involved but the one who took it', () => {
    const mailsTo = (from: number, to: string): { to: string; subject: string; text: string }[] =>
      server.security
        .mailOutbox!.messages()
        .slice(from)
        .filter((m: { to: string }) => m.to === to);
    const count = () => server.security.mailOutbox!.messages().length as number;

    it('A: interest tells the offerer; his decision tells the taker and the other colleague who asked', async () => {
      await setType('A');
      const t = await offered(await passOf('2027-07-13'));
      let from = count();
      const i1 = json<Trade>(await interest(t, other));
      expect(mailsTo(from, 'byte-a@test.se')).toEqual([expect.objectContaining({ subject: 'Intresse för ditt pass 2027-07-13' })]);
      expect(mailsTo(from, 'byte-a@test.se')[0]?.text).toContain('har anmält intresse för ditt pass 2027-07-13 08:00–16:00');
      const i2 = json<Trade>(await interest(i1, taker));
      from = count();
      const ok = await req('PUT', `/api/bemanna/minapass/byten/${t.Id}/beslut`, offerer, { Godkann: true, Tagare: nrB, Version: i2.Version });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(mailsTo(from, 'byte-b@test.se').map((m: { subject: string; text: string }) => [m.subject, m.text.split('\n')[0]])).toEqual([
        ['Passbyte godkänt: 2027-07-13', 'Passet 2027-07-13 08:00–16:00 (Byte 2027-07-13) är ditt. Det står nu i ditt schema.'],
      ]);
      expect(mailsTo(from, 'byte-c@test.se')[0]?.text).toContain('gick till en annan kollega');
      // the offerer decided himself: no mail to him
      expect(mailsTo(from, 'byte-a@test.se')).toEqual([]);
      await setType('C');
    });

    it('C: the planner’s denial tells the offerer and the interested; a withdrawal tells the interested; F tells the offerer', async () => {
      const t = await offered(await passOf('2027-07-14'));
      const i = json<Trade>(await interest(t));
      let from = count();
      await req('PUT', `/api/bemanna/passbyten/${t.Id}/beslut`, ftg, { Godkann: false, Tagare: '', Version: i.Version });
      expect(mailsTo(from, 'byte-a@test.se').map((m: { subject: string }) => m.subject)).toEqual(['Passbyte nekat: 2027-07-14']);
      expect(mailsTo(from, 'byte-b@test.se').map((m: { subject: string }) => m.subject)).toEqual(['Passbyte nekat: 2027-07-14']);

      const w = await offered(await passOf('2027-07-15'));
      const wi = json<Trade>(await interest(w));
      from = count();
      expect((await req('PUT', `/api/bemanna/minapass/byten/${w.Id}/aterkalla`, offerer, { Version: wi.Version })).statusCode).toBe(200);
      expect(mailsTo(from, 'byte-b@test.se').map((m: { subject: string }) => m.subject)).toEqual(['Passbyte återkallat: 2027-07-15']);
      expect(mailsTo(from, 'byte-a@test.se')).toEqual([]);

      await setType('F');
      const f = await offered(await passOf('2027-07-16'));
      from = count();
      expect((await interest(f)).statusCode).toBe(200);
      expect(mailsTo(from, 'byte-a@test.se')[0]?.text).toContain('har gått till');
      expect(mailsTo(from, 'byte-b@test.se')).toEqual([]);
      await setType('C');
    });

    it('each is told as he chose with his own step (his shift-swap option): SMS, mail and SMS, or only the portal', async () => {
      await db
        .insertInto('account_contacts')
        .values([
          { Login: 'byte-a@test.se', Mobile: '+46701234501', Email: '' },
          { Login: 'byte-b@test.se', Mobile: '+46701234502', Email: '' },
          { Login: 'byte-c@test.se', Mobile: '+46701234503', Email: '' },
        ])
        .execute();
      const sms = (): readonly { to: string; text: string }[] => server.security.smsOutbox!.messages();
      const smsTo = (from: number, to: string) =>
        sms()
          .slice(from)
          .filter((m) => m.to === to);
      // the offerer wants SMS only; the first colleague mail and SMS; the second only the portal
      const t = await offered(await passOf('2027-07-20'), { Avisering: 'SMS' });
      let mails = count();
      let texts = sms().length;
      const i1 = json<Trade>(await interest(t, taker, { Avisering: 'BOTH' }));
      expect(smsTo(texts, '+46701234501').map((m) => m.text)).toEqual([
        expect.stringMatching(/^Lönna: .* har anmält intresse för ditt pass 2027-07-20 08:00–16:00 \(Byte 2027-07-20\)\.$/),
      ]);
      expect(mailsTo(mails, 'byte-a@test.se')).toEqual([]);
      const i2 = json<Trade>(await interest(i1, other, { Avisering: 'NONE' }));
      // the planner denies: the offerer by SMS, the first colleague by mail and SMS, the second hears nothing but the push
      mails = count();
      texts = sms().length;
      const denied = await req('PUT', `/api/bemanna/passbyten/${t.Id}/beslut`, ftg, { Godkann: false, Tagare: '', Version: i2.Version });
      expect(denied.statusCode, denied.body).toBe(200);
      expect(smsTo(texts, '+46701234501')).toHaveLength(1);
      expect(mailsTo(mails, 'byte-a@test.se')).toEqual([]);
      expect(smsTo(texts, '+46701234502').map((m) => m.text)).toEqual([expect.stringContaining('nekades')]);
      expect(mailsTo(mails, 'byte-b@test.se').map((m) => m.subject)).toEqual(['Passbyte nekat: 2027-07-20']);
      expect(smsTo(texts, '+46701234503')).toEqual([]);
      expect(mailsTo(mails, 'byte-c@test.se')).toEqual([]);
      // with no option sent (an older page), mail as before
      const plain = await offered(await passOf('2027-07-21'));
      mails = count();
      texts = sms().length;
      await interest(plain, taker);
      expect(mailsTo(mails, 'byte-a@test.se')).toHaveLength(1);
      expect(sms().length).toBe(texts);
      // an option that is not one of the four is a 400 naming the field, and nothing is offered
      const bad = await offer(await passOf('2027-07-22'), offerer, { Avisering: 'FAX' });
      expect(bad.statusCode).toBe(400);
      expect(json<{ field?: string }>(bad).field).toBe('Avisering');
    });

    it('a refused step tells nobody', async () => {
      const t = await offered(await passOf('2027-07-19'));
      const from = count();
      expect((await interest({ ...t, Version: t.Version + 5 })).statusCode).toBe(409);
      expect(count()).toBe(from);
    });
  });
});
