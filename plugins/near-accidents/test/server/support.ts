import { capturePush, call, createServerTester, DIALECTS, signIn, type Dialect } from '@lonna/server/testing';
import serverHalf from '../../server';

export { DIALECTS, type Dialect };

/** The server clock of these tests: fixed, never today's date. */
export const NOW = new Date('2026-11-18T09:00:00Z');
export const C1 = { 'dv-selected-company': '1001' };
export const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;

export type Frame = { to: { ftgId?: string; login?: string }; frame: { event: string; resource?: string; payload?: unknown } };

/** the host with this plugin and its renderers, on a fresh seeded database; `frames` collects what the hub is asked to send */
export async function startServer(dialect: Dialect) {
  const server = await createServerTester(dialect, {
    plugins: [serverHalf],
    now: () => NOW,
    render: { extraModules: [new URL('../../server/renderers.ts', import.meta.url).href] },
  });
  const frames: Frame[] = [];
  capturePush(server as never, frames);
  const db = server.host.db as any;

  /** another employee of 1001 with an account of his own (a copy of per@demo.se's, same password), in department 10 */
  async function addEmployeeAccount(login: string): Promise<{ login: string; anstNr: string }> {
    const per = await db.selectFrom('accounts').selectAll().where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
    const emp = await db
      .selectFrom('employees')
      .select('AnstNr')
      .where('FtgId', '=', '1001')
      .where('Avdelning', '=', '10')
      .where('AnstNr', '<>', per.AnstNr)
      .orderBy('AnstNr')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('accounts')
      .values({ ...per, Login: login, Namn: `Test ${login}`, AnstNr: emp.AnstNr })
      .execute();
    await db.insertInto('account_companies').values({ Login: login, FtgId: '1001' }).execute();
    return { login, anstNr: emp.AnstNr };
  }

  async function setSwitch(name: string, value: unknown): Promise<void> {
    await db.deleteFrom('portal_switches').where('FtgId', '=', '1001').where('Name', '=', name).execute();
    await db
      .insertInto('portal_switches')
      .values({ FtgId: '1001', Name: name, Value: JSON.stringify(value) })
      .execute();
    server.host.directory.invalidate();
  }

  const count = async (table: string) => Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  return {
    server,
    frames,
    addEmployeeAccount,
    setSwitch,
    count,
    signIn: (login: string) => signIn(server, login, '1001'),
    call: (method: string, url: string, o: Parameters<typeof call>[3] = {}) => call(server, method, url, { ...o, headers: { ...C1, ...o.headers } }),
  };
}

export const REPORT = {
  Rubrik: 'Nästan klämd i hissdörren',
  Beskrivning: 'Hissdörren stängde trots att jag stod i öppningen.',
  Datum: '2026-11-17',
  Klockslag: '08:15',
  Plats: 'Hissen, Storgatan 12',
  MojligFoljd: 'Klämskada på arm eller axel.',
  Kanslig: false,
};

/** a small, whole PDF; `n` makes the bytes differ */
export const pdf = (n: number | string = 1) =>
  Buffer.from(`%PDF-1.4\n1 0 obj <<>> stream\nBT (Bilaga ${n}) Tj ET\nendstream endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');
export const upload = (bytes: Buffer, FileName = 'bilaga.pdf') => ({ Content: bytes.toString('base64'), Type: 'application/pdf', FileName });
