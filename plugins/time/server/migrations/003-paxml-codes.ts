import type { ServerMigration } from '@lonna/core/server';
import type { TimeDb } from '../db';

/** A company's time codes mapped to PAXml codes by payroll administration (the defaults live in paxml-codes.ts). */
export const paxmlCodes: ServerMigration<TimeDb> = {
  async up(db) {
    await db.schema
      .createTable('time_paxml_codes')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('TidKod', 'varchar(10)', (c) => c.notNull())
      .addColumn('PaxmlKod', 'varchar(10)', (c) => c.notNull())
      .addColumn('UpdatedBy', 'varchar(50)', (c) => c.notNull())
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('time_paxml_codes_pk', ['FtgId', 'TidKod'])
      .execute();
  },
};
