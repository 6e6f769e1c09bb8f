import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTI_ACCOUNT_PERSNR } from '../../src/plugins/security';
import { call, DIALECTS, signIn, type TestServer } from '../support/test-server';
import { auditEvents, collect, selectUser, startOrder, startSecurityServer } from './support';

const login = (server: TestServer, Login: string) => call(server, 'POST', '/api/authenticate', { body: { Login, Password: 'demo1234' } });

describe.each(DIALECTS)('login types and EnforceBankIDAuth on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    ({ server } = await startSecurityServer(dialect));
  });
  afterAll(() => server.close());
  const setType = (Login: string, LoginTyp: string) => server.host.db.updateTable('accounts').set({ LoginTyp }).where('Login', '=', Login).execute();

  it('B: the password is refused with a 403xx (BankID only), and it is in the audit log', async () => {
    await setType('bru@demo.se', 'B');
    try {
      const res = await login(server, 'bru@demo.se');
      expect([res.statusCode, res.json().dvCode]).toEqual([403, 40300]);
      expect(res.json().message).toContain('BankID');
      expect(await auditEvents(server, 'bru@demo.se')).toContain('login.refused');
    } finally {
      await setType('bru@demo.se', 'A');
    }
  });

  it('F follows the login type of the account’s company', async () => {
    await setType('avd@demo.se', 'F');
    const sw = () => server.host.db.selectFrom('portal_switches').select('Value').where('FtgId', '=', '1001').where('Name', '=', 'LoginTyp');
    expect(JSON.parse((await sw().executeTakeFirstOrThrow()).Value)).toBe('A');
    expect((await login(server, 'avd@demo.se')).json().UserAccount.Login).toBe('avd@demo.se');
    await server.host.db.updateTable('portal_switches').set({ Value: '"S"' }).where('FtgId', '=', '1001').where('Name', '=', 'LoginTyp').execute();
    try {
      expect((await login(server, 'avd@demo.se')).json()).toEqual({ requireSMSVerification: true });
    } finally {
      await server.host.db.updateTable('portal_switches').set({ Value: '"A"' }).where('FtgId', '=', '1001').where('Name', '=', 'LoginTyp').execute();
      await setType('avd@demo.se', 'A');
    }
  });

  it('EnforceBankIDAuth: no password session enters the company; a BankID session does', async () => {
    await server.host.db.updateTable('companies').set({ EnforceBankIDAuth: 1 }).where('FtgId', '=', '1002').execute();
    server.host.directory.invalidate();
    try {
      // ftg1 has only 1002: its password sign-in is refused with the reason
      const single = await login(server, 'ftg1@demo.se');
      expect([single.statusCode, single.json().dvCode]).toEqual([403, 40300]);
      // ftg has three companies: it signs in, but cannot choose 1002
      const cookie = await signIn(server, 'ftg@demo.se');
      const choose = await call(server, 'PATCH', '/api/me/updateSessionUserAccount', { cookie, body: { FtgId: '1002' } });
      expect([choose.statusCode, choose.json().dvCode]).toEqual([403, 40300]);
      expect((await call(server, 'GET', '/api/me', { cookie })).statusCode).toBe(200);
      // with BankID the same person enters 1002
      const { orderRef, browser } = await startOrder(server);
      server.security.simulator!.approve(orderRef, MULTI_ACCOUNT_PERSNR);
      const list = (await collect(server, orderRef, browser)).json().UsersList as { Login: string; BankIDToken: string }[];
      const ftg2 = list.find((u) => u.Login === 'ftg2@demo.se')!;
      const res = await selectUser(server, browser, ftg2.BankIDToken, 'ftg2@demo.se');
      expect(res.json()).toMatchObject({ FtgInfo: { FtgId: '1002' }, EnforceBankIDAuth: true, Auth: { Method: 'BANKID' } });
    } finally {
      await server.host.db.updateTable('companies').set({ EnforceBankIDAuth: 0 }).where('FtgId', '=', '1002').execute();
      server.host.directory.invalidate();
    }
  });
});

describe.each(DIALECTS)('the company header cannot skip the gates on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    ({ server } = await startSecurityServer(dialect));
  });
  afterAll(() => server.close());

  it('naming an SMS company in dv-selected-company without the SMS step is refused', async () => {
    const cookie = await signIn(server, 'lic@demo.se', '1001');
    const res = await call(server, 'GET', '/api/tidkoder', { cookie, headers: { 'dv-selected-company': '1004' } });
    expect([res.statusCode, res.json().dvCode]).toEqual([403, 40320]);
    expect((await call(server, 'GET', '/api/tidkoder', { cookie, headers: { 'dv-selected-company': '1002' } })).statusCode).toBe(200);
  });

  it('naming an EnforceBankIDAuth company from a password session is refused', async () => {
    await server.host.db.updateTable('companies').set({ EnforceBankIDAuth: 1 }).where('FtgId', '=', '1003').execute();
    server.host.directory.invalidate();
    try {
      const cookie = await signIn(server, 'ftg@demo.se', '1001');
      const res = await call(server, 'GET', '/api/tidkoder', { cookie, headers: { 'dv-selected-company': '1003' } });
      expect([res.statusCode, res.json().dvCode]).toEqual([403, 40300]);
    } finally {
      await server.host.db.updateTable('companies').set({ EnforceBankIDAuth: 0 }).where('FtgId', '=', '1003').execute();
      server.host.directory.invalidate();
    }
  });
});
