import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, TODAY } from './support';

/** spec §6: the HRTIL licence option; LIC, ADM, FTG, AVD, PER (PER and AVD need an employee number or HRTIL); the switches */
describe.each(DIALECTS)('absence access on %s', (dialect) => {
  let s: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    s = await startServer(dialect);
  });
  afterAll(() => s.server.close());

  const list = (cookie: string, headers = {}) => s.call('GET', '/api/absenceReports?Recovered=false', { cookie, headers });
  const cal = (cookie: string) => s.call('GET', `/api/absencecalendar?From=${TODAY}&To=${TODAY}`, { cookie });

  it('the HR roles reach both routes; the care roles (BRU, LSS) do not; nobody signed in gets 401', async () => {
    for (const login of ['lic@demo.se', 'adm@demo.se', 'ftg@demo.se', 'avd@demo.se', 'per@demo.se']) {
      const cookie = await s.signIn(login);
      expect((await list(cookie)).statusCode, login).toBe(200);
      expect((await cal(cookie)).statusCode, login).toBe(200);
    }
    for (const login of ['bru@demo.se', 'lss@demo.se']) {
      const cookie = await s.signIn(login);
      expect((await list(cookie)).statusCode, login).toBe(403);
      expect((await cal(cookie)).statusCode, login).toBe(403);
      expect((await s.call('POST', '/api/absenceReports', { cookie, body: { Typ: 'SJK', Datum: TODAY, Omfattning: 100 } })).statusCode).toBe(403);
    }
    expect((await list('')).statusCode).toBe(401);
  });

  it('another company the caller may not select is refused', async () => {
    const per = await s.signIn('per@demo.se');
    expect((await list(per, { 'dv-selected-company': '1002' })).statusCode).toBe(403);
  });

  it('each switch closes its own route only', async () => {
    const ftg = await s.signIn('ftg@demo.se');
    await s.setSwitch('EnableAbsenceReports', false);
    expect((await list(ftg)).statusCode).toBe(403);
    expect((await s.call('POST', '/api/absenceReports', { cookie: ftg, body: { Typ: 'SJK', Datum: TODAY, Omfattning: 100 } })).statusCode).toBe(403);
    expect((await cal(ftg)).statusCode).toBe(200);
    await s.setSwitch('EnableAbsenceReports', true);
    await s.setSwitch('EnableFranvarokalender', false);
    expect((await cal(ftg)).statusCode).toBe(403);
    expect((await s.call('GET', '/api/absencecalendar/today', { cookie: ftg })).statusCode).toBe(403);
    expect((await list(ftg)).statusCode).toBe(200);
    await s.setSwitch('EnableFranvarokalender', true);
  });

  it('without the HRTIL licence option nobody reaches them', async () => {
    const ftg = await s.signIn('ftg@demo.se');
    await s.db.deleteFrom('company_licence_options').where('FtgId', '=', '1001').where('Option', '=', 'HRTIL').execute();
    s.server.host.directory.invalidate();
    expect((await list(ftg)).statusCode).toBe(403);
    expect((await cal(ftg)).statusCode).toBe(403);
    await s.db.insertInto('company_licence_options').values({ FtgId: '1001', Option: 'HRTIL' }).execute();
    s.server.host.directory.invalidate();
    expect((await list(ftg)).statusCode).toBe(200);
  });

  it('an AVD account without an employee number needs the HRTIL user option', async () => {
    const avd = await s.signIn('avd@demo.se');
    expect((await list(avd)).statusCode).toBe(200);
    await s.db.deleteFrom('account_options').where('Login', '=', 'avd@demo.se').where('Option', '=', 'HRTIL').execute();
    const row = await s.db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'avd@demo.se').executeTakeFirstOrThrow();
    s.server.host.directory.invalidate();
    const again = await s.signIn('avd@demo.se');
    expect((await list(again)).statusCode).toBe(row.AnstNr ? 200 : 403);
  });
});
