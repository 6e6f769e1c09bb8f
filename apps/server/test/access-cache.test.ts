import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from './support/test-server';

// A worker answers access from a cache of accounts and companies. A change written elsewhere (another worker, before
// the bus's `access` reaches this one) must not be refused from the stale cache: a refusal reads once more. The cache
// here would hold ten minutes, so only that second read can let the call through.
describe.each(DIALECTS)('a refusal from the access cache is checked against the database once more (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { session: { cacheMs: 600_000 } });
  });
  afterAll(() => server.close());

  const setTrade = (value: string) =>
    server.host.db
      .updateTable('portal_switches')
      .set({ Value: JSON.stringify(value) })
      .where('FtgId', '=', '1001')
      .where('Name', '=', 'PassbyteTyp')
      .execute();

  it('shift trade turned on elsewhere: the next call is answered, not refused from the cached X', { timeout: 60_000 }, async () => {
    const before = (
      await server.host.db.selectFrom('portal_switches').select('Value').where('FtgId', '=', '1001').where('Name', '=', 'PassbyteTyp').executeTakeFirstOrThrow()
    ).Value;
    try {
      await setTrade('X');
      server.host.directory.invalidate();
      const cookie = await signIn(server, 'per@demo.se', '1001');
      const ask = () => call(server, 'GET', '/api/bemanna/minapass', { cookie, headers: { 'dv-selected-company': '1001' } });
      expect((await ask()).statusCode).toBe(403);
      // written without telling this instance (as another worker would)
      await setTrade('C');
      const allowed = await ask();
      expect([allowed.statusCode, allowed.body.slice(0, 200)]).toEqual([200, expect.anything()]);
      // and the other way: turned off elsewhere is refused (a refusal is never served from a stale allow either way)
      await setTrade('X');
      server.host.directory.invalidate();
      expect((await ask()).statusCode).toBe(403);
    } finally {
      await server.host.db.updateTable('portal_switches').set({ Value: before }).where('FtgId', '=', '1001').where('Name', '=', 'PassbyteTyp').execute();
      server.host.directory.invalidate();
    }
  });
});
