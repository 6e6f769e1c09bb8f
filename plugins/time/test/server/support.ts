import { call, DIALECTS, signIn, startTestServer, type Dialect, type TestServer } from '@lonna/server/testing';
import timeServer, { type TidraderFrame } from '../../server';
import { stockholm } from '../../server/clock';

/**
 * The host's server tester (in-memory SQLite, or a fresh PostgreSQL schema with PG_URL) with the time
 * plugin installed, seeded like production.
 */
export { call, DIALECTS, signIn, type Dialect, type TestServer };

export async function startTimeServer(
  dialect: Dialect,
  opts: { cacheMs?: number; publish?: (ftgId: string, frame: TidraderFrame) => void; now?: () => Date } = {},
): Promise<TestServer> {
  const server = await startTestServer(dialect, {
    installed: [],
    plugins: [timeServer as never],
    // installed packages bring their renderers through their ./renderers export; this instance names its own
    render: { extraModules: [new URL('../../server/renderers.ts', import.meta.url).href] },
    ...(opts.cacheMs !== undefined ? { session: { cacheMs: opts.cacheMs } } : {}),
    ...(opts.now ? { now: opts.now } : {}),
  });
  const watch = opts.publish;
  if (watch) {
    // see what the host's hub is asked to send (after each call's commit) without opening sockets
    const hub = server.push;
    const send = hub.publish.bind(hub);
    hub.publish = (to, frame) => {
      if ('ftgId' in to && to.ftgId) watch(to.ftgId, frame as TidraderFrame);
      return send(to, frame);
    };
  }
  return server;
}

/** turn a portal switch of a company on or off (the server then runs with cacheMs 0 to see it at once) */
export async function setSwitch(server: TestServer, FtgId: string, Name: string, value: boolean | number): Promise<void> {
  await server.host.db.deleteFrom('portal_switches').where('FtgId', '=', FtgId).where('Name', '=', Name).execute();
  await server.host.db
    .insertInto('portal_switches')
    .values({ FtgId, Name, Value: JSON.stringify(value) })
    .execute();
}

/** the suites' fixed clock: Wednesday 18 November 2026, 10:00 in Stockholm (no test depends on the real date) */
export const FIXED_NOW = new Date('2026-11-18T09:00:00Z');
/** the fixed clock's Swedish date */
export const today = () => stockholm(FIXED_NOW).date;

export function json<T = any>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}
