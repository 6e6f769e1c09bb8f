import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { String as Str } from 'runtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint, isPublic } from '@lonna/core/contracts';
import { defineServerPlugin, handle } from '@lonna/core/server';
import { AUTHENTICATION_ENDPOINTS } from '../../src/host/http/auth-rate-limit';
import { HSTS } from '../../src/host/http/security-headers';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from '../support/test-server';
import { checkErrorBody, LEAK } from './support/error-body';
import { databaseChecksum } from './support/db-checksum';
import { startHarnessServer } from './support/harness-server';
import { HOME_COMPANY } from './support/roles';
import { fillPath, paramNames, plausible } from './support/runtypes-samples';

/** Issue 7 item 5 (ASVS V3, 6.3.1): headers, cookies, CSRF, error-body hygiene and authentication rate limits. */

const INLINE = "document.documentElement.classList.add('dark');";
function portalWithInlineScript(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lonna-portal-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script></head><body><script type="module" src="/assets/app.js"></script></body></html>`,
  );
  return dir;
}

/** endpoints whose GET is allowed to change state (spec §7 names them GET) */
const GET_WITH_EFFECT = new Set(['shell.logout', 'shell.clearSession']);

const boom = defineEndpoint({ id: 'harness.boom', method: 'GET', path: '/api/harness/boom', reply: Str, access: { public: true } });
const sqlBoom = defineEndpoint({ id: 'harness.sqlBoom', method: 'GET', path: '/api/harness/sqlboom', reply: Str, access: { public: true } });
const failingPlugin = defineServerPlugin<any>({
  id: 'harness',
  version: '1.0.0',
  endpoints: [
    handle(boom, () => {
      throw new Error(`select * from accounts where Login = 'x' at /work/main/apps/server/src/secret.ts:12`);
    }),
    handle(sqlBoom, async (_i, ctx) => (await sql`select * from no_such_table`.execute(ctx.db as any)) as never),
  ],
});

describe.each(DIALECTS)('web security (%s)', (dialect) => {
  let server: TestServer;
  let https: TestServer;
  beforeAll(async () => {
    server = await startHarnessServer(dialect);
    https = await startTestServer(dialect, { trustProxy: true, portalDist: portalWithInlineScript(), plugins: [failingPlugin], authRatePerMinute: 5 });
  });
  afterAll(async () => {
    await server?.close();
    await https?.close();
  });

  it('a CSP without unsafe-inline scripts (the inline theme script by its hash), frame-ancestors none, nosniff, no referrer', async () => {
    for (const url of ['/', '/dashboard', '/api/me', '/api/nope']) {
      const res = await https.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp
        .split(';')
        .map((s) => s.trim())
        .find((s) => s.startsWith('script-src'))!;
      expect(scriptSrc, url).toBeDefined();
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('unsafe-eval');
      expect(scriptSrc).toContain(`'sha256-${(await import('node:crypto')).createHash('sha256').update(INLINE).digest('base64')}'`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  }, 180_000);

  it('HSTS only under HTTPS', async () => {
    const viaTls = await https.app.inject({ method: 'GET', url: '/api/me', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers['strict-transport-security']).toBe(HSTS);
    const plain = await https.app.inject({ method: 'GET', url: '/api/me' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  }, 180_000);

  it('the session cookie: HttpOnly, SameSite=Strict, Path=/; __Host- and Secure under HTTPS', async () => {
    const body = { Login: 'adm@demo.se', Password: 'demo1234' };
    const plain = await call(server, 'POST', '/api/authenticate', { body });
    const c = plain.cookies.find((x) => x.name === 'lonna_session')!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(c.secure).toBeFalsy();
    const tls = await call(https, 'POST', '/api/authenticate', { body, headers: { 'x-forwarded-proto': 'https' } });
    const h = tls.cookies.find((x) => x.name === '__Host-lonna_session')!;
    expect(h).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', secure: true });
    expect(h.domain).toBeUndefined();
    expect(tls.cookies.find((x) => x.name === 'lonna_session')).toBeUndefined();
  }, 180_000);

  it('every state-changing endpoint refuses a call without the API marker, from a foreign Origin or cross-site (40310), writing nothing', async () => {
    const cookie = await signIn(server, 'adm@demo.se', HOME_COMPANY);
    const before = await databaseChecksum(server);
    const wrong: string[] = [];
    const writes = server.endpoints.filter((e) => e.method !== 'GET');
    for (const d of writes) {
      const url = fillPath(d.path, Object.fromEntries(paramNames(d.path).map((p) => [p, '1'])));
      const payload = d.body ? JSON.stringify(plausible(d.body)) : undefined;
      const base = { cookie, 'dv-selected-company': HOME_COMPANY, ...(payload ? { 'content-type': 'application/json' } : {}) };
      for (const [label, headers] of [
        ['no marker', base],
        ['marker 0', { ...base, 'dv-api': '0' }],
        ['foreign origin', { ...base, 'dv-api': '1', origin: 'https://evil.example' }],
        ['null origin', { ...base, 'dv-api': '1', origin: 'null' }],
        ['cross-site fetch', { ...base, 'dv-api': '1', 'sec-fetch-site': 'cross-site' }],
      ] as const) {
        const res = await server.app.inject({ method: d.method, url, headers: headers as Record<string, string>, payload });
        if (res.statusCode !== 403 || res.json().dvCode !== 40310) wrong.push(`${d.id} ${label} → ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(writes.length).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
    expect(await databaseChecksum(server)).toBe(before);
  }, 180_000);

  it('no GET changes state, except the ones the spec defines as GET (logout, clearSession)', async () => {
    const cookie = await signIn(server, 'adm@demo.se', HOME_COMPANY);
    const gets = server.endpoints.filter((e) => e.method === 'GET' && !GET_WITH_EFFECT.has(e.id));
    const read = (d: (typeof gets)[number]) =>
      call(server, 'GET', fillPath(d.path, Object.fromEntries(paramNames(d.path).map((p) => [p, '1']))), {
        cookie,
        headers: { 'dv-selected-company': HOME_COMPANY },
      });
    const before = await databaseChecksum(server);
    for (const d of gets) await read(d);
    const changed: string[] = [];
    if ((await databaseChecksum(server)) !== before) {
      // name the culprits one by one
      for (const d of gets) {
        const at = await databaseChecksum(server);
        await read(d);
        if ((await databaseChecksum(server)) !== at) changed.push(d.id);
      }
    }
    expect(gets.length).toBeGreaterThan(20);
    expect(changed).toEqual([]);
  }, 180_000);

  it('errors never carry stack traces, SQL or paths: a thrown error, a database error, unknown paths, bad JSON', async () => {
    for (const url of ['/api/harness/boom', '/api/harness/sqlboom']) {
      const res = await https.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ dvCode: 50000, message: expect.any(String) });
      expect(res.body).not.toMatch(LEAK);
      expect(res.body).not.toMatch(/no_such_table|secret\.ts|accounts/);
    }
    const cases = [
      await https.app.inject({ method: 'GET', url: '/api/..%2f..%2fetc%2fpasswd' }),
      await https.app.inject({ method: 'GET', url: "/api/x'%20or%201=1--" }),
      await https.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: { 'dv-api': '1', 'content-type': 'application/json' },
        payload: '{"Login":',
      }),
      await https.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: { 'dv-api': '1', 'content-type': 'application/json' },
        payload: '{"Login":"a","Password":"b","constructor":{"prototype":{}}}',
      }),
      await https.app.inject({ method: 'POST', url: '/api/authenticate', headers: { 'dv-api': '1', 'content-type': 'text/html' }, payload: '<x>' }),
    ];
    for (const res of cases) expect(checkErrorBody(res), res.body).toBeNull();
  }, 180_000);

  it('a key named like an Object.prototype member is a 400 naming it, not a 500 (found by the bad-input fuzzing)', async () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const res = await call(server, 'POST', '/api/authenticate', { body: { Login: 'adm@demo.se', Password: 'demo1234', [key]: 1 } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ dvCode: 40000, field: key });
    }
  }, 180_000);

  it("a disabled account's session stops working (ASVS 7.4.2)", async () => {
    const cookie = await signIn(server, 'lss@demo.se');
    expect((await call(server, 'GET', '/api/me', { cookie })).statusCode).toBe(200);
    await (server.host.db as any).updateTable('accounts').set({ Disabled: 1 }).where('Login', '=', 'lss@demo.se').execute();
    try {
      const res = await call(server, 'GET', '/api/me', { cookie });
      expect(res.statusCode).toBe(401);
      expect(res.json().dvCode).toBe(40101);
    } finally {
      await (server.host.db as any).updateTable('accounts').set({ Disabled: 0 }).where('Login', '=', 'lss@demo.se').execute();
    }
  }, 180_000);

  it('fields a caller may not set are ignored on a valid write: role, company and login come from the session (ASVS 8.2.3)', async () => {
    const cookie = await signIn(server, 'per@demo.se');
    const settings = (await call(server, 'GET', '/api/userAppSettings', { cookie })).json();
    const res = await call(server, 'PUT', '/api/userAppSettings', {
      cookie,
      body: { ...settings, Roll: 'ADM', FtgId: '1002', Login: 'adm@demo.se', FtgIdAccessList: ['1002'] },
    });
    expect(res.statusCode).toBe(200);
    const me = (await call(server, 'GET', '/api/me', { cookie })).json();
    expect(me.UserAccount).toMatchObject({ Login: 'per@demo.se', Roll: 'PER', FtgIdAccessList: ['1001'] });
    expect(me.FtgInfo.FtgId).toBe('1001');
    const row = await (server.host.db as any).selectFrom('accounts').select(['Roll', 'FtgId']).where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
    expect(row.Roll).toBe('PER');
  }, 180_000);

  it('every public writing endpoint is either an authentication endpoint (rate-limited) or declared not to be one', () => {
    // payslips.systemImport: the payroll system's call with its company key (192 random bits); the plugin stops an address's wrong keys itself
    const notAuthentication = new Set([
      'shell.frontendLogger',
      'live.inactivityLogout',
      'live.inactivityAcknowledged',
      'bankid.cancel',
      'payslips.systemImport',
    ]);
    const auth = new Set(AUTHENTICATION_ENDPOINTS.map((d) => d.id));
    const undecided = server.endpoints
      .filter((e) => isPublic(e.access) && e.method !== 'GET' && !auth.has(e.id) && !notAuthentication.has(e.id))
      .map((e) => e.id);
    expect(undecided).toEqual([]);
    for (const d of AUTHENTICATION_ENDPOINTS)
      expect(
        server.endpoints.some((e) => e.id === d.id),
        d.id,
      ).toBe(true);
  }, 180_000);

  it.each(AUTHENTICATION_ENDPOINTS.map((d) => [d.id, d] as const))(
    '%s is rate-limited per address (429 42900 with Retry-After)',
    async (_id, d) => {
      const url = fillPath(d.path, Object.fromEntries(paramNames(d.path).map((p) => [p, '1'])));
      const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      let limited: { statusCode: number; headers: Record<string, unknown>; body: string } | null = null;
      for (let i = 0; i < 6 && !limited; i++) {
        // well-formed garbage: the limit counts every call, whatever its outcome
        const res = await call(https, d.method, url, {
          body: d.body ? { Login: 'x@y.se', Password: 'wrong-password' } : undefined,
          ip,
          headers: { 'accept-language': 'en' },
        });
        if (res.statusCode === 429) limited = res;
      }
      expect(limited, `${d.id} was never limited`).not.toBeNull();
      expect(JSON.parse(limited!.body)).toMatchObject({ dvCode: 42900, message: expect.stringContaining('Too many') });
      expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
      // another address is not affected
      const other = await call(https, d.method, url, {
        body: d.body ? { Login: `other${Math.random()}@y.se`, Password: 'wrong-password' } : undefined,
        ip: `10.10.${Math.floor(Math.random() * 250)}.1`,
      });
      expect(other.statusCode).not.toBe(429);
    },
    180_000,
  );
});
