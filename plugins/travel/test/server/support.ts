import { createServerTester, type Dialect } from '@lonna/server/testing';
import serverHalf from '../../server';

/**
 * What the travel plugin's server tests share: the host with the plugins npm start loads beside this one (time,
 * personal, compensations — whose table a report's lines end in), a fixed clock, the demo's care company 1001 with the
 * switches a test needs, its PER and FTG signed in, and a report's body.
 */
/** The server clock of these tests: fixed, never today's date. */
export const NOW = new Date('2026-11-26T09:00:00Z');
export const C1 = { 'dv-selected-company': '1001' };
export const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;

/** a travel expense report's body: a trip 16–17 November 2026 (override any field) */
export const trip = (o: Record<string, unknown> = {}) => ({
  AnstNr: '',
  Syfte: 'Kundbesök',
  Resmal: 'Göteborg',
  Avresa: '2026-11-16T07:10',
  Hemkomst: '2026-11-17T19:30',
  ...o,
});

type CallOptions = { cookie?: string; body?: unknown; headers?: Record<string, string> };

/** the host on a fresh seeded database with the given switches of 1001 on */
export async function startTravelServer(dialect: Dialect, switches: readonly string[]) {
  const server = await createServerTester(dialect, {
    installed: ['@lonna/plugin-time', '@lonna/plugin-personal', '@lonna/plugin-compensations'],
    plugins: [serverHalf as never],
    now: () => NOW,
    session: { cacheMs: 0 },
  });
  const db = server.host.db as any;
  const call = (method: string, url: string, o: CallOptions = {}) => server.call(method, url, { ...o, headers: { ...C1, ...o.headers } });
  async function setSwitch(name: string, on: boolean) {
    await db.deleteFrom('portal_switches').where('FtgId', '=', '1001').where('Name', '=', name).execute();
    if (on) await db.insertInto('portal_switches').values({ FtgId: '1001', Name: name, Value: 'true' }).execute();
    server.host.directory.invalidate();
  }
  for (const s of switches) await setSwitch(s, true);
  const perAnstNr: string = (await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).AnstNr;
  const other: string = (
    await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('AnstNr', '<>', perAnstNr).executeTakeFirstOrThrow()
  ).AnstNr;
  const per = await server.signInAs('PER', '1001');
  const ftg = await server.signInAs('FTG', '1001');
  return { server, db, call, setSwitch, perAnstNr, other, per, ftg };
}
export type TravelEnv = Awaited<ReturnType<typeof startTravelServer>>;
