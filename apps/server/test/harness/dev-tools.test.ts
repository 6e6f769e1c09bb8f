import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentProblems } from '../../src/host/http/deployment';
import { devToolsDecision, isLoopbackAddress, runModeOf } from '../../src/host/http/run-mode';
import { call, DIALECTS, startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 11 item 1: development tools (BankID simulator controls, outboxes, /api/dev/push and any other
 * /dev or /api/dev route) exist only in demo mode, answer only to this machine, are absent on a public
 * listener unless forced, and links in mail never come from request headers.
 */

/** Every mounted route under /dev or /api/dev, read from the router itself (a tool added later is covered). */
function devRoutes(server: TestServer): { method: string; url: string }[] {
  const found: { method: string; url: string }[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /(\/[^\s(]*)\s+\(([^)]+)\)/.exec(line);
    if (!m || !/^\/(api\/)?dev(\/|$)/.test(m[1]!)) continue;
    for (const method of m[2]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== 'HEAD')) {
      found.push({ method, url: m[1]!.replace(/:orderRef/g, '00000000-0000-4000-8000-000000000000').replace(/:[A-Za-z]+/g, 'x') });
    }
  }
  return found;
}

describe.each(DIALECTS)('development tools (%s)', (dialect) => {
  let demo: TestServer;
  beforeAll(async () => {
    demo = await startTestServer(dialect, { env: { LONNA_MODE: 'demo' } });
  });
  afterAll(async () => {
    await demo?.close();
  });

  it('demo mode mounts them (the list this harness checks is not empty)', () => {
    const urls = devRoutes(demo).map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(['/dev/bankid', '/api/dev/bankid/orders', '/api/dev/sms/outbox', '/api/dev/mail/outbox', '/api/dev/push']));
  });

  it('every development route answers 404 to a caller that is not this machine, or that came through a proxy', async () => {
    for (const r of devRoutes(demo)) {
      const remote = await call(demo, r.method, r.url, { ip: '203.0.113.7', body: r.method === 'GET' ? undefined : {} });
      expect(remote.statusCode, `${r.method} ${r.url} from afar`).toBe(404);
      const proxied = await call(demo, r.method, r.url, { headers: { 'x-forwarded-for': '127.0.0.1' }, body: r.method === 'GET' ? undefined : {} });
      expect(proxied.statusCode, `${r.method} ${r.url} through a proxy`).toBe(404);
      const encoded = await call(demo, r.method, r.url.replace('/dev', '/%64ev'), { ip: '203.0.113.7', body: r.method === 'GET' ? undefined : {} });
      expect([400, 404], `${r.method} ${r.url} encoded, from afar`).toContain(encoded.statusCode);
    }
    const local = await call(demo, 'GET', '/api/dev/bankid/orders');
    expect(local.statusCode).toBe(200);
  });

  it('production mode mounts none of them', async () => {
    const prod = await startTestServer(dialect, { env: { LONNA_MODE: 'production' } });
    try {
      expect(devRoutes(prod)).toEqual([]);
      expect(prod.devTools.on).toBe(false);
      expect((await call(prod, 'GET', '/api/dev/mail/outbox')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('a demo listening on a public address mounts none unless LONNA_DEV_TOOLS_ON_PUBLIC=1 forces them', async () => {
    const open = await startTestServer(dialect, { env: { LONNA_MODE: 'demo' }, listenHost: '0.0.0.0' });
    try {
      expect(devRoutes(open)).toEqual([]);
    } finally {
      await open.close();
    }
    const forced = await startTestServer(dialect, { env: { LONNA_MODE: 'demo', LONNA_DEV_TOOLS_ON_PUBLIC: '1' }, listenHost: '0.0.0.0' });
    try {
      expect(devRoutes(forced).length).toBeGreaterThan(0);
      // forced on, still only for this machine
      expect((await call(forced, 'GET', '/api/dev/sms/outbox', { ip: '192.168.1.20' })).statusCode).toBe(404);
    } finally {
      await forced.close();
    }
  });

  it('a reset link never comes from the Host header', async () => {
    const before = demo.security.mailOutbox!.messages().length;
    const res = await demo.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      headers: { 'dv-api': '1', 'content-type': 'application/json', host: 'evil.example:8090', 'x-forwarded-host': 'evil.example' },
      payload: JSON.stringify({ Login: 'per@demo.se' }),
    });
    expect(res.statusCode).toBe(200);
    const sent = demo.security.mailOutbox!.messages().slice(before);
    expect(sent.length).toBe(1);
    expect(sent[0]!.text).toContain('/reset-password#token=');
    expect(sent[0]!.text).not.toContain('evil.example');
  });
});

describe('the mode and deployment switches', () => {
  it('LONNA_MODE decides; unset follows NODE_ENV; anything else is refused', () => {
    expect(runModeOf({ LONNA_MODE: 'demo', NODE_ENV: 'production' })).toBe('demo');
    expect(runModeOf({ LONNA_MODE: 'production' })).toBe('production');
    expect(runModeOf({ NODE_ENV: 'production' })).toBe('production');
    expect(() => runModeOf({ LONNA_MODE: 'dev' })).toThrow(/LONNA_MODE/);
  });

  it('loopback is judged by the socket address', () => {
    for (const a of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '', undefined, '128.0.0.1']) expect(isLoopbackAddress(a), String(a)).toBe(false);
    expect(devToolsDecision({ LONNA_MODE: 'production', LONNA_DEV_TOOLS_ON_PUBLIC: '1' }, '127.0.0.1').on).toBe(false);
  });

  it('a production start refuses unsafe combinations, naming the switch', () => {
    const safe = { LONNA_MODE: 'production', LONNA_PUBLIC_URL: 'https://lonna.example.se', LONNA_TRUST_PROXY: '1' };
    expect(deploymentProblems(safe, '127.0.0.1')).toEqual([]);
    expect(deploymentProblems({ LONNA_MODE: 'demo' }, '0.0.0.0')).toEqual([]);
    expect(deploymentProblems({ LONNA_MODE: 'production' }, '0.0.0.0').join()).toMatch(/LONNA_PUBLIC_URL is required/);
    expect(deploymentProblems({ ...safe, LONNA_TRUST_PROXY: undefined }, '0.0.0.0').join()).toMatch(/LONNA_TRUST_PROXY/);
    expect(deploymentProblems({ ...safe, LONNA_PUBLIC_URL: 'http://lonna.example.se', LONNA_TRUST_PROXY: undefined }, '0.0.0.0').join()).toMatch(
      /must be https/,
    );
    expect(deploymentProblems({ ...safe, LONNA_DEV_TOOLS_ON_PUBLIC: '1' }, '127.0.0.1').join()).toMatch(/LONNA_DEV_TOOLS_ON_PUBLIC/);
    expect(deploymentProblems(safe, '0.0.0.0').join()).toMatch(/forge X-Forwarded/);
    expect(deploymentProblems({ ...safe, LONNA_TRUST_PROXY_PUBLIC_OK: '1' }, '0.0.0.0')).toEqual([]);
  });
});
