import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type LonnaServer } from '../../src/build-server';
import { inlineScriptHashes } from '../../src/host/http/security-headers';

/**
 * index.html for the signed-in start page (issue 22, the dashboard's LCP): with a session cookie, "/" and "/dashboard"
 * are marked so that the start script asks for the dashboard's modules with the entry; the sign-in screen (no cookie)
 * and every other route get the built page unchanged, and the CSP's inline-script hashes hold for both.
 */
describe('the signed-in start page is marked for its preloads', () => {
  let dir: string;
  let server: LonnaServer;
  const html =
    '<!doctype html><html lang="sv"><head><title>Lönna</title><script>document.documentElement.lang="sv"</script>\n  </head>' +
    '<body><div id="root"></div><script>(function(){})()</script></body></html>';
  const cookie = `lonna_session=${'a'.repeat(43)}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lonna-static-'));
    mkdirSync(join(dir, '.vite'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(
      join(dir, '.vite', 'route-preloads.json'),
      JSON.stringify({ paths: ['/', '/dashboard'], modules: ['/assets/p-dashboard-b.js'], messages: { sv: ['/assets/messages-sv-c.js'] } }),
    );
    server = await buildServer({ databaseUrl: ':memory:', portalDist: dir, seed: false });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('marks /dashboard and / with a session cookie, compressed when accepted', async () => {
    for (const url of ['/dashboard', '/']) {
      const page = await server.app.inject({ url, headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toContain('cookie');
      expect(page.body).toContain('<meta name="lonna-preload" content="dashboard" />');
      // in the head, before the start script runs; nothing is fetched before the first paint
      expect(page.body.indexOf('lonna-preload')).toBeLessThan(page.body.indexOf('</head>'));
      expect(page.body).not.toContain('modulepreload');
    }
    const br = await server.app.inject({ url: '/dashboard', headers: { cookie, 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('lonna-preload');
  });

  it('sends the built page unchanged to the sign-in screen and to other routes', async () => {
    for (const [url, headers] of [
      ['/dashboard', {}],
      ['/', {}],
      ['/tidrapport', { cookie }],
      // a cookie that is no session token
      ['/dashboard', { cookie: 'lonna_session=x' }],
    ] as const) {
      const page = await server.app.inject({ url, headers });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(html);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps the CSP: the same inline scripts, so the same hashes', async () => {
    const page = await server.app.inject({ url: '/dashboard', headers: { cookie } });
    const csp = String(page.headers['content-security-policy']);
    const hashes = inlineScriptHashes(dir);
    expect(hashes).toHaveLength(2);
    for (const h of hashes) expect(csp).toContain(h);
    expect(page.body.match(/<script>[\s\S]*?<\/script>/g)).toEqual(html.match(/<script>[\s\S]*?<\/script>/g));
  });

  it("answers 304 to a repeat of the same page, never with the other page's tag", async () => {
    const first = await server.app.inject({ url: '/dashboard', headers: { cookie } });
    const etag = String(first.headers.etag);
    expect((await server.app.inject({ url: '/dashboard', headers: { cookie, 'if-none-match': etag } })).statusCode).toBe(304);
    // signed out with the signed-in page's tag: the plain page, in full
    const plain = await server.app.inject({ url: '/dashboard', headers: { 'if-none-match': etag } });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(html);
    // signed in with the plain page's tag: the signed-in page, in full
    const again = await server.app.inject({ url: '/dashboard', headers: { cookie, 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('lonna-preload');
  });
});
