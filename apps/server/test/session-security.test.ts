import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { Directory } from '../src/host/auth/directory';
import { hashToken } from '../src/host/auth/tokens';
import { call, DIALECTS, sessionCookie, signIn, startTestServer, type TestServer } from './support/test-server';

const login = (server: TestServer, Login: string, Password = 'demo1234', ip?: string, lang?: string) =>
  call(server, 'POST', '/api/authenticate', { body: { Login, Password }, ip, headers: lang ? { 'accept-language': lang } : {} });

describe.each(DIALECTS)('sessions, sign-in and access on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // no session cache, so changed rows are seen at once
    server = await startTestServer(dialect, { session: { cacheMs: 0 } });
  });
  afterAll(() => server.close());

  describe('sign-in', () => {
    it('sets an HttpOnly SameSite=Strict cookie holding a 256-bit token, and stores only its hash', async () => {
      const res = await login(server, 'lss@demo.se');
      const c = res.cookies.find((x) => x.name === 'lonna_session')!;
      expect(c.httpOnly).toBe(true);
      expect(c.sameSite).toBe('Strict');
      expect(c.path).toBe('/');
      expect(c.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await server.host.db.selectFrom('sessions').select('token_hash').where('login', '=', 'lss@demo.se').execute();
      expect(rows.map((r) => r.token_hash)).toContain(hashToken(c.value));
      expect(rows.map((r) => r.token_hash)).not.toContain(c.value);
    });

    it('gives a new token at every sign-in, and replaces the session the request carried', async () => {
      const first = sessionCookie(await login(server, 'bru@demo.se'));
      const again = await call(server, 'POST', '/api/authenticate', { cookie: first, body: { Login: 'bru@demo.se', Password: 'demo1234' } });
      const second = sessionCookie(again);
      expect(second).not.toBe(first);
      expect((await call(server, 'GET', '/api/me', { cookie: first })).statusCode).toBe(401);
      expect((await call(server, 'GET', '/api/me', { cookie: second })).statusCode).toBe(200);
    });

    it('auto-selects the company for PER, AVD, LSS, BRU and single-company FTG only', async () => {
      for (const [who, company] of [
        ['per@demo.se', '1001'],
        ['avd@demo.se', '1001'],
        ['lss@demo.se', '1001'],
        ['bru@demo.se', '1001'],
        ['ftg1@demo.se', '1002'],
      ] as const) {
        const body = (await login(server, who)).json();
        expect(body.FtgInfo?.FtgId, who).toBe(company);
        expect(body.SalaryYears.length).toBeGreaterThan(0);
        expect(body.SessionSalaryYear).toBe(new Date().getFullYear());
      }
      for (const who of ['ftg@demo.se', 'adm@demo.se', 'lic@demo.se']) {
        const body = (await login(server, who)).json();
        expect(body.FtgInfo, who).toBeNull();
        expect(body.SalaryYears).toEqual([]);
        expect(body.SessionSalaryYear).toBe(0);
      }
    });

    it('PER carries employee number and personnummer', async () => {
      const { UserAccount } = (await login(server, 'per@demo.se')).json();
      expect(UserAccount.AnstNr).toMatch(/^\d+$/);
      expect(UserAccount.PersNr).toMatch(/^\d{12}$/);
    });

    it('answers requireSMSVerification for a login-type S account, without a session', async () => {
      const res = await login(server, 'sms@demo.se');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ requireSMSVerification: true });
      expect(res.cookies.find((c) => c.name === 'lonna_session')).toBeUndefined();
    });

    it('answers in the language of Accept-Language', async () => {
      const en = await login(server, 'nobody@demo.se', 'demo1234', '10.9.9.1', 'en-GB,en;q=0.9');
      expect(en.json().message).toBe('There is no account with that username.');
      const pl = await login(server, 'nobody@demo.se', 'demo1234', '10.9.9.1', 'pl');
      expect(pl.json().message).toBe('Nie ma konta o tej nazwie użytkownika.');
      const sv = await login(server, 'nobody@demo.se', 'demo1234', '10.9.9.1');
      expect(sv.json().message).toBe('Det finns inget konto med det användarnamnet.');
    });

    it('audit-logs sign-in events with the address', async () => {
      await login(server, 'lic@demo.se', 'demo1234', '10.1.2.3');
      await login(server, 'lic@demo.se', 'wrong-password', '10.1.2.3');
      const rows = await server.host.db
        .selectFrom('audit_log')
        .select(['event', 'ip'])
        .where('login', '=', 'lic@demo.se')
        .where('ip', '=', '10.1.2.3')
        .execute();
      expect(rows.map((r) => r.event).sort()).toEqual(['login.failed', 'login.ok']);
    });
  });

  describe('throttling', () => {
    it('locks an account for 15 minutes after 5 failures, with the time in the message', async () => {
      for (let i = 0; i < 5; i++) expect((await login(server, 'adm@demo.se', 'wrong-password', `10.0.0.${i + 1}`)).json().dvCode).toBe(40100);
      const locked = await login(server, 'adm@demo.se', 'demo1234', '10.0.0.99');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().dvCode).toBe(42900);
      expect(locked.json().message).toMatch(/^För många misslyckade inloggningsförsök\. Försök igen efter kl\. \d\d:\d\d\.$/);
      const en = await login(server, 'adm@demo.se', 'demo1234', '10.0.0.99', 'en');
      expect(en.json().message).toMatch(/Try again after \d\d:\d\d\./);
      const events = await server.host.db
        .selectFrom('audit_log')
        .select('event')
        .where('login', '=', 'adm@demo.se')
        .where('event', '=', 'login.locked')
        .execute();
      expect(events.length).toBeGreaterThan(0);
    });

    it('locks an address after 20 failures, whatever the login', async () => {
      for (let i = 0; i < 20; i++) await login(server, `guess${i}@demo.se`, 'wrong-password', '192.0.2.7');
      const res = await login(server, 'ftg1@demo.se', 'demo1234', '192.0.2.7');
      expect(res.statusCode).toBe(429);
      expect((await login(server, 'ftg1@demo.se', 'demo1234', '192.0.2.8')).statusCode).toBe(200);
    });

    it('a success resets the account count', async () => {
      for (let i = 0; i < 4; i++) await login(server, 'avd@demo.se', 'wrong-password', '10.5.0.1');
      expect((await login(server, 'avd@demo.se', 'demo1234', '10.5.0.1')).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) await login(server, 'avd@demo.se', 'wrong-password', '10.5.0.1');
      expect((await login(server, 'avd@demo.se', 'demo1234', '10.5.0.1')).statusCode).toBe(200);
    });
  });

  describe('session lifetime', () => {
    it('logout deletes the session row and the cookie stops working', async () => {
      const cookie = await signIn(server, 'lss@demo.se');
      const hash = hashToken(cookie.split('=')[1]!);
      const res = await call(server, 'GET', '/api/logout', { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'lonna_session')?.value).toBe('');
      expect(await server.host.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', hash).executeTakeFirst()).toBeUndefined();
      expect((await call(server, 'GET', '/api/me', { cookie })).json().dvCode).toBe(40101);
    });

    it('an idle session ends with 40102, an expired one with 40101', async () => {
      const idle = await signIn(server, 'lss@demo.se');
      await server.host.db
        .updateTable('sessions')
        .set({ last_seen: Date.now() - 2 * 3600_000 })
        .where('token_hash', '=', hashToken(idle.split('=')[1]!))
        .execute();
      const r1 = await call(server, 'GET', '/api/me', { cookie: idle });
      expect(r1.statusCode).toBe(401);
      expect(r1.json().dvCode).toBe(40102);

      const old = await signIn(server, 'lss@demo.se');
      await server.host.db
        .updateTable('sessions')
        .set({ expires_at: Date.now() - 1 })
        .where('token_hash', '=', hashToken(old.split('=')[1]!))
        .execute();
      expect((await call(server, 'GET', '/api/me', { cookie: old })).json().dvCode).toBe(40101);
    });

    it("the idle limit follows the user's inactivity timer (0 = the server default)", async () => {
      const cookie = await signIn(server, 'bru@demo.se');
      const hash = hashToken(cookie.split('=')[1]!);
      const idleMs = async () =>
        Number((await server.host.db.selectFrom('sessions').select('idle_ms').where('token_hash', '=', hash).executeTakeFirstOrThrow()).idle_ms);
      expect(await idleMs()).toBe(60 * 60_000);
      await call(server, 'PUT', '/api/userAppSettings', {
        cookie,
        body: { DateFilterPeriodType: 'M', InitialDateFilter: 'CURRENT', PaginationPerPage: 25, InactivityTimer: 0, Theme: 'white' },
      });
      expect(await idleMs()).toBe(8 * 3600_000);
      const saved = (await call(server, 'GET', '/api/userAppSettings', { cookie })).json();
      expect(saved).toMatchObject({ InactivityTimer: 0, Theme: 'white' });
    });

    it('clearSession forgets the chosen company but keeps the sign-in', async () => {
      const cookie = await signIn(server, 'ftg@demo.se', '1002');
      expect((await call(server, 'GET', '/api/me', { cookie })).json().FtgInfo.FtgId).toBe('1002');
      await call(server, 'GET', '/api/me/clearSession', { cookie });
      const me = (await call(server, 'GET', '/api/me', { cookie })).json();
      expect(me.FtgInfo).toBeNull();
      expect(me.UserAccount.Login).toBe('ftg@demo.se');
    });
  });

  describe('company selection', () => {
    it('stores the chosen company in the session; /me follows the header when allowed', async () => {
      const cookie = await signIn(server, 'ftg@demo.se', '1003');
      const me = (await call(server, 'GET', '/api/me', { cookie })).json();
      expect(me.FtgInfo.FtgId).toBe('1003');
      expect(me.HasPlus).toBe(false);
      const viaHeader = (await call(server, 'GET', '/api/me', { cookie, headers: { [HEADERS.company]: '1001', [HEADERS.year]: '2024' } })).json();
      expect(viaHeader.FtgInfo.FtgId).toBe('1001');
      expect(viaHeader.HasPlus).toBe(true);
      expect(viaHeader.HasLicensOption).toEqual(['HRTIL']);
      expect(viaHeader.SessionSalaryYear).toBe(2024);
    });

    it('refuses a company that requires SMS verification with 40320', async () => {
      const cookie = await signIn(server, 'lic@demo.se');
      const res = await call(server, 'PATCH', '/api/me/updateSessionUserAccount', { cookie, body: { FtgId: '1004' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().dvCode).toBe(40320);
    });

    it('LIC sees every company, archived ones flagged', async () => {
      const cookie = await signIn(server, 'lic@demo.se');
      const list = (await call(server, 'GET', '/api/companyList', { cookie })).json() as { FtgId: string; Archived: boolean }[];
      expect(list.length).toBeGreaterThanOrEqual(12);
      expect(list.filter((c) => c.Archived).map((c) => c.FtgId)).toEqual(['1005']);
    });

    it('a company-scoped call without a chosen company is 403 40301', async () => {
      const cookie = await signIn(server, 'lic@demo.se');
      const res = await call(server, 'GET', '/api/tidkoder', { cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().dvCode).toBe(40301);
    });

    it('Plus-only lists answer 403 40300 in a company without Plus, naming the reason', async () => {
      const cookie = await signIn(server, 'ftg@demo.se', '1003');
      const res = await call(server, 'GET', '/api/obregler', { cookie, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ dvCode: 40300, message: 'You are not allowed to do this (needs the Plus licence).' });
    });
  });

  describe('employee isolation', () => {
    it('PER sees only their own employee', async () => {
      const signin = (await login(server, 'per@demo.se')).json();
      const cookie = sessionCookie(await login(server, 'per@demo.se'));
      const own = signin.UserAccount.AnstNr as string;
      const list = (await call(server, 'GET', '/api/perlista?Locked=false', { cookie })).json() as { AnstNr: string }[];
      expect(list.map((e) => e.AnstNr)).toEqual([own]);
      expect((await call(server, 'GET', `/api/perreg/${own}`, { cookie })).statusCode).toBe(200);
      expect((await call(server, 'GET', `/api/perschema/${own}`, { cookie })).statusCode).toBe(200);
      const other = own === '1' ? '2' : '1';
      for (const path of ['perreg', 'perschema']) {
        const res = await call(server, 'GET', `/api/${path}/${other}`, { cookie });
        expect(res.statusCode).toBe(403);
        expect(res.json().dvCode).toBe(40300);
      }
      const asked = (await call(server, 'GET', `/api/perlista?AnstNr=${other}`, { cookie })).json();
      expect(asked).toEqual([]);
    });

    it('AVD sees only the employees of their departments', async () => {
      const cookie = await signIn(server, 'avd@demo.se');
      const list = (await call(server, 'GET', '/api/perlista', { cookie })).json() as { AnstNr: string; Avdelning: string }[];
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((e) => e.Avdelning))).toEqual(new Set(['10']));
      const outside = await server.host.db
        .selectFrom('employees')
        .select('AnstNr')
        .where('FtgId', '=', '1001')
        .where('Avdelning', '!=', '10')
        .executeTakeFirstOrThrow();
      expect((await call(server, 'GET', `/api/perreg/${outside.AnstNr}`, { cookie })).json().dvCode).toBe(40300);
    });

    it('an unknown employee is 404 for those who may see every employee', async () => {
      const cookie = await signIn(server, 'ftg@demo.se', '1001');
      const res = await call(server, 'GET', '/api/perreg/99999', { cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().dvCode).toBe(40401);
    });
  });

  describe('concurrency', () => {
    it('a lookup inside a transaction never waits for a load queued behind that transaction', async () => {
      const { db } = server.host;
      const directory = new Directory(db, 60_000);
      let outside: Promise<unknown> = Promise.resolve();
      const done = await Promise.race([
        db.transaction().execute(async (trx) => {
          outside = directory.company('1004'); // a load on the shared database (on SQLite: queued behind trx)
          const inside = await directory.company('1004', trx as typeof db);
          return inside?.ftgInfo.FtgId;
        }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('deadlock')), 5000)),
      ]);
      expect(done).toBe('1004');
      await outside;
    });

    it('writes in transactions and cold-cache reads interleave without waiting on each other', async () => {
      const ftg = await signIn(server, 'ftg@demo.se', '1001');
      const lic = await signIn(server, 'lic@demo.se', '1002');
      const calls = Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? call(server, 'PATCH', '/api/me/updateSessionUserAccount', { cookie: ftg, body: { FtgId: i % 2 ? '1002' : '1003' } })
          : call(server, 'GET', i % 2 ? '/api/me' : '/api/portalInfo', { cookie: i % 5 ? lic : ftg, headers: { [HEADERS.company]: '1002' } }),
      );
      const results = await Promise.race([
        Promise.all(calls),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('requests are stuck')), 10_000)),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    });
  });

  describe('the wire', () => {
    it('refuses a state-changing call without the API marker or from a foreign origin (40310)', async () => {
      const body = JSON.stringify({ Login: 'lss@demo.se', Password: 'demo1234' });
      const noMarker = await server.app.inject({ method: 'POST', url: '/api/authenticate', headers: { 'content-type': 'application/json' }, payload: body });
      expect(noMarker.statusCode).toBe(403);
      expect(noMarker.json().dvCode).toBe(40310);
      const foreign = await server.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: { 'content-type': 'application/json', 'dv-api': '1', origin: 'https://evil.example', host: 'lonna.example' },
        payload: body,
      });
      expect(foreign.json().dvCode).toBe(40310);
      const sameOrigin = await server.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: { 'content-type': 'application/json', 'dv-api': '1', origin: 'http://lonna.example', host: 'lonna.example' },
        payload: body,
      });
      expect(sameOrigin.statusCode).toBe(200);
      const cookie = sessionCookie(sameOrigin);
      const put = await server.app.inject({
        method: 'PUT',
        url: '/api/userAppSettings',
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(put.json().dvCode).toBe(40310);
    });

    it('unknown /api paths are 404 JSON with the build id', async () => {
      const res = await call(server, 'GET', '/api/doesNotExist');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ dvCode: 40401, message: 'Adressen /api/doesNotExist finns inte.' });
      expect(res.headers[HEADERS.buildId]).toBe('test-build');
    });

    it('perlista pages with the dv-pagination header; without Page it is the whole register', async () => {
      const cookie = await signIn(server, 'ftg@demo.se', '1001');
      const page = await call(server, 'GET', '/api/perlista?Page=2&PerPage=10', { cookie });
      const info = JSON.parse(page.headers[HEADERS.pagination] as string);
      expect(info).toEqual({ Page: 2, PerPage: 10, Total: 36, TotalPages: 4 });
      expect(page.json()).toHaveLength(10);
      const all = await call(server, 'GET', '/api/perlista', { cookie });
      expect(all.json()).toHaveLength(36);
      expect(JSON.parse(all.headers[HEADERS.pagination] as string)).toEqual({ Page: 1, PerPage: 36, Total: 36, TotalPages: 1 });
      const unlocked = (await call(server, 'GET', '/api/perlista?Locked=false', { cookie })).json();
      expect(unlocked.length).toBeLessThan(36);
      const search = (await call(server, 'GET', `/api/perlista?Search=${encodeURIComponent(all.json()[0].EfNamn.toLowerCase())}`, { cookie })).json();
      expect(search.length).toBeGreaterThan(0);
    });

    it('perlista follows changes to the register (triggers bump the register version)', async () => {
      const cookie = await signIn(server, 'ftg@demo.se', '1002');
      const first = (await call(server, 'GET', '/api/perlista', { cookie })).json() as { AnstNr: string; FoNamn: string }[];
      const target = first[0]!;
      await server.host.db.updateTable('employees').set({ FoNamn: 'Ändrad' }).where('FtgId', '=', '1002').where('AnstNr', '=', target.AnstNr).execute();
      const after = (await call(server, 'GET', '/api/perlista', { cookie })).json() as { AnstNr: string; FoNamn: string }[];
      expect(after.find((e) => e.AnstNr === target.AnstNr)!.FoNamn).toBe('Ändrad');
      await server.host.db.deleteFrom('employee_schedules').where('FtgId', '=', '1002').where('AnstNr', '=', target.AnstNr).execute();
      const noSchedule = (await call(server, 'GET', '/api/perlista', { cookie })).json() as { AnstNr: string; PerSchema: { FromDatum: string } }[];
      expect(noSchedule.find((e) => e.AnstNr === target.AnstNr)!.PerSchema.FromDatum).toBe('1899-12-30');
    });

    it('bemuppgift honours Deleted=false', async () => {
      const cookie = await signIn(server, 'ftg@demo.se', '1001');
      const all = (await call(server, 'GET', '/api/bemanna/bemuppgift', { cookie })).json() as { Deleted: boolean }[];
      const live = (await call(server, 'GET', '/api/bemanna/bemuppgift?Deleted=false', { cookie })).json() as { Deleted: boolean }[];
      expect(all.some((t) => t.Deleted)).toBe(true);
      expect(live.every((t) => !t.Deleted)).toBe(true);
      expect(live.length).toBe(all.length - 1);
    });

    it('every company-data query is scoped by the selected company', async () => {
      const cookie = await signIn(server, 'ftg@demo.se', '1001');
      const care = (await call(server, 'GET', '/api/brukarlista', { cookie })).json();
      const restaurant = (await call(server, 'GET', '/api/brukarlista', { cookie, headers: { [HEADERS.company]: '1003' } })).json();
      expect(care.length).toBeGreaterThan(0);
      expect(restaurant).toEqual([]);
      const units = (await call(server, 'GET', '/api/resenheter', { cookie, headers: { [HEADERS.company]: '1002' } })).json();
      expect(units.ResEnh1.length).toBeGreaterThan(0);
    });
  });
});
