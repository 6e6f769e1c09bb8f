import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditToHost } from '../../server/migrations/002-audit-to-host';
import { DIALECTS, startTimeServer, type TestServer } from './support';

/** A database from before the platform's audit log: the time plugin's own entries move to the host's log. */
describe.each(DIALECTS)('migration 002: time_audit → the host audit log (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTimeServer(dialect);
  }, 60_000);
  afterAll(async () => server?.close());

  it("moves every entry with the spec's event and drops the table", async () => {
    const db = server.host.db as never as import('../../server/db').TimeDb;
    await sql`create table time_audit ("Id" integer primary key, "At" bigint not null, "Login" varchar(50) not null, "FtgId" varchar(20) not null,
      "AnstNr" varchar(10) not null, "Datum" varchar(10) not null, "Entity" varchar(10) not null, "EntityId" varchar(40) not null,
      "Action" varchar(20) not null, "Old" text not null, "New" text not null)`.execute(db);
    await sql`insert into time_audit values (1, 1700000000000, 'ftg@demo.se', '1001', '12', '2026-03-02', 'row', 'r1', 'create', '', '{"Timmar":8}'),
      (2, 1700000000001, 'ftg@demo.se', '1001', '12', '2026-03-02', 'day', '2026-03-02', 'approve', '{"Status":"OPEN"}', '{"Status":"APPROVED"}')`.execute(db);
    await auditToHost.up(db, { dialect });
    const moved = await db
      .selectFrom('audit_events')
      .select(['Plugin', 'Entity', 'Event', 'Action', 'AnstNr', 'New'])
      .where('Login', '=', 'ftg@demo.se')
      .where('At', '<', 1700000000002)
      .orderBy('Id')
      .execute();
    expect(moved).toEqual([
      { Plugin: 'time', Entity: 'row', Event: 'created', Action: 'create', AnstNr: '12', New: '{"Timmar":8}' },
      { Plugin: 'time', Entity: 'day', Event: 'modified', Action: 'approve', AnstNr: '12', New: '{"Status":"APPROVED"}' },
    ]);
    await expect(sql`select 1 from time_audit`.execute(db)).rejects.toThrow();
  });
});
