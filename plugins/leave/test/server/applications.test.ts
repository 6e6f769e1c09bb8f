import { call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeaveApplication, Mine } from '../../src/contracts';
import leaveServer from '../../server';

/** The server clock of these tests: fixed, never today's date (a Wednesday in March 2026). */
const NOW = new Date('2026-03-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
type Frame = { to: { ftgId?: string; login?: string }; frame: { event: string; resource?: string; payload?: unknown } };
// September 2026: no seed writes there (the seed's applications lie within two months of the clock)
const MON = '2026-09-07';
const FRI = '2026-09-11';
const base = { Typ: 'SEM', FromDatum: MON, TomDatum: FRI, Veckodagar: [1, 2, 3, 4, 5], Omfattning: 100, Orsak: 'Resa', SkapaTidrader: true };

describe.each(DIALECTS)('leave applications on %s', (dialect) => {
  let server: TestServer & { push: any; host: any };
  let db: any;
  const frames: Frame[] = [];
  let per: string;
  let ftg: string;
  let avd: string;
  let adm: string;
  let lss: string;
  let bru: string;
  let perNr: string;
  let perDep: string;
  const post = (cookie: string, path: string, body: unknown) => call(server, 'POST', path, { cookie, headers: C1, body });
  const apply = async (body: Record<string, unknown> = {}) => {
    const res = await post(per, '/api/leaveapplications', { ...base, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return json<LeaveApplication>(res);
  };
  const count = async () => Number((await db.selectFrom('leave_applications').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const rowsOf = async (from: string, to: string) => {
    const res = await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${from}&To=${to}`, { cookie: ftg, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ Days: { Rows: { Datum: string; TidKod: string; Source: string }[] }[] }>(res).Days.flatMap((d) => d.Rows);
  };
  async function setSwitch(name: string, value: unknown): Promise<void> {
    await db.deleteFrom('portal_switches').where('FtgId', '=', '1001').where('Name', '=', name).execute();
    await db
      .insertInto('portal_switches')
      .values({ FtgId: '1001', Name: name, Value: JSON.stringify(value) })
      .execute();
    server.host.directory.invalidate();
  }

  beforeAll(async () => {
    server = (await createServerTester(dialect, {
      installed: ['@lonna/plugin-time', '@lonna/plugin-personal'],
      plugins: [leaveServer as never],
      now: () => NOW,
      session: { cacheMs: 0 },
    })) as never;
    const hub = server.push;
    const send = hub.publish.bind(hub);
    hub.publish = (to: Frame['to'], frame: Frame['frame']) => {
      frames.push({ to, frame });
      return send(to, frame);
    };
    db = server.host.db;
    perNr = (await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).AnstNr;
    perDep = (await db.selectFrom('employees').select('Avdelning').where('FtgId', '=', '1001').where('AnstNr', '=', perNr).executeTakeFirstOrThrow()).Avdelning;
    [per, ftg, avd, adm, lss, bru] = (await Promise.all(
      ['per@demo.se', 'ftg@demo.se', 'avd@demo.se', 'adm@demo.se', 'lss@demo.se', 'bru@demo.se'].map((l) => signIn(server, l, '1001')),
    )) as [string, string, string, string, string, string];
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    frames.length = 0;
    // this file's own period: clear what an earlier test applied for there
    await db.deleteFrom('leave_applications').where('FtgId', '=', '1001').where('FromDatum', '>=', '2026-09-01').execute();
  });

  it('the employee applies: his list, the schedule check, the vacation days, a push and the audit', async () => {
    const app = await apply();
    expect(app).toMatchObject({ AnstNr: perNr, Status: 'REVIEW', Typ: 'SEM', Dagar: 5, Veckodagar: [1, 2, 3, 4, 5], SkapaTidrader: true });
    const mine = json<Mine>(await call(server, 'GET', '/api/leaveapplications', { cookie: per, headers: C1 }));
    expect(mine.Ansokningar.map((a) => a.Id)).toContain(app.Id);
    expect(mine.Ansokningar.every((a) => a.AnstNr === perNr)).toBe(true);
    expect(frames.some((f) => f.frame.resource === 'ledighetsansokningar')).toBe(true);
    const audit = await db.selectFrom('audit_events').selectAll().where('Plugin', '=', 'leave').where('EntityId', '=', app.Id).execute();
    expect(audit).toEqual([expect.objectContaining({ Event: 'created', AnstNr: perNr, Datum: MON, Login: 'per@demo.se' })]);
    // the vacation year 2026-04-01 … 2027-03-31: five days applied
    const check = json<{ Semester: { Fran: string; Till: string; Ansokta: number; Saldo: number | null } }>(
      await call(server, 'GET', `/api/leaveapplications/check?FromDatum=${MON}&TomDatum=${FRI}&Veckodagar=12345`, { cookie: per, headers: C1 }),
    );
    expect(check.Semester).toMatchObject({ Fran: '2026-04-01', Till: '2027-03-31' });
    expect(check.Semester.Ansokta).toBeGreaterThanOrEqual(5);
    // without the payslips plugin there is no balance from payroll
    expect(check.Semester).toMatchObject({ Saldo: null, SaldoDatum: '', AnsoktaSedan: 0, BeviljadeSedan: 0 });
  });

  it('says which chosen days have no scheduled work (a weekend, a holiday)', async () => {
    // Saturday 12 and Sunday 13 September chosen too
    const res = await call(server, 'GET', `/api/leaveapplications/check?FromDatum=${MON}&TomDatum=2026-09-13&Veckodagar=1234567`, { cookie: per, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    const c = json<{ Dagar: number; UtanSchema: string[] }>(res);
    expect(c.Dagar).toBe(7);
    expect(c.UtanSchema).toEqual(expect.arrayContaining(['2026-09-12', '2026-09-13']));
    // midsommarafton / midsommardagen 2026 (19–20 June) and Christmas Day are no working days
    const xmas = json<{ UtanSchema: string[] }>(
      await call(server, 'GET', `/api/leaveapplications/check?FromDatum=2026-12-24&TomDatum=2026-12-25&Veckodagar=12345`, { cookie: per, headers: C1 }),
    );
    expect(xmas.UtanSchema).toContain('2026-12-25');
  });

  it('refuses bad input with a 400 naming the field, in the user’s language, and writes nothing', async () => {
    const child = await db.selectFrom('personal_children').select('Id').where('FtgId', '=', '1001').where('AnstNr', '!=', perNr).executeTakeFirst();
    const n = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ TomDatum: '2026-09-01' }, 'TomDatum'],
      [{ TomDatum: '2027-09-30' }, 'TomDatum'],
      [{ FromDatum: '2026-01-05', TomDatum: '2026-01-09' }, 'FromDatum'],
      [{ FromDatum: '2026-02-30' }, 'FromDatum'],
      [{ Veckodagar: [] }, 'Veckodagar'],
      [{ Veckodagar: [8] }, 'Veckodagar'],
      [{ Veckodagar: [1, 1] }, 'Veckodagar'],
      [{ FromDatum: '2026-09-12', TomDatum: '2026-09-13', Veckodagar: [1] }, 'Veckodagar'],
      [{ Omfattning: 50 }, 'Omfattning'],
      [{ Typ: 'TJL', Omfattning: 0 }, 'Omfattning'],
      [{ Typ: 'TJL', Omfattning: 101 }, 'Omfattning'],
      [{ Typ: 'FLD', Omfattning: 60, BarnId: 'x' }, 'Omfattning'],
      [{ Typ: 'FLD', Omfattning: 50 }, 'BarnId'],
      [{ Typ: 'FLD', Omfattning: 50, BarnId: child?.Id ?? 'nobody' }, 'BarnId'],
      [{ Typ: 'TJL', BarnId: 'seed-child' }, 'BarnId'],
      [{ Typ: 'XYZ' }, 'Typ'],
      [{ Orsak: 'x'.repeat(501) }, 'Orsak'],
      [{ PlanId: 'no-such-plan' }, 'PlanId'],
    ];
    for (const [body, field] of cases) {
      const res = await call(server, 'POST', '/api/leaveapplications', {
        cookie: per,
        headers: { ...C1, 'accept-language': 'en' },
        body: { ...base, ...body },
      });
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
      expect(json<{ field: string }>(res).field, JSON.stringify(body)).toBe(field);
    }
    expect(await count()).toBe(n);
    // an overlap with his own open application
    await apply();
    const res = await post(per, '/api/leaveapplications', { ...base, FromDatum: FRI, TomDatum: '2026-09-15' });
    expect(res.statusCode).toBe(400);
    expect(json<{ field: string; message: string }>(res)).toMatchObject({ field: 'FromDatum' });
    expect(json<{ message: string }>(res).message).toContain('överlappar');
  });

  it('parental leave needs one of his own children and a part of the day the law knows', async () => {
    let child = await db.selectFrom('personal_children').select('Id').where('FtgId', '=', '1001').where('AnstNr', '=', perNr).executeTakeFirst();
    if (!child) {
      child = { Id: 'test-child-per' };
      await db
        .insertInto('personal_children')
        .values({
          Id: child.Id,
          FtgId: '1001',
          AnstNr: perNr,
          Namn: 'Alva',
          PersNr: '202301012384',
          DagarTilldelade: 480,
          DagarInkommande: 0,
          DagarUttagna: 0,
          UpdatedAt: 0,
        })
        .execute();
    }
    const app = await apply({ Typ: 'FLD', Omfattning: 12.5, BarnId: child.Id });
    expect(app).toMatchObject({ Typ: 'FLD', Omfattning: 12.5, BarnId: child.Id });
    expect(app.BarnNamn).not.toBe('');
  });

  it('reaches exactly the roles of the spec: LIC, ADM, FTG, AVD the admin version, PER the employee version; LSS and BRU nothing', async () => {
    const admin = (c: string) => call(server, 'GET', '/api/leaveapplications/admin?Approved=false&Denied=false', { cookie: c, headers: C1 });
    for (const c of [ftg, adm, avd]) expect((await admin(c)).statusCode).toBe(200);
    for (const c of [per, lss, bru]) expect((await admin(c)).statusCode).toBe(403);
    for (const c of [ftg, lss, bru]) expect((await call(server, 'GET', '/api/leaveapplications', { cookie: c, headers: C1 })).statusCode).toBe(403);
    for (const c of [ftg, lss, bru]) expect((await post(c, '/api/leaveapplications', base)).statusCode).toBe(403);
  });

  it('the switch off, or neither Plus nor the HRTIL licence option: refused for everyone', async () => {
    await setSwitch('EnableLeaveApplications', false);
    try {
      expect((await call(server, 'GET', '/api/leaveapplications', { cookie: per, headers: C1 })).statusCode).toBe(403);
      expect((await call(server, 'GET', '/api/leaveapplications/admin', { cookie: ftg, headers: C1 })).statusCode).toBe(403);
    } finally {
      await setSwitch('EnableLeaveApplications', true);
    }
    const options = await db.selectFrom('company_licence_options').selectAll().where('FtgId', '=', '1001').execute();
    await db.deleteFrom('company_licence_options').where('FtgId', '=', '1001').execute();
    server.host.directory.invalidate();
    try {
      // Plus alone is enough
      expect((await call(server, 'GET', '/api/leaveapplications', { cookie: per, headers: C1 })).statusCode).toBe(200);
      await db.updateTable('companies').set({ Plus: 0 }).where('FtgId', '=', '1001').execute();
      server.host.directory.invalidate();
      expect((await call(server, 'GET', '/api/leaveapplications', { cookie: per, headers: C1 })).statusCode).toBe(403);
      // the HRTIL licence option without Plus opens it again
      await db.insertInto('company_licence_options').values(options).execute();
      server.host.directory.invalidate();
      expect((await call(server, 'GET', '/api/leaveapplications', { cookie: per, headers: C1 })).statusCode).toBe(200);
    } finally {
      await db.deleteFrom('company_licence_options').where('FtgId', '=', '1001').execute();
      await db.insertInto('company_licence_options').values(options).execute();
      await db.updateTable('companies').set({ Plus: 1 }).where('FtgId', '=', '1001').execute();
      server.host.directory.invalidate();
    }
  });

  it('the admin plugin’s reminders: applications waiting for a decision, counted per applicant, due at the month’s end', async () => {
    const sources = async () => (await server.host.reminderSources('1001')) as { trigger: string; isDeadline(d: string): boolean; waiting: Function }[];
    const source = (await sources()).find((s) => s.trigger === 'leave.waitingDecision')!;
    expect(source.isDeadline('2026-09-30')).toBe(true);
    expect(source.isDeadline('2026-09-29')).toBe(false);
    expect(source.isDeadline('2028-02-29')).toBe(true);
    const ctx = { db, companyId: '1001', now: () => NOW };
    const before = ((await source.waiting(ctx, '2026-09-30')) as Map<string, number>).get(perNr) ?? 0;
    await apply();
    const decided = await apply({ FromDatum: '2026-09-14', TomDatum: '2026-09-18' });
    expect((await post(ftg, `/api/leaveapplications/${decided.Id}/approve`, { Meddelande: '' })).statusCode).toBe(200);
    expect(((await source.waiting(ctx, '2026-09-30')) as Map<string, number>).get(perNr)).toBe(before + 1);
    // the switch off: the company has no such reminder to offer
    await setSwitch('EnableLeaveApplications', false);
    try {
      expect((await sources()).map((s) => s.trigger)).not.toContain('leave.waitingDecision');
    } finally {
      await setSwitch('EnableLeaveApplications', true);
    }
  });

  it('the admin list is the spec’s call: open ones of the caller’s scope; AVD sees only his departments; another company sees none', async () => {
    const app = await apply();
    const other = await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('Avdelning', '!=', '10').executeTakeFirstOrThrow();
    await db
      .insertInto('leave_applications')
      .values({
        Id: 'test-outside',
        FtgId: '1001',
        AnstNr: other.AnstNr,
        Typ: 'SEM',
        BarnId: '',
        FromDatum: '2026-09-21',
        TomDatum: '2026-09-25',
        Veckodagar: '12345',
        Omfattning: 100,
        Orsak: '',
        SkapaTidrader: 0,
        Status: 'REVIEW',
        Meddelande: '',
        BeslutAv: '',
        BeslutAt: 0,
        PlanId: '',
        Dagar: 5,
        UtanSchema: '[]',
        Veckodagsraknat: 0,
        Bokade: 0,
        EjBokade: '[]',
        SkapadAv: 'test',
        SkapadAt: 0,
        AndradAt: 0,
      })
      .execute();
    const list = (c: string, q = 'Approved=false&Denied=false&FromDate=2026-09-01') =>
      call(server, 'GET', `/api/leaveapplications/admin?${q}`, { cookie: c, headers: C1 }).then((r) => json<LeaveApplication[]>(r));
    const all = await list(ftg);
    expect(all.map((a) => a.Id)).toEqual(expect.arrayContaining([app.Id, 'test-outside']));
    expect(all.every((a) => a.Status === 'REVIEW' && a.TomDatum >= '2026-09-01')).toBe(true);
    const avdList = await list(avd);
    expect(avdList.map((a) => a.Id)).not.toContain('test-outside');
    expect(avdList.some((a) => a.Id === app.Id)).toBe(perDep === '10');
    // deciding outside his scope: the scope's 403, nothing changed
    const res = await post(avd, '/api/leaveapplications/test-outside/approve', { Meddelande: '' });
    expect(res.statusCode).toBe(403);
    expect((await db.selectFrom('leave_applications').select('Status').where('Id', '=', 'test-outside').executeTakeFirstOrThrow()).Status).toBe('REVIEW');
    // another company's caller: not found
    const ftg2 = await signIn(server, 'ftg@demo.se', '1002');
    const elsewhere = await call(server, 'POST', `/api/leaveapplications/${app.Id}/approve`, {
      cookie: ftg2,
      headers: { 'dv-selected-company': '1002' },
      body: { Meddelande: '' },
    });
    expect([403, 404]).toContain(elsewhere.statusCode);
    const badDate = await call(server, 'GET', '/api/leaveapplications/admin?FromDate=1.9.2026', { cookie: ftg, headers: C1 });
    expect(badDate.statusCode).toBe(400);
    expect(json<{ field: string }>(badDate).field).toBe('FromDate');
  });

  it('PER sees only his own: another employee’s application is not found to him', async () => {
    const other = await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('AnstNr', '!=', perNr).executeTakeFirstOrThrow();
    await db
      .insertInto('leave_applications')
      .values({
        Id: 'test-other',
        FtgId: '1001',
        AnstNr: other.AnstNr,
        Typ: 'SEM',
        BarnId: '',
        FromDatum: '2026-09-21',
        TomDatum: '2026-09-25',
        Veckodagar: '12345',
        Omfattning: 100,
        Orsak: '',
        SkapaTidrader: 0,
        Status: 'REVIEW',
        Meddelande: '',
        BeslutAv: '',
        BeslutAt: 0,
        PlanId: '',
        Dagar: 5,
        UtanSchema: '[]',
        Veckodagsraknat: 0,
        Bokade: 0,
        EjBokade: '[]',
        SkapadAv: 't',
        SkapadAt: 0,
        AndradAt: 0,
      })
      .execute();
    expect((await call(server, 'PUT', '/api/leaveapplications/test-other', { cookie: per, headers: C1, body: base })).statusCode).toBe(404);
    expect((await call(server, 'DELETE', '/api/leaveapplications/test-other', { cookie: per, headers: C1 })).statusCode).toBe(404);
    const mine = json<Mine>(await call(server, 'GET', '/api/leaveapplications', { cookie: per, headers: C1 }));
    expect(mine.Ansokningar.map((a) => a.Id)).not.toContain('test-other');
  });

  it('the state machine on the wire: edit and withdraw only in review; approve, deny once; revert a decision; nothing after a revert', async () => {
    const a = await apply({ SkapaTidrader: false });
    const edited = await call(server, 'PUT', `/api/leaveapplications/${a.Id}`, {
      cookie: per,
      headers: C1,
      body: { ...base, SkapaTidrader: false, Orsak: 'Ändrad' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<LeaveApplication>(edited).Orsak).toBe('Ändrad');
    const denied = await post(ftg, `/api/leaveapplications/${a.Id}/deny`, { Meddelande: 'För många lediga' });
    expect(json<LeaveApplication>(denied)).toMatchObject({ Status: 'DENIED', Meddelande: 'För många lediga', BeslutAv: 'Fredrik Företagsson' });
    // completed: no edit, no withdraw, no second decision
    expect((await call(server, 'PUT', `/api/leaveapplications/${a.Id}`, { cookie: per, headers: C1, body: base })).statusCode).toBe(409);
    expect((await call(server, 'DELETE', `/api/leaveapplications/${a.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(409);
    expect((await post(ftg, `/api/leaveapplications/${a.Id}/approve`, { Meddelande: '' })).statusCode).toBe(409);
    expect((await post(ftg, `/api/leaveapplications/${a.Id}/deny`, { Meddelande: '' })).statusCode).toBe(409);
    const reverted = await post(ftg, `/api/leaveapplications/${a.Id}/revert`, { Meddelande: 'Fel beslut' });
    expect(json<LeaveApplication>(reverted).Status).toBe('REVERTED');
    for (const action of ['approve', 'deny', 'revert'])
      expect((await post(ftg, `/api/leaveapplications/${a.Id}/${action}`, { Meddelande: '' })).statusCode).toBe(409);
    // a reverted one no longer blocks the period: the employee applies again, and withdraws it while in review
    const again = await apply({ SkapaTidrader: false });
    expect((await post(ftg, `/api/leaveapplications/${again.Id}/revert`, { Meddelande: '' })).statusCode).toBe(409);
    expect((await call(server, 'DELETE', `/api/leaveapplications/${again.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(200);
    const audit = await db.selectFrom('audit_events').select('Action').where('Plugin', '=', 'leave').where('EntityId', '=', a.Id).orderBy('Id').execute();
    expect(audit.map((r: { Action: string }) => r.Action)).toEqual(['created', 'modified', 'deny', 'revert']);
  });

  it('approval books the days in the time report when asked; revert removes them; the employee is pushed', async () => {
    const a = await apply();
    const res = await post(ftg, `/api/leaveapplications/${a.Id}/approve`, { Meddelande: 'Trevlig resa' });
    expect(res.statusCode, res.body).toBe(200);
    const approved = json<LeaveApplication>(res);
    expect(approved.Status).toBe('APPROVED');
    const booked = (await rowsOf(MON, FRI)).filter((r) => r.TidKod === 'SEM');
    expect(booked.length).toBe(approved.Bokade);
    expect(approved.Bokade + approved.EjBokade.length).toBe(5);
    expect(approved.Bokade).toBeGreaterThan(0);
    expect(frames.some((f) => f.frame.resource === 'ledighetsansokningar' && (f.frame.payload as { AnstNr: string }).AnstNr === perNr)).toBe(true);
    expect(frames.some((f) => f.frame.resource === 'tidrader')).toBe(true);
    const mine = json<Mine>(await call(server, 'GET', '/api/leaveapplications', { cookie: per, headers: C1 }));
    expect(mine.Ansokningar.find((x) => x.Id === a.Id)).toMatchObject({ Status: 'APPROVED', Meddelande: 'Trevlig resa' });
    const rev = json<LeaveApplication>(await post(ftg, `/api/leaveapplications/${a.Id}/revert`, { Meddelande: '' }));
    expect(rev).toMatchObject({ Status: 'REVERTED', Bokade: 0 });
    expect((await rowsOf(MON, FRI)).filter((r) => r.TidKod === 'SEM')).toHaveLength(0);
  });

  it('an approval without "create time rows" books nothing', async () => {
    const a = await apply({ SkapaTidrader: false });
    const approved = json<LeaveApplication>(await post(ftg, `/api/leaveapplications/${a.Id}/approve`, { Meddelande: '' }));
    expect(approved.Bokade).toBe(0);
    expect((await rowsOf(MON, FRI)).filter((r) => r.TidKod === 'SEM')).toHaveLength(0);
  });
});
