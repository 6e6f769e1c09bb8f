import { call, createServerTester, DIALECTS, signIn, type Dialect } from '@lonna/server/testing';
import absenceServer from '../../server';

export { DIALECTS, type Dialect };

/** The server clock of these tests: fixed (Wednesday 18 November 2026), never today's date. */
export const NOW = new Date('2026-11-18T09:00:00Z');
export const TODAY = '2026-11-18';
export const C1 = { 'dv-selected-company': '1001' };
export const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
export type Frame = { to: { ftgId?: string; login?: string }; frame: { event: string; resource?: string; payload?: unknown } };

/** the host with the time and personal plugins as npm start loads them and this plugin in place, on a fresh seeded database */
export async function startServer(dialect: Dialect, clock: () => Date = () => NOW, more: readonly string[] = []) {
  const server = await createServerTester(dialect, {
    installed: ['@lonna/plugin-time', '@lonna/plugin-personal', ...more],
    plugins: [absenceServer as never],
    now: clock,
    session: { cacheMs: 0 },
    // the jobs run only when a test ticks them
    jobsCheckMs: 0,
  });
  const frames: Frame[] = [];
  const hub = server.push;
  const send = hub.publish.bind(hub);
  hub.publish = (to, frame) => {
    frames.push({ to: to as Frame['to'], frame });
    return send(to, frame);
  };
  const db = server.host.db as any;

  /** an employee of 1001 (department `dept`, or any other) without an open notice, not per@demo.se's */
  async function freeEmployee(taken: Set<string>, dept?: string, notDept?: string): Promise<string> {
    const per = await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
    const busy = new Set(
      (await db.selectFrom('absence_notices').select('AnstNr').where('FtgId', '=', '1001').where('FriskDatum', '=', '').execute()).map(
        (r: { AnstNr: string }) => r.AnstNr,
      ),
    );
    let q = db.selectFrom('employees').select(['AnstNr', 'Avdelning']).where('FtgId', '=', '1001').where('Aktiv', '=', 1).where('Locked', '=', 0);
    if (dept) q = q.where('Avdelning', '=', dept);
    if (notDept) q = q.where('Avdelning', '<>', notDept);
    for (const e of await q.orderBy('AnstNr').execute()) {
      if (e.AnstNr === per.AnstNr || busy.has(e.AnstNr) || taken.has(e.AnstNr)) continue;
      taken.add(e.AnstNr);
      return e.AnstNr as string;
    }
    throw new Error('no free employee');
  }

  /** another employee of 1001 with a PER account of his own (a copy of per@demo.se's, same password) */
  async function addEmployeeAccount(login: string, anstNr: string): Promise<void> {
    const per = await db.selectFrom('accounts').selectAll().where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
    await db
      .insertInto('accounts')
      .values({ ...per, Login: login, Namn: `Test ${login}`, AnstNr: anstNr })
      .execute();
    await db.insertInto('account_companies').values({ Login: login, FtgId: '1001' }).execute();
  }

  /** the employee works to the other's schedule (Monday to Friday for per@demo.se), so a test knows its working days */
  async function sameScheduleAs(anstNr: string, model: string): Promise<void> {
    const rows = await db.selectFrom('employee_schedules').selectAll().where('FtgId', '=', '1001').where('AnstNr', '=', model).execute();
    await db.deleteFrom('employee_schedules').where('FtgId', '=', '1001').where('AnstNr', '=', anstNr).execute();
    await db
      .insertInto('employee_schedules')
      .values(rows.map((r: object) => ({ ...r, AnstNr: anstNr })))
      .execute();
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
    db,
    frames,
    freeEmployee,
    sameScheduleAs,
    addEmployeeAccount,
    setSwitch,
    count,
    signIn: (login: string, company = '1001') => signIn(server, login, company),
    call: (method: string, url: string, o: Parameters<typeof call>[3] = {}) => call(server, method, url, { ...o, headers: { ...C1, ...o.headers } }),
  };
}
