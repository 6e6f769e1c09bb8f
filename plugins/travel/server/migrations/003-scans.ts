import type { ServerMigration } from '@lonna/core/server';
import type { TravelDb } from '../db';

/** The receipts the scan stored, and when: the clean-up job removes those never attached after a while. Never edited once run. */
export const scans: ServerMigration<TravelDb> = {
  async up(db) {
    await db.schema
      .createTable('travel_scans')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('KvittoId', 'varchar(64)', (c) => c.notNull())
      .addColumn('ScannedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('travel_scans_pk', ['FtgId', 'KvittoId'])
      .execute();
    await db.schema.createIndex('travel_scans_at').on('travel_scans').column('ScannedAt').execute();
  },
};
