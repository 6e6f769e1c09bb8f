import { sql } from 'kysely';
import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';

/** the company registers a time row is checked and totalled against (codes, result units, accounts, schedules, OB rules, care recipients) */
export const REFERENCE_TABLES = ['tidkoder', 'result_units', 'kontoreg', 'arbscheman', 'arbschema_dagar', 'obregler', 'brukare'] as const;

/**
 * companies.ReferenceVersion counts changes to a company's registers that every time report reads (REFERENCE_TABLES),
 * as RegisterVersion counts the employees: triggers keep it, so no writer (an endpoint, a payroll import, a person
 * with SQL) can forget, and a plugin may keep what it read of them until the version moves (issue 22: on PostgreSQL
 * each of those reads was a round trip on every time report, most of a time row's save).
 */
export const referenceVersion: ServerMigration<Db> = {
  async up(db, { dialect }) {
    await db.schema
      .alterTable('companies')
      .addColumn('ReferenceVersion', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    if (dialect === 'postgres') {
      await sql`
        create function lonna_bump_reference_version() returns trigger language plpgsql as $$
        begin
          update companies set "ReferenceVersion" = "ReferenceVersion" + 1
          where "FtgId" = (case when tg_op = 'DELETE' then old."FtgId" else new."FtgId" end);
          if tg_op = 'UPDATE' and old."FtgId" <> new."FtgId" then
            update companies set "ReferenceVersion" = "ReferenceVersion" + 1 where "FtgId" = old."FtgId";
          end if;
          return null;
        end $$`.execute(db);
      for (const table of REFERENCE_TABLES) {
        await sql`create trigger ${sql.raw(`${table}_reference_version`)} after insert or update or delete on ${sql.table(table)}
          for each row execute function lonna_bump_reference_version()`.execute(db);
      }
      return;
    }
    for (const table of REFERENCE_TABLES) {
      for (const [event, body] of [
        ['insert', 'where "FtgId" = new."FtgId"'],
        ['update', 'where "FtgId" in (new."FtgId", old."FtgId")'],
        ['delete', 'where "FtgId" = old."FtgId"'],
      ] as const) {
        await sql`create trigger ${sql.raw(`${table}_reference_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update companies set "ReferenceVersion" = "ReferenceVersion" + 1 ${sql.raw(body)}; end`.execute(db);
      }
    }
  },
};
