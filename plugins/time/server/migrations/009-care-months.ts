import type { ServerMigration } from '@lonna/core/server';
import { sql } from 'kysely';
import type { TimeDb } from '../db';

/**
 * time_care_months counts the changes to a company's assistance rows (those booked on a care recipient) per month, so a
 * reader that computes a month from them (the FK3059 organiser's month, ≈ 34,000 rows at 5,000 employees) keeps its
 * result until the month's version moves (issue 22). Triggers keep it, as companies.RegisterVersion is kept, so no
 * writer (the report, punches, bookings, imports, seeds) can forget; a change that moves a row between months or on or
 * off a care recipient moves both months. Rows without a care recipient never touch it.
 */
export const careMonths: ServerMigration<TimeDb> = {
  async up(db, { dialect }) {
    await db.schema
      .createTable('time_care_months')
      .addColumn('FtgId', 'text', (c) => c.notNull())
      .addColumn('Manad', 'text', (c) => c.notNull())
      .addColumn('Version', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('time_care_months_pk', ['FtgId', 'Manad'])
      .execute();
    const bump = (row: 'new' | 'old') =>
      sql.raw(`insert into time_care_months ("FtgId", "Manad", "Version") select ${row}."FtgId", substr(${row}."Datum", 1, 7), 1 where ${row}."Brukare" <> ''
        on conflict ("FtgId", "Manad") do update set "Version" = time_care_months."Version" + 1`);
    if (dialect === 'postgres') {
      await sql`
        create function time_care_month_bump() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then ${bump('old')}; end if;
          if tg_op <> 'DELETE' then ${bump('new')}; end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger time_rows_care_month after insert or update or delete on time_rows
        for each row execute function time_care_month_bump()`.execute(db);
      return;
    }
    await sql`create trigger time_rows_care_month_insert after insert on time_rows when new."Brukare" <> ''
      begin ${bump('new')}; end`.execute(db);
    await sql`create trigger time_rows_care_month_update after update on time_rows when old."Brukare" <> '' or new."Brukare" <> ''
      begin ${bump('old')}; ${bump('new')}; end`.execute(db);
    await sql`create trigger time_rows_care_month_delete after delete on time_rows when old."Brukare" <> ''
      begin ${bump('old')}; end`.execute(db);
  },
};
