import type { ServerMigration } from '@lonna/core/server';
import { sql } from 'kysely';
import type { TimeDb } from '../db';

/**
 * The attest and approve lists from the indexes alone (issue 22). By period, for the whole company's month: the rows'
 * sums and the days' statuses never visit the tables. By employee, for a page of 25: the same columns behind the
 * employee, so the planner takes the page's employees and never the company's month (with only the period index
 * covering, SQLite read the month to answer a page). Each replaces the index it extends (same leading columns), so
 * time_rows keeps its number of indexes; time_days gains the employee one. And the month's assistance rows (those
 * booked on a care recipient, what the FK3059 statements add up) on a partial index of their own: the month of a
 * big company without visiting the rows that name no care recipient.
 */
export const periodCovering: ServerMigration<TimeDb> = {
  async up(db) {
    await db.schema.createIndex('time_rows_period_sums').on('time_rows').columns(['FtgId', 'Datum', 'AnstNr', 'TidKod', 'Timmar']).execute();
    await db.schema.dropIndex('time_rows_period').execute();
    await db.schema.createIndex('time_rows_employee_sums').on('time_rows').columns(['FtgId', 'AnstNr', 'Datum', 'TidKod', 'Timmar']).execute();
    await db.schema.dropIndex('time_rows_day').execute();
    await db.schema.createIndex('time_days_period_status').on('time_days').columns(['FtgId', 'Datum', 'AnstNr', 'Status']).execute();
    await db.schema.dropIndex('time_days_period').execute();
    await db.schema.createIndex('time_rows_care').on('time_rows').columns(['FtgId', 'Datum']).where(sql<boolean>`"Brukare" <> ''`).execute();
    await db.schema.createIndex('time_days_employee_status').on('time_days').columns(['FtgId', 'AnstNr', 'Datum', 'Status']).execute();
  },
};
