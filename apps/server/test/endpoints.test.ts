import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, shell, type EndpointDescriptor } from '@lonna/core/contracts';
import { call, DIALECTS, signIn, snapshot, startTestServer, type TestServer } from './support/test-server';

/**
 * Every shell endpoint, table-driven: the happy path (reply checked against its
 * runtypes model), 401 without a session, 403 for a company outside the access
 * list, and 400 for bad input with nothing written.
 */
interface Case {
  d: EndpointDescriptor;
  url: string;
  body?: unknown;
  /** a request with bad input, and the field the 400 must name */
  bad: { url?: string; body?: unknown; headers?: Record<string, string>; field: string };
}

const badYear = { headers: { [HEADERS.year]: '1800' }, field: HEADERS.year };
const settings = { DateFilterPeriodType: 'W', InitialDateFilter: 'PREVIOUS', PaginationPerPage: 50, InactivityTimer: 30, Theme: 'dark' };

const CASES: Case[] = [
  { d: shell.me, url: '/api/me', bad: badYear },
  { d: shell.clearSession, url: '/api/me/clearSession', bad: badYear },
  {
    d: shell.updateSessionUserAccount,
    url: '/api/me/updateSessionUserAccount',
    body: { FtgId: '1001' },
    bad: { body: { FtgId: 'not valid!' }, field: 'FtgId' },
  },
  { d: shell.companyList, url: '/api/companyList', bad: badYear },
  { d: shell.companyInfo, url: '/api/companyInfo/1001', bad: { url: '/api/companyInfo/%20bad%20', field: 'FtgId' } },
  { d: shell.salaryYears, url: '/api/salaryyears', bad: badYear },
  { d: shell.getUserAppSettings, url: '/api/userAppSettings', bad: badYear },
  {
    d: shell.putUserAppSettings,
    url: '/api/userAppSettings',
    body: settings,
    bad: { body: { ...settings, PaginationPerPage: 13 }, field: 'PaginationPerPage' },
  },
  { d: shell.portalInfo, url: '/api/portalInfo', bad: badYear },
  { d: shell.tidkoder, url: '/api/tidkoder', bad: badYear },
  { d: shell.lonkoder, url: '/api/LonKoder', bad: badYear },
  { d: shell.varugrupper, url: '/api/varugrupper', bad: badYear },
  { d: shell.kontoreg, url: '/api/kontoreg', bad: badYear },
  { d: shell.brukarlista, url: '/api/brukarlista', bad: badYear },
  { d: shell.brukaransvlista, url: '/api/brukaransvlista', bad: badYear },
  { d: shell.kompetenser, url: '/api/kompetenser', bad: badYear },
  { d: shell.avdelning, url: '/api/avdelning', bad: badYear },
  { d: shell.arbschemalist, url: '/api/arbschemalist', bad: badYear },
  { d: shell.bemuppgift, url: '/api/bemanna/bemuppgift?Deleted=false', bad: { url: '/api/bemanna/bemuppgift?Deleted=maybe', field: 'Deleted' } },
  { d: shell.perlista, url: '/api/perlista?Locked=false', bad: { url: '/api/perlista?Page=first', field: 'Page' } },
  { d: shell.obregler, url: '/api/obregler', bad: badYear },
  { d: shell.egenskaper, url: '/api/egenskaper', bad: badYear },
  { d: shell.resenheter, url: '/api/resenheter', bad: badYear },
  { d: shell.holidays, url: '/api/holidays/2026', bad: { url: '/api/holidays/20x6', field: 'year' } },
  { d: shell.perschema, url: '/api/perschema/3', bad: { url: '/api/perschema/3a', field: 'AnstNr' } },
  { d: shell.perreg, url: '/api/perreg/3', bad: { url: '/api/perreg/-1', field: 'AnstNr' } },
];

const PUBLIC = [shell.authenticate, shell.logout, shell.frontendLogger];

describe.each(DIALECTS)('shell endpoints on %s', (dialect) => {
  let server: TestServer;
  let ftg: string; // ftg@demo.se: companies 1001-1003, 1001 chosen
  let ftg1: string; // ftg1@demo.se: only 1002
  beforeAll(async () => {
    server = await startTestServer(dialect);
    ftg = await signIn(server, 'ftg@demo.se', '1001');
    ftg1 = await signIn(server, 'ftg1@demo.se');
  });
  afterAll(() => server.close());

  it('covers every endpoint of the shell contract', () => {
    const covered = new Set([...CASES.map((c) => c.d.id), ...PUBLIC.map((d) => d.id)]);
    expect([...covered].sort()).toEqual(
      Object.values(shell)
        .map((d) => d.id)
        .sort(),
    );
  });

  describe.each(CASES.map((c) => [c.d.id, c] as const))('%s', (_, c) => {
    it('answers the happy path with a reply its model accepts', async () => {
      const res = await call(server, c.d.method, c.url, { cookie: ftg, body: c.body, headers: { [HEADERS.company]: '1001' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(c.d.reply.validate(res.json()).success).toBe(true);
      expect(res.headers[HEADERS.buildId]).toBe('test-build');
    });

    it('answers 401 without a session', async () => {
      const res = await call(server, c.d.method, c.url, { body: c.body });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ dvCode: 40101 });
    });

    it('answers 403 for a company outside the access list', async () => {
      if (c.d.id === 'shell.me') {
        // /me falls back to the session's company (the wire agreement), it never shows the foreign one
        const res = await call(server, 'GET', c.url, { cookie: ftg1, headers: { [HEADERS.company]: '1001' } });
        expect(res.statusCode).toBe(200);
        expect(res.json().FtgInfo.FtgId).toBe('1002');
        return;
      }
      const url = c.d.id === 'shell.companyInfo' ? '/api/companyInfo/1001' : c.url;
      const res = await call(server, c.d.method, url, { cookie: ftg1, body: c.body, headers: { [HEADERS.company]: '1001' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ dvCode: 40301 });
    });

    it('answers 400 naming the field for bad input, and writes nothing', async () => {
      const before = await snapshot(server);
      const res = await call(server, c.d.method, c.bad.url ?? c.url, {
        cookie: ftg,
        body: c.bad.body ?? c.body,
        headers: { [HEADERS.company]: '1001', ...c.bad.headers },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ dvCode: 40000, field: c.bad.field });
      // the message names the field (or, for the year header, the year that was refused)
      expect(res.json().message).toContain(c.bad.headers ? '1800' : c.bad.field);
      expect(await snapshot(server)).toBe(before);
    });
  });

  describe('public endpoints', () => {
    it('authenticate: happy path, wrong password, unknown login, bad input writes nothing', async () => {
      const ok = await call(server, 'POST', '/api/authenticate', { body: { Login: 'per@demo.se', Password: 'demo1234' } });
      expect(ok.statusCode).toBe(200);
      expect(shell.authenticate.reply.validate(ok.json()).success).toBe(true);

      const wrong = await call(server, 'POST', '/api/authenticate', { body: { Login: 'lss@demo.se', Password: 'fel-lösen' } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ dvCode: 40100, field: 'Password' });

      const unknown = await call(server, 'POST', '/api/authenticate', { body: { Login: 'ingen@demo.se', Password: 'demo1234' } });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toMatchObject({ dvCode: 40400, field: 'Login' });

      const before = await snapshot(server);
      const bad = await call(server, 'POST', '/api/authenticate', { body: { Login: 'lss@demo.se', Password: '123' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ dvCode: 40000, field: 'Password' });
      const missing = await call(server, 'POST', '/api/authenticate', { body: { Password: 'demo1234' } });
      expect(missing.json()).toMatchObject({ dvCode: 40000, field: 'Login' });
      const broken = await server.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: { 'dv-api': '1', 'content-type': 'application/json' },
        payload: '{"Login":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ dvCode: 40000 });
      expect(await snapshot(server)).toBe(before);
    });

    it('frontendlogger: stores the entry, and a too long message writes nothing', async () => {
      const before = await snapshot(server);
      const ok = await call(server, 'POST', '/api/frontendlogger', {
        body: { message: 'TypeError: x is undefined', url: '/dashboard', context: { route: 'Dashboard' } },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ ok: true });
      const mid = await snapshot(server);
      expect(mid).not.toBe(before);
      const bad = await call(server, 'POST', '/api/frontendlogger', { body: { message: 'x'.repeat(4001) } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ dvCode: 40000, field: 'message' });
      expect(await snapshot(server)).toBe(mid);
    });

    it('logout: answers without a session too, and clears the cookie', async () => {
      const res = await call(server, 'GET', '/api/logout');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    });
  });
});

describe.each(DIALECTS)('the user’s language is a saved setting on %s (issue 13, bug 8)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('is absent until chosen, saved with the settings, kept across sign-ins, and only one of the four', async () => {
    const first = await signIn(server, 'per@demo.se');
    const before = (await call(server, 'GET', '/api/userAppSettings', { cookie: first })).json();
    expect(before.Language).toBeUndefined();
    const put = await call(server, 'PUT', '/api/userAppSettings', { cookie: first, body: { ...before, Language: 'pl' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().Language).toBe('pl');
    const again = await signIn(server, 'per@demo.se');
    expect((await call(server, 'GET', '/api/me', { cookie: again })).json().UserAppSettings.Language).toBe('pl');
    const bad = await call(server, 'PUT', '/api/userAppSettings', { cookie: again, body: { ...before, Language: 'de' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('Language');
  });
});
