import type { ServerMigration } from '@lonna/core/server';
import type { AbsenceDb } from '../db';

/** How far an open notice is booked into the time report ('' = its first 14 days), for the daily extension job. */
export const bookedTo: ServerMigration<AbsenceDb> = {
  async up(db) {
    await db.schema
      .alterTable('absence_notices')
      .addColumn('BokadTill', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
