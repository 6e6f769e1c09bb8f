import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, matches } from '../../src/host/http/reply-encoding';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from '../support/test-server';

// the demo company's employee register: far above the compression threshold
const LIST = '/api/perlista';

describe.each(DIALECTS)('API replies: ETag, 304 and compression (%s)', (dialect) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    cookie = await signIn(server, 'ftg@demo.se', '1001');
  });
  afterAll(() => server?.close());

  it('a list carries an ETag; the same tag again is a 304 without a body, still no-store', async () => {
    const first = await call(server, 'GET', LIST, { cookie });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-store');

    const again = await call(server, 'GET', LIST, { cookie, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-store');

    // the strong form and a list of tags match too (weak comparison); another tag does not
    expect((await call(server, 'GET', LIST, { cookie, headers: { 'if-none-match': `"x", ${etag.slice(2)}` } })).statusCode).toBe(304);
    expect((await call(server, 'GET', LIST, { cookie, headers: { 'if-none-match': 'W/"other"' } })).statusCode).toBe(200);
  });

  it('the tag follows the data: another page, another tag', async () => {
    const page1 = await call(server, 'GET', `${LIST}?Page=1&PerPage=2`, { cookie });
    const page2 = await call(server, 'GET', `${LIST}?Page=2&PerPage=2`, { cookie });
    expect(page1.headers.etag).not.toBe(page2.headers.etag);
    expect((await call(server, 'GET', `${LIST}?Page=2&PerPage=2`, { cookie, headers: { 'if-none-match': page1.headers.etag as string } })).statusCode).toBe(
      200,
    );
  });

  it('brotli or gzip when accepted, identical JSON after decoding; identity otherwise', async () => {
    const plain = await call(server, 'GET', LIST, { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await call(server, 'GET', LIST, { cookie, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await call(server, 'GET', LIST, { cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);

    const refused = await call(server, 'GET', LIST, { cookie, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('/api/me is tagged too, and a small reply is not compressed', async () => {
    const me = await call(server, 'GET', '/api/me', { cookie, headers: { 'accept-encoding': 'br' } });
    expect(me.statusCode).toBe(200);
    expect(me.headers.etag).toBeDefined();
    const tiny = await call(server, 'GET', `${LIST}?Page=1&PerPage=1`, { cookie, headers: { 'accept-encoding': 'br' } });
    expect(tiny.rawPayload.length).toBeLessThan(1024);
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('errors and writes are neither tagged nor compressed', async () => {
    const refused = await call(server, 'GET', LIST, { headers: { 'accept-encoding': 'br' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.headers['content-encoding']).toBeUndefined();
    const write = await call(server, 'PATCH', '/api/me/updateSessionUserAccount', { cookie, body: { FtgId: '1001' }, headers: { 'accept-encoding': 'br' } });
    expect(write.statusCode).toBe(200);
    expect(write.headers.etag).toBeUndefined();
  });

  it('a change to the data changes the /api/me tag (the cached reply is not stale)', async () => {
    const before = await call(server, 'GET', '/api/me', { cookie });
    const settings = JSON.parse(before.body).UserAppSettings;
    const perPage = settings.PaginationPerPage === 50 ? 100 : 50;
    const saved = await call(server, 'PUT', '/api/userAppSettings', { cookie, body: { ...settings, PaginationPerPage: perPage } });
    expect(saved.statusCode).toBe(200);
    const after = await call(server, 'GET', '/api/me', { cookie, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(JSON.parse(after.body).UserAppSettings.PaginationPerPage).toBe(perPage);
  });
});

describe('Accept-Encoding and If-None-Match parsing', () => {
  it('prefers br, honours q=0 and *', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*, br;q=0')).toBe('gzip');
  });
  it('matches weakly, in a list, and *', () => {
    expect(matches('W/"a"', 'W/"a"')).toBe(true);
    expect(matches('"a"', 'W/"a"')).toBe(true);
    expect(matches('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matches('*', 'W/"a"')).toBe(true);
    expect(matches('W/"b"', 'W/"a"')).toBe(false);
    expect(matches(undefined, 'W/"a"')).toBe(false);
  });
});
