import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/host/auth/tokens';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 22 (session 17): the usual call reads its session from this instance's cache without a wait
 * (SessionStore.peek). The cache here holds a row for two days, so these calls are answered from it: idleness and the
 * absolute lifetime must still end the session on the very next call, and a sign-out at once.
 */
describe.each(DIALECTS)('a session held in the cache on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { session: { cacheMs: 48 * 3_600_000 } });
  });
  afterAll(() => server.close());
  afterEach(() => vi.useRealTimers());

  const idleMsOf = async (cookie: string) =>
    Number(
      (
        await server.host.db
          .selectFrom('sessions')
          .select('idle_ms')
          .where('token_hash', '=', hashToken(cookie.split('=')[1]!))
          .executeTakeFirstOrThrow()
      ).idle_ms,
    );

  it('ends for idleness on the next call (40102), though its row is held', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
    const cookie = await signIn(server, 'lss@demo.se');
    expect((await call(server, 'GET', '/api/me', { cookie })).statusCode).toBe(200);
    // a second call within the touch interval is answered from the held row
    vi.setSystemTime(new Date('2026-03-02T08:00:05Z'));
    expect((await call(server, 'GET', '/api/me', { cookie })).statusCode).toBe(200);
    vi.setSystemTime(new Date(new Date('2026-03-02T08:00:05Z').getTime() + (await idleMsOf(cookie)) + 1000));
    const idle = await call(server, 'GET', '/api/me', { cookie });
    expect(idle.statusCode).toBe(401);
    expect(idle.json().dvCode).toBe(40102);
  });

  it('kept alive by calls, still ends at its absolute lifetime (40101), though its row is held', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-02T08:00:00Z').getTime();
    vi.setSystemTime(start);
    const cookie = await signIn(server, 'lss@demo.se');
    const step = Math.floor((await idleMsOf(cookie)) / 2);
    let t = start;
    // calls more often than the idle limit, up to the absolute lifetime (12 h by default)
    while (t + step < start + 12 * 3600_000) {
      t += step;
      vi.setSystemTime(t);
      expect((await call(server, 'GET', '/api/me', { cookie })).statusCode).toBe(200);
    }
    vi.setSystemTime(start + 12 * 3600_000 + 1000);
    const over = await call(server, 'GET', '/api/me', { cookie });
    expect(over.statusCode).toBe(401);
    expect(over.json().dvCode).toBe(40101);
  });

  it('ends at once on sign-out, though its row was held', async () => {
    const cookie = await signIn(server, 'lss@demo.se');
    expect((await call(server, 'GET', '/api/me', { cookie })).statusCode).toBe(200);
    expect((await call(server, 'GET', '/api/me', { cookie })).statusCode).toBe(200);
    expect((await call(server, 'GET', '/api/logout', { cookie })).statusCode).toBeLessThan(400);
    const after = await call(server, 'GET', '/api/me', { cookie });
    expect(after.statusCode).toBe(401);
  });
});
