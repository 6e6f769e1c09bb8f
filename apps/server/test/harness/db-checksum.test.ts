import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer } from '../support/test-server';
import { changedTables, databaseChecksum } from './support/db-checksum';
import { startHarnessServer } from './support/harness-server';
import { RoleSessions } from './support/roles';

/** The harness's "database unchanged" check itself: it sees every committed row change and nothing else. */
describe.each(DIALECTS)('the harness write log (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startHarnessServer(dialect);
    // a session row exists before watching starts
    await new RoleSessions(server).cookie('PER');
  });
  afterAll(async () => server?.close());
  const db = () => server.host.db as any;

  it('an insert, an update and a delete each change it, naming the table', async () => {
    const before = await databaseChecksum(server);
    const row = await db().selectFrom('accounts').select(['Login', 'Namn']).orderBy('Login').executeTakeFirstOrThrow();
    await db()
      .updateTable('accounts')
      .set({ Namn: `${row.Namn} x` })
      .where('Login', '=', row.Login)
      .execute();
    const afterUpdate = await databaseChecksum(server);
    expect(changedTables(before, afterUpdate)).toBe('accounts');
    await db().updateTable('accounts').set({ Namn: row.Namn }).where('Login', '=', row.Login).execute();
    // put back is a second write, not "unchanged"
    expect(await databaseChecksum(server)).not.toBe(before);
    const mid = await databaseChecksum(server);
    await db().insertInto('audit_log').values({ at: 1, event: 'test', login: 'x', ip: '127.0.0.1', detail: '' }).execute();
    const inserted = await databaseChecksum(server);
    expect(changedTables(mid, inserted)).toBe('audit_log');
    await db().deleteFrom('audit_log').where('event', '=', 'test').execute();
    expect(changedTables(inserted, await databaseChecksum(server))).toBe('audit_log');
  });

  it('an update that leaves the row as it was, a session touch and a rolled-back transaction leave it as it was', async () => {
    const before = await databaseChecksum(server);
    const row = await db().selectFrom('accounts').select(['Login', 'Namn']).orderBy('Login').executeTakeFirstOrThrow();
    await db().updateTable('accounts').set({ Namn: row.Namn }).where('Login', '=', row.Login).execute();
    await sql`update sessions set last_seen = last_seen + 1`.execute(db());
    await expect(
      db()
        .transaction()
        .execute(async (trx: any) => {
          await trx.updateTable('accounts').set({ Namn: 'rolled back' }).where('Login', '=', row.Login).execute();
          throw new Error('roll back');
        }),
    ).rejects.toThrow('roll back');
    expect(await databaseChecksum(server)).toBe(before);
  });
});
