import type { ServerMigration } from '@lonna/core/server';
import type { TimeDb } from '../db';

/**
 * Locks on an employee's rows for one care recipient over a date range, set by other plugins through the published
 * write model (`TimeRowLocksWriteModel`): FK3059 locks the month it has signed. Never edited once run.
 */
export const rowLocks: ServerMigration<TimeDb> = {
  async up(db) {
    await db.schema
      .createTable('time_row_locks')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Brukare', 'varchar(20)', (c) => c.notNull())
      .addColumn('FromDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('TomDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Owner', 'varchar(40)', (c) => c.notNull())
      .addColumn('Reason', 'varchar(120)', (c) => c.notNull())
      .addColumn('LockedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('time_row_locks_pk', ['FtgId', 'AnstNr', 'Brukare', 'FromDatum', 'Owner'])
      .execute();
  },
};
