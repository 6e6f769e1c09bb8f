import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from './support/test-server';

/**
 * The timed clean-up (expired sessions, old sign-in attempts, trusted devices) runs on the server's clock, the one
 * that wrote the rows. On the wall clock, a server on a fixed or shifted clock (LONNA_CLOCK in the browser suite, the
 * harness) lost every session and every attempt ten minutes after it started.
 */
describe.each(DIALECTS)('housekeeping on %s', (dialect) => {
  // a week before the date this was written: behind any real clock it will run under
  const at = Date.parse('2026-11-18T09:00:00Z');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { now: () => new Date(at) });
  });
  afterAll(async () => server?.close());

  it('keeps a live session and a recent sign-in attempt of the server’s own time', async () => {
    const cookie = await signIn(server, 'lic@demo.se', '1001');
    const db = server.host.db as any;
    const attempts = async () =>
      Number(
        (
          await db
            .selectFrom('login_attempts')
            .select((eb: any) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        ).n,
      );
    const before = await attempts();
    expect(before).toBeGreaterThan(0);
    await server.housekeeping.run();
    expect(await attempts()).toBe(before);
    expect((await call(server, 'GET', '/api/me', { cookie })).statusCode).toBe(200);
  });
});
