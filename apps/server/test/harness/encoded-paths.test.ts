import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodesUnreserved } from '../../src/host/http/request-path';
import { call, DIALECTS, signIn, type TestServer } from '../support/test-server';
import { databaseChecksum } from './support/db-checksum';
import { startHarnessServer } from './support/harness-server';
import { HOME_COMPANY } from './support/roles';
import { emptyRequest } from './support/requests';

/**
 * Issue 11 item 2: the router decodes paths, so `/%61pi/…` reached the /api handlers while the CSRF marker,
 * maintenance, no-store and build-id checks tested the raw URL and let it through. For every endpoint of every
 * plugin, each encoded spelling of its path is refused (400 naming the path) before anything runs — without the
 * API marker, with a foreign Origin — and nothing is written.
 */

/** Every way of percent-encoding one letter of each static segment of the path. */
function encodedVariants(path: string): string[] {
  const out: string[] = [];
  const segments = path.split('/');
  segments.forEach((seg, i) => {
    if (seg === '' || seg.startsWith(':') || seg.includes('%')) return;
    for (const at of [0, seg.length - 1]) {
      const ch = seg[at]!;
      const enc = `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
      const variant = [...segments];
      variant[i] = seg.slice(0, at) + (at === 0 ? enc.toLowerCase() : enc.toUpperCase()) + seg.slice(at + 1);
      out.push(variant.join('/'));
    }
  });
  return [...new Set(out)];
}

describe.each(DIALECTS)('encoded paths (%s)', (dialect) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startHarnessServer(dialect);
    cookie = await signIn(server, 'ftg@demo.se', HOME_COMPANY);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('every endpoint under an encoded spelling of its path is refused, marker or not, and writes nothing', async () => {
    expect(server.endpoints.length).toBeGreaterThan(20);
    const before = await databaseChecksum(server);
    const failures: string[] = [];
    for (const d of server.endpoints) {
      const { url, body } = emptyRequest(d, { AnstNr: '1', FtgId: HOME_COMPANY });
      for (const variant of encodedVariants(url)) {
        const res = await server.app.inject({
          method: d.method,
          url: variant,
          headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
          payload: body === undefined ? undefined : JSON.stringify(body),
        });
        const json = res.headers['content-type']?.toString().includes('json') ? JSON.parse(res.body) : {};
        if (res.statusCode !== 400 || json.field !== 'path' || res.headers['cache-control'] !== 'no-store')
          failures.push(`${d.method} ${variant} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseChecksum(server)).toBe(before);
  }, 300_000);

  it('the plain path is unaffected, and a parameter may still carry encoded non-ASCII text', async () => {
    expect((await call(server, 'GET', '/api/me', { cookie })).statusCode).toBe(200);
    expect(encodesUnreserved('/api/x/%C3%A5%20b')).toBe(false);
    expect(encodesUnreserved('/%61pi/me')).toBe(true);
    expect(encodesUnreserved('/api/m%7E')).toBe(true);
  });

  it("an unmatched encoded API path gets the API's JSON 404 handling, not the portal", async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/n%C3%A5got' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body).dvCode).toBe(40401);
  });
});
