import type { ServerMigration } from '@lonna/core/server';
import type { TimeDb } from '../db';

/**
 * Rows another plugin booked through `@lonna/plugin-time/booking` (an absence notice, an approved leave application):
 * `Origin` is the booking plugin's id and `OriginRef` its booking's id ('' for rows typed in or punched). Never edited
 * once run.
 */
export const bookedRows: ServerMigration<TimeDb> = {
  async up(db) {
    await db.schema
      .alterTable('time_rows')
      .addColumn('Origin', 'varchar(40)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('time_rows')
      .addColumn('OriginRef', 'varchar(60)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('time_rows_origin').on('time_rows').columns(['FtgId', 'AnstNr', 'Origin', 'OriginRef']).execute();
  },
};
