import { DIALECTS, call, createServerTester, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import adminServer from '../../server';
import type { User, UserInput, UserRow } from '../../src/contracts';

/** Admin users: accounts listed, created, changed and deactivated under the spec's guards, taking effect at once. */
describe.each(DIALECTS)('admin users on %s', (dialect) => {
  let server: TestServer;
  const t = Date.parse('2026-11-18T09:00:00Z');
  let lic: string;
  let adm: string;
  let anstNr: string;
  const C = { 'dv-selected-company': '1001' };
  const json = <T>(r: { body: string }) => JSON.parse(r.body) as T;
  const db = () => server.host.db as any;
  const list = (cookie: string, q = '') => call(server, 'GET', `/api/admin/users${q}`, { cookie, headers: C });
  const create = (cookie: string, body: Partial<UserInput> & { SendLink?: boolean }) =>
    call(server, 'POST', '/api/admin/users', { cookie, headers: C, body: { ...blank(), SendLink: false, ...body } });
  const get = async (cookie: string, login: string) =>
    json<User>(await call(server, 'GET', `/api/admin/users/${encodeURIComponent(login)}`, { cookie, headers: C }));
  const put = async (cookie: string, login: string, patch: Partial<UserInput>) => {
    const { CreatedAt: _c, LastSignIn: _l, ...now } = await get(cookie, login);
    return call(server, 'PUT', `/api/admin/users/${encodeURIComponent(login)}`, { cookie, headers: C, body: { ...now, ...patch } });
  };
  const blank = (): UserInput => ({
    Login: '',
    Namn: 'Test Testsson',
    Roll: 'PER',
    Signatur: '',
    PersNr: '',
    Email: '',
    Mobile: '',
    FtgId: '1001',
    Companies: ['1001'],
    AnstNr: anstNr,
    Brukare: '',
    Avdelningar: [],
    LoginTyp: 'A',
    AccessOption: '',
    UserOptions: [],
    Disabled: false,
  });
  const fieldOf = (r: { statusCode: number; body: string }) => ({ status: r.statusCode, ...json<{ field?: string; message: string }>(r) });

  beforeAll(async () => {
    server = await createServerTester(dialect, { plugins: [adminServer as never], now: () => new Date(t), session: { cacheMs: 0 } });
    [lic, adm] = await Promise.all([signIn(server, 'lic@demo.se', '1001'), signIn(server, 'adm@demo.se', '1001')]);
    anstNr = (await db().selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').orderBy('AnstNr').executeTakeFirstOrThrow()).AnstNr;
  });
  afterAll(() => server.close());

  it('lists accounts a page at a time, searched by name, login, e-mail or employee number and filtered by role and company', async () => {
    const all = await list(lic, '?Page=1&PerPage=3');
    expect(all.statusCode, all.body).toBe(200);
    expect(json<UserRow[]>(all)).toHaveLength(3);
    const page = JSON.parse(String(all.headers['dv-pagination']));
    expect(page).toMatchObject({ Page: 1, PerPage: 3 });
    expect(page.Total).toBeGreaterThan(10);
    const found = json<UserRow[]>(await list(lic, '?Search=PERSSON'));
    expect(found.map((r) => r.Login)).toContain('per@demo.se');
    expect(found.find((r) => r.Login === 'per@demo.se')).toMatchObject({ Roll: 'PER', Companies: ['1001'], Disabled: false });
    const ftgs = json<UserRow[]>(await list(lic, '?Roll=FTG&Ftg=1002'));
    expect(ftgs.length).toBeGreaterThan(0);
    expect(ftgs.every((r) => r.Roll === 'FTG' && r.Companies.includes('1002'))).toBe(true);
    // a wildcard typed by the user is a character, not a pattern
    expect(json<UserRow[]>(await list(lic, '?Search=%25'))).toEqual([]);
  });

  it('finds a login with an underscore by its underscore, on SQLite as on PostgreSQL (an explicit LIKE escape)', async () => {
    expect((await create(lic, { Login: 'under_score@test.se', Namn: 'Ulla Understreck' })).statusCode).toBe(200);
    expect(json<UserRow[]>(await list(lic, '?Search=under_sc')).map((r) => r.Login)).toEqual(['under_score@test.se']);
    expect(json<UserRow[]>(await list(lic, '?Search=under_x'))).toEqual([]);
    expect(json<UserRow[]>(await list(lic, '?Search=under%25score'))).toEqual([]);
  });

  it('creates an employee account and mails a welcome link in Swedish that sets the first password', async () => {
    const before = server.security.mailOutbox!.messages().length;
    const res = await create(adm, { Login: 'ny.anstalld@demo.se', Namn: 'Nina Nyström', Email: 'nina@example.se', PersNr: '19811218-9876', SendLink: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<User>(res)).toMatchObject({
      Login: 'ny.anstalld@demo.se',
      PersNr: '198112189876',
      Email: 'nina@example.se',
      Companies: ['1001'],
      AnstNr: anstNr,
    });
    const mail = server.security.mailOutbox!.messages().slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'nina@example.se', subject: 'Välkommen till Lönna – välj ditt lösenord' });
    expect(mail[0]!.text).toContain('Ditt användarnamn är ny.anstalld@demo.se');
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail[0]!.text)![1]!;
    const reset = await call(server, 'POST', '/api/password/reset', { body: { Token: token, NewPassword: 'Välkommen-2026!' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await call(server, 'POST', '/api/authenticate', { body: { Login: 'ny.anstalld@demo.se', Password: 'Välkommen-2026!' } });
    expect(login.statusCode, login.body).toBe(200);
    const audit = await db().selectFrom('audit_events').selectAll().where('Entity', '=', 'account').where('EntityId', '=', 'ny.anstalld@demo.se').execute();
    expect(audit.map((a: { Event: string }) => a.Event)).toEqual(['created']);
    expect(audit[0].New).not.toContain('PasswordHash');
  });

  it('refuses bad input field by field, in Swedish, and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('accounts')
            .select((eb: any) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await count();
    const cases: [Partial<UserInput> & { SendLink?: boolean }, string, string][] = [
      [{ Login: 'Ogiltig Login' }, 'Login', 'Användarnamnet ska vara 2–50 tecken: små bokstäver a–z, siffror och . _ @ + -.'],
      [{ Login: 'per@demo.se' }, 'Login', 'Användarnamnet per@demo.se är upptaget.'],
      [{ Login: 'a1@demo.se', PersNr: '19811218-9875' }, 'PersNr', 'Personnumret är inte giltigt (ÅÅÅÅMMDD-NNNN, kontrollsiffran stämmer inte).'],
      [{ Login: 'a2@demo.se', Email: 'nina@' }, 'Email', 'E-postadressen är inte giltig.'],
      [{ Login: 'a3@demo.se', Mobile: 'ring mig' }, 'Mobile', 'Mobilnumret är inte giltigt (t.ex. 070-123 45 67 eller +46701234567).'],
      [{ Login: 'a4@demo.se', AnstNr: '' }, 'AnstNr', 'En anställd behöver ett anställningsnummer.'],
      [{ Login: 'a5@demo.se', AnstNr: '99999' }, 'AnstNr', 'Anställningsnummer 99999 finns inte i hemföretagets personalregister.'],
      [{ Login: 'a6@demo.se', Roll: 'BRU', AnstNr: '' }, 'Brukare', 'Rollen Brukare behöver en brukare.'],
      [{ Login: 'a7@demo.se', Roll: 'AVD', AnstNr: '' }, 'Avdelningar', 'En avdelningsadministratör behöver minst en avdelning.'],
      [{ Login: 'a8@demo.se', Roll: 'FTG', Companies: [], FtgId: '', AnstNr: '' }, 'Companies', 'Välj minst ett företag som kontot får använda.'],
      [{ Login: 'a9@demo.se', Companies: ['1001'], FtgId: '1002' }, 'FtgId', 'Hemföretaget måste vara ett av kontots företag.'],
      [{ Login: 'b1@demo.se', UserOptions: ['ROOT'] }, 'UserOptions', 'Användaralternativet ROOT finns inte.'],
      [{ Login: 'b2.user', SendLink: true }, 'Email', 'Ange en e-postadress för att kunna skicka en länk.'],
    ];
    for (const [body, field, message] of cases) {
      const res = fieldOf(await create(adm, body));
      expect(res, JSON.stringify(body)).toEqual({ status: 400, field, message, dvCode: expect.any(Number) });
    }
    expect(await count()).toBe(n);
  });

  it('nobody grants a role above his own, nor changes his own role or access', async () => {
    expect(fieldOf(await create(adm, { Login: 'c1@demo.se', Roll: 'LIC', AnstNr: '', Companies: [] }))).toMatchObject({ status: 400, field: 'Roll' });
    expect(fieldOf(await put(adm, 'lic@demo.se', { Namn: 'Någon annan' }))).toMatchObject({ status: 400, field: 'Roll' });
    expect(fieldOf(await put(adm, 'adm@demo.se', { Roll: 'FTG', Companies: ['1001'] }))).toMatchObject({
      status: 400,
      field: 'Roll',
      message: 'Du kan inte ändra din egen roll.',
    });
    expect(fieldOf(await put(lic, 'lic@demo.se', { Disabled: true }))).toMatchObject({ status: 400, field: 'Disabled' });
    expect(fieldOf(await put(lic, 'per@demo.se', { Login: 'nytt@demo.se' }))).toMatchObject({ status: 400, field: 'Login' });
    // the licence user may make a system administrator
    expect((await create(lic, { Login: 'c2@demo.se', Roll: 'ADM', AnstNr: '', Companies: [] })).statusCode).toBe(200);
  });

  it('only LIC and ADM reach the accounts', async () => {
    const ftg = await signIn(server, 'ftg@demo.se', '1001');
    const per = await signIn(server, 'per@demo.se', '1001');
    for (const cookie of [ftg, per]) {
      expect((await list(cookie)).statusCode).toBe(403);
      expect((await create(cookie, { Login: 'd1@demo.se' })).statusCode).toBe(403);
    }
  });

  it('a change that takes something away ends the sessions of the account with the spec reason; a name change does not', async () => {
    const ended = vi.spyOn(server.host.sessions, 'endSessionsOfAccount');
    expect((await create(lic, { Login: 'e1@demo.se', Namn: 'Eva Ek', Companies: ['1001', '1002'] })).statusCode).toBe(200);
    await db()
      .updateTable('accounts')
      .set({
        PasswordHash: (await db().selectFrom('accounts').select('PasswordHash').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).PasswordHash,
      })
      .where('Login', '=', 'e1@demo.se')
      .execute();
    const steps: [Partial<UserInput>, string | null][] = [
      [{ Namn: 'Eva Ekström' }, null],
      [{ AnstNr: '', Roll: 'LSS' }, 'roleChanged'],
      [{ Companies: ['1001'] }, 'companyRemoved'],
      [{ PersNr: '198112189876' }, 'criticalDataChanged'],
      [{ Disabled: true }, 'accessRemoved'],
    ];
    for (const [patch, reason] of steps) {
      const session = await signIn(server, 'e1@demo.se', '1001').catch(() => null);
      ended.mockClear();
      const res = await put(lic, 'e1@demo.se', patch);
      expect(res.statusCode, `${JSON.stringify(patch)} ${res.body}`).toBe(200);
      expect(
        ended.mock.calls.map((c) => c[1]),
        JSON.stringify(patch),
      ).toEqual(reason ? [reason] : []);
      if (session) expect((await call(server, 'GET', '/api/me', { cookie: session })).statusCode, JSON.stringify(patch)).toBe(reason ? 401 : 200);
    }
    // a deactivated account cannot sign in, and gets no link
    expect((await call(server, 'POST', '/api/authenticate', { body: { Login: 'e1@demo.se', Password: 'demo1234' } })).statusCode).not.toBe(200);
    expect(fieldOf(await call(server, 'POST', '/api/admin/users/e1%40demo.se/passwordLink', { cookie: lic, headers: C }))).toMatchObject({
      status: 400,
      field: 'Login',
    });
    ended.mockRestore();
  });

  it('a company keeps its last active company administrator', async () => {
    // a company of our own with one administrator
    await db()
      .insertInto('companies')
      .values({ ...(await db().selectFrom('companies').selectAll().where('FtgId', '=', '1001').executeTakeFirstOrThrow()), FtgId: '7001', Namn: 'Ensamma AB' })
      .execute();
    server.host.directory.invalidate();
    expect((await create(lic, { Login: 'f1@demo.se', Roll: 'FTG', AnstNr: '', Companies: ['7001'], FtgId: '7001' })).statusCode).toBe(200);
    for (const patch of [{ Roll: 'LSS' as const }, { Disabled: true }, { Companies: ['1001'], FtgId: '1001' }]) {
      const res = fieldOf(await put(lic, 'f1@demo.se', patch));
      expect(res, JSON.stringify(patch)).toMatchObject({
        status: 400,
        message: 'Ensamma AB måste ha minst en aktiv företagsadministratör. Ge först någon annan rollen.',
      });
    }
    expect((await create(lic, { Login: 'f2@demo.se', Roll: 'FTG', AnstNr: '', Companies: ['7001'], FtgId: '7001' })).statusCode).toBe(200);
    expect((await put(lic, 'f1@demo.se', { Disabled: true })).statusCode).toBe(200);
  });

  it('sends a new-password link to the account e-mail', async () => {
    const before = server.security.mailOutbox!.messages().length;
    const res = await call(server, 'POST', '/api/admin/users/per%40demo.se/passwordLink', { cookie: adm, headers: C });
    expect(res.statusCode, res.body).toBe(200);
    const to = json<{ SentTo: string }>(res).SentTo;
    const mail = server.security.mailOutbox!.messages().slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to, subject: 'Återställ ditt lösenord i Lönna' });
  });

  it('only a licence user grants or removes Support, and only to LIC and ADM; becoming support ends the sessions', async () => {
    const offered = async (cookie: string) =>
      json<{ UserOptions: string[] }>(await call(server, 'GET', '/api/admin/userChoices', { cookie, headers: C })).UserOptions;
    expect(await offered(lic)).toContain('SUPPORT');
    expect(await offered(adm)).not.toContain('SUPPORT');
    const byAdm = await create(adm, { Login: 'sup1@test.se', Roll: 'ADM', AnstNr: '', Companies: [], FtgId: '', UserOptions: ['SUPPORT'] });
    expect(fieldOf(byAdm)).toMatchObject({ status: 400, field: 'UserOptions', message: expect.stringContaining('LIC') });
    const onPer = await create(lic, { Login: 'sup2@test.se', UserOptions: ['SUPPORT'] });
    expect(fieldOf(onPer)).toMatchObject({ status: 400, field: 'UserOptions' });
    const made = await create(lic, { Login: 'sup3@test.se', Roll: 'ADM', AnstNr: '', Companies: [], FtgId: '', UserOptions: ['SUPPORT'] });
    expect(made.statusCode, made.body).toBe(200);
    // an ADM may edit the account but not take Support away
    expect(fieldOf(await put(adm, 'sup3@test.se', { UserOptions: [] }))).toMatchObject({ status: 400, field: 'UserOptions' });
    expect((await put(adm, 'sup3@test.se', { Namn: 'Sam Support' })).statusCode).toBe(200);
    const end = vi.spyOn(server.host.sessions, 'endSessionsOfAccount');
    expect((await put(lic, 'sup3@test.se', { UserOptions: [] })).statusCode).toBe(200);
    expect(end).toHaveBeenCalledWith('sup3@test.se', 'roleChanged');
    end.mockRestore();
  });
});
