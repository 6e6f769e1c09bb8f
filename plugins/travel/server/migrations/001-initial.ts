import type { ServerMigration } from '@lonna/core/server';
import type { TravelDb } from '../db';

/** Travel expense reports and their lines. Keys lead with FtgId. A migration that ran is never edited. */
export const initial: ServerMigration<TravelDb> = {
  async up(db) {
    await db.schema
      .createTable('travel_reports')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Syfte', 'varchar(60)', (c) => c.notNull())
      .addColumn('Resmal', 'varchar(120)', (c) => c.notNull())
      .addColumn('Avresa', 'varchar(16)', (c) => c.notNull())
      .addColumn('Hemkomst', 'varchar(16)', (c) => c.notNull())
      .addColumn('Status', 'varchar(10)', (c) => c.notNull())
      .addColumn('CreatedBy', 'varchar(255)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('travel_reports_company').on('travel_reports').columns(['FtgId', 'AnstNr']).execute();
    await db.schema
      .createTable('travel_lines')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('ReportId', 'varchar(40)', (c) => c.notNull())
      .addColumn('Datum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Text', 'varchar(60)', (c) => c.notNull())
      .addColumn('Leverantor', 'varchar(60)', (c) => c.notNull())
      .addColumn('Belopp', 'double precision', (c) => c.notNull())
      .addColumn('Moms', 'double precision', (c) => c.notNull())
      .addColumn('Valuta', 'varchar(3)', (c) => c.notNull())
      .addColumn('Valutakurs', 'double precision', (c) => c.notNull())
      .addColumn('KvittoId', 'varchar(64)', (c) => c.notNull())
      .addColumn('KvittoNamn', 'varchar(200)', (c) => c.notNull())
      .addColumn('ErsattningId', 'varchar(40)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('travel_lines_report').on('travel_lines').columns(['FtgId', 'ReportId']).execute();
  },
};
