import { sql } from 'kysely';
import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';

/**
 * companies.RegisterVersion counts changes to a company's employees and their
 * schedule periods. Triggers keep it, so no writer can forget; the server keeps
 * the employee list in memory and reloads it only when the version moved.
 */
export const registerVersion: ServerMigration<Db> = {
  async up(db, { dialect }) {
    await db.schema
      .alterTable('companies')
      .addColumn('RegisterVersion', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    if (dialect === 'postgres') {
      await sql`
        create function lonna_bump_register_version() returns trigger language plpgsql as $$
        begin
          update companies set "RegisterVersion" = "RegisterVersion" + 1
          where "FtgId" = (case when tg_op = 'DELETE' then old."FtgId" else new."FtgId" end);
          return null;
        end $$`.execute(db);
      for (const table of ['employees', 'employee_schedules']) {
        await sql`create trigger ${sql.raw(`${table}_register_version`)} after insert or update or delete on ${sql.table(table)}
          for each row execute function lonna_bump_register_version()`.execute(db);
      }
      return;
    }
    for (const table of ['employees', 'employee_schedules']) {
      for (const [event, row] of [
        ['insert', 'new'],
        ['update', 'new'],
        ['delete', 'old'],
      ] as const) {
        await sql`create trigger ${sql.raw(`${table}_register_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update companies set "RegisterVersion" = "RegisterVersion" + 1 where "FtgId" = ${sql.raw(row)}."FtgId"; end`.execute(db);
      }
    }
  },
};
