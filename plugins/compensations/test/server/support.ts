import { call, createServerTester, DIALECTS, signIn, type Dialect } from '@lonna/server/testing';
import compensationsServer from '../../server';
import { claimFields } from '../support/claim';

export { DIALECTS, type Dialect };

/** The server clock of these tests: fixed (Wednesday 18 November 2026), never today's date. */
export const NOW = new Date('2026-11-18T09:00:00Z');
export const C1 = { 'dv-selected-company': '1001' };
export const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
export type Frame = { to: { ftgId?: string; login?: string }; frame: { event: string; resource?: string; payload?: unknown } };
export const PERIOD = 'From=2026-01-01&To=2026-12-31';

/** the host with the time and personal plugins as npm start loads them and this plugin, on a fresh seeded database */
export async function startServer(dialect: Dialect) {
  const server = await createServerTester(dialect, {
    installed: ['@lonna/plugin-time', '@lonna/plugin-personal'],
    plugins: [compensationsServer as never],
    now: () => NOW,
    session: { cacheMs: 0 },
    // the attest half's files (PAXml, the prints): this instance names its own renderers
    render: { extraModules: [new URL('../../server/renderers.ts', import.meta.url).href] },
  });
  const frames: Frame[] = [];
  const hub = server.push;
  const send = hub.publish.bind(hub);
  hub.publish = (to, frame) => {
    frames.push({ to: to as Frame['to'], frame });
    return send(to, frame);
  };
  const db = server.host.db as any;
  const perAnstNr = (await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).AnstNr as string;

  async function setSwitch(name: string, value: unknown): Promise<void> {
    await db.deleteFrom('portal_switches').where('FtgId', '=', '1001').where('Name', '=', name).execute();
    await db
      .insertInto('portal_switches')
      .values({ FtgId: '1001', Name: name, Value: JSON.stringify(value) })
      .execute();
    server.host.directory.invalidate();
  }
  /** a vehicle of the employee's own (the personal plugin's table, as its register writes it) */
  async function addVehicle(AnstNr: string, Id: string, Typ: string, RegNr: string): Promise<void> {
    await db
      .insertInto('personal_vehicles')
      .values({ Id, FtgId: '1001', AnstNr, RegNr, Beskrivning: `Bil ${RegNr}`, Typ, Matarstallning: 1000, UpdatedAt: NOW.getTime() })
      .execute();
  }
  const count = async (table: string) => Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  return {
    server,
    db,
    frames,
    perAnstNr,
    setSwitch,
    addVehicle,
    count,
    signIn: (login: string, company = '1001') => signIn(server, login, company),
    call: (method: string, url: string, o: Parameters<typeof call>[3] = {}) => call(server, method, url, { ...o, headers: { ...C1, ...o.headers } }),
  };
}
export type Env = Awaited<ReturnType<typeof startServer>>;

/** a small, whole PDF receipt; `n` makes the bytes differ */
export const receipt = (n: number | string = 1) => ({
  Content: Buffer.from(`%PDF-1.4\n1 0 obj <<>> stream\nBT (Kvitto ${n}) Tj ET\nendstream endobj\ntrailer <<>>\n%%EOF\n`, 'latin1').toString('base64'),
  Type: 'application/pdf',
  FileName: `kvitto-${n}.pdf`,
});

/** a typed-in compensation of the caller's own (override any field) */
export const manual = (o: Record<string, unknown> = {}) => ({
  AnstNr: '',
  Datum: '2026-11-16',
  Typ: 'ERS',
  LonKod: '660',
  Text: 'Fika med brukaren',
  Extratext: '',
  Antal: 1,
  Belopp: 85.5,
  Moms: 10.26,
  Varugrupp: '',
  ...o,
});

/** A claim row as the compensations table stores it, for tests that write their own straight into the table. */
export function claimRow(o: Record<string, unknown> & { Id: string; AnstNr: string }): Record<string, unknown> {
  return claimFields({ FtgId: '1001', CreatedBy: 'Test', CreatedAt: 0, UpdatedAt: 0, ...o });
}
