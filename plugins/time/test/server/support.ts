import { call, DIALECTS, signIn, startTestServer, type Dialect, type TestServer } from '../../../../apps/server/test/support/test-server';
import { timeServerPlugin } from '../../server';
import { stockholm } from '../../server/clock';

/**
 * The host's own test server (in-memory SQLite, or a fresh PostgreSQL schema
 * with PG_URL) with the time plugin installed, seeded like production.
 */
export { call, DIALECTS, signIn, type Dialect, type TestServer };

export async function startTimeServer(dialect: Dialect): Promise<TestServer> {
  return startTestServer(dialect, { plugins: () => [timeServerPlugin() as never] });
}

export const today = () => stockholm(new Date()).date;

export function json<T = any>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}
