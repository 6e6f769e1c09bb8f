import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { call, DIALECTS, json, signIn, startTimeServer, type TestServer } from './support';

const C1 = { [HEADERS.company]: '1001' };
// days no seed touches: the test makes its own data
const DAY = '2025-02-04';

/**
 * The company's lists a time report and a saved row read are kept between calls (server/kept.ts, issue 22) only while
 * they are unchanged: a change to any of them — by any writer, here plain SQL — shows on the very next call, on both
 * databases, because the host's triggers move the company's versions.
 */
describe.each(DIALECTS)('kept company lists follow every change, on %s', (dialect) => {
  let server: TestServer;
  let ftg: string;
  let perNr: string;
  // biome-ignore lint/suspicious/noExplicitAny: the test changes the host's registers as an import or a person with SQL would
  let db: any;
  const report = async () => json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${DAY}&To=${DAY}`, { cookie: ftg, headers: C1 }));
  const add = async (fields: Record<string, unknown>) =>
    call(server, 'POST', '/api/tidrapport/rader', {
      cookie: ftg,
      headers: C1,
      body: { AnstNr: perNr, Datum: DAY, DayVersion: (await report()).Days[0].Version, TidKod: 'ARB', Timmar: 1, ...fields },
    });
  const referenceVersion = async () =>
    Number((await db.selectFrom('companies').select('ReferenceVersion').where('FtgId', '=', '1001').executeTakeFirstOrThrow()).ReferenceVersion);

  beforeAll(async () => {
    server = await startTimeServer(dialect);
    db = server.host.db;
    ftg = await signIn(server, 'ftg@demo.se', '1001');
    const per = await signIn(server, 'per@demo.se');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
  });
  afterAll(() => server.close());

  it('a code changed to a day code, a new account, a changed schedule and a locked employee show on the next call', async () => {
    const saved = await add({ TidKod: 'OT50', Timmar: 1, Brukare: 'B001' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await report()).Reported).toEqual({ Hours: 1, Days: 0 });
    // the code becomes a day code: the same row now counts a day
    await db.updateTable('tidkoder').set({ Enhet: 'dag' }).where('FtgId', '=', '1001').where('TidKod', '=', 'OT50').execute();
    expect((await report()).Reported).toEqual({ Hours: 0, Days: 1 });
    await db.updateTable('tidkoder').set({ Enhet: 'h' }).where('FtgId', '=', '1001').where('TidKod', '=', 'OT50').execute();
    expect((await report()).Reported).toEqual({ Hours: 1, Days: 0 });

    // an account the register does not have is refused on its field; once added, the same row is saved
    const unknown = await add({ Konto: 'KEPT9', Brukare: 'B001' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).field).toBe('Konto');
    await db.insertInto('kontoreg').values({ FtgId: '1001', Konto: 'KEPT9', BenText: 'Kept' }).execute();
    expect((await add({ Konto: 'KEPT9', Brukare: 'B001' })).statusCode).toBe(200);

    // the employee's schedule's day changes: the report's schedule of the day follows
    const before = (await report()).Days[0].Schedule;
    const period = await db
      .selectFrom('employee_schedules')
      .select(['ArbSchema'])
      .where('FtgId', '=', '1001')
      .where('AnstNr', '=', perNr)
      .where('FromDatum', '<=', DAY)
      .orderBy('FromDatum', 'desc')
      .executeTakeFirst();
    expect(before).not.toBeNull();
    await db.updateTable('arbschema_dagar').set({ Start: '05:30' }).where('FtgId', '=', '1001').where('ArbSchema', '=', period.ArbSchema).execute();
    expect((await report()).Days[0].Schedule.Start).toBe('05:30');
    // the schedule period switched off (the register version): no schedule that day
    await db.updateTable('employee_schedules').set({ UseArbSchema: 0 }).where('FtgId', '=', '1001').where('AnstNr', '=', perNr).execute();
    expect((await report()).Days[0].Schedule).toBeNull();

    // the employee locked in the register: his rows can no longer be written
    await db.updateTable('employees').set({ Locked: 1 }).where('FtgId', '=', '1001').where('AnstNr', '=', perNr).execute();
    expect((await add({ Brukare: 'B001' })).statusCode).toBe(409);
    await db.updateTable('employees').set({ Locked: 0 }).where('FtgId', '=', '1001').where('AnstNr', '=', perNr).execute();
    expect((await add({ Brukare: 'B001' })).statusCode).toBe(200);
  });

  it('every register a time report reads moves the company’s reference version, by insert, update and delete', async () => {
    // each register with a row of its own and the column that names it
    const rows: [string, string, Record<string, unknown>][] = [
      ['tidkoder', 'TidKod', { FtgId: '1001', TidKod: 'KEPTX', BenText: 'Kept', Enhet: 'h', TidKodGrupp: '' }],
      ['result_units', 'ResEnh', { FtgId: '1001', Niva: 1, ResEnh: 'KEPTX', Namn: 'Kept' }],
      ['kontoreg', 'Konto', { FtgId: '1001', Konto: 'KEPTX', BenText: 'Kept' }],
      ['arbscheman', 'ArbSchema', { FtgId: '1001', ArbSchema: 'KEPTX', BenText: 'Kept' }],
      ['arbschema_dagar', 'ArbSchema', { FtgId: '1001', ArbSchema: 'KEPTX', Vecka: 1, Veckodag: 1, Start: '08:00', Slut: '16:00', Rast: 30, Timmar: 7.5 }],
      ['obregler', 'OBRegelID', { FtgId: '1001', OBRegelID: 'KEPTX', BenText: 'Kept' }],
      ['brukare', 'Brukare', { FtgId: '1001', Brukare: 'KEPTX', FoNamn: 'Kept', EfNamn: 'Kept' }],
    ];
    for (const [table, key, row] of rows) {
      let v = await referenceVersion();
      await db.insertInto(table).values(row).execute();
      expect(await referenceVersion(), `${table} insert`).toBeGreaterThan(v);
      v = await referenceVersion();
      await db
        .updateTable(table)
        .set({ [key]: 'KEPTY' })
        .where('FtgId', '=', '1001')
        .where(key, '=', 'KEPTX')
        .execute();
      expect(await referenceVersion(), `${table} update`).toBeGreaterThan(v);
      v = await referenceVersion();
      await db.deleteFrom(table).where('FtgId', '=', '1001').where(key, '=', 'KEPTY').execute();
      expect(await referenceVersion(), `${table} delete`).toBeGreaterThan(v);
    }
  });
});
