import type { ServerMigration } from '@lonna/core/server';
import { sql } from 'kysely';
import type { TimeDb } from '../db';

/**
 * The FK3059 month from the index alone (issue 22): the partial index on assistance rows (those booked on a care
 * recipient) gains every column the statements read — who, for whom, the code, the hours and the clock times — so the
 * month's grouped read of a big company (≈ 34,000 rows at 5,000 employees) and a page's day lines never visit
 * time_rows. It replaces time_rows_care (same leading columns, same predicate), so time_rows keeps its number of
 * indexes. The other readers of a period's rows (the attest sums, the staffing planner's absence days: FtgId, Datum,
 * AnstNr, TidKod) are already covered by time_rows_period_sums.
 */
export const careCovering: ServerMigration<TimeDb> = {
  async up(db) {
    await db.schema
      .createIndex('time_rows_care_cover')
      .on('time_rows')
      .columns(['FtgId', 'Datum', 'AnstNr', 'Brukare', 'TidKod', 'Timmar', 'Start', 'Slut'])
      .where(sql<boolean>`"Brukare" <> ''`)
      .execute();
    await db.schema.dropIndex('time_rows_care').execute();
  },
};
