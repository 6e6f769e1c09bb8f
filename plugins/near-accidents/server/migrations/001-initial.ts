import type { ServerMigration } from '@lonna/core/server';
import type { NearAccidentsDb } from '../db';

/** Reports, their status history and their attachments. Keys lead with FtgId. A migration that ran is never edited. */
export const initial: ServerMigration<NearAccidentsDb> = {
  async up(db) {
    await db.schema
      .createTable('near_accidents_reports')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Id', 'varchar(40)', (c) => c.notNull())
      .addColumn('Rubrik', 'varchar(120)', (c) => c.notNull())
      .addColumn('Beskrivning', 'text', (c) => c.notNull())
      .addColumn('Datum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Klockslag', 'varchar(5)', (c) => c.notNull())
      .addColumn('Plats', 'varchar(200)', (c) => c.notNull())
      .addColumn('MojligFoljd', 'text', (c) => c.notNull())
      .addColumn('Kanslig', 'integer', (c) => c.notNull())
      .addColumn('Status', 'varchar(12)', (c) => c.notNull())
      .addColumn('ReporterLogin', 'varchar(50)', (c) => c.notNull())
      .addColumn('ReporterNamn', 'varchar(100)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('ResolverNamn', 'varchar(100)', (c) => c.notNull())
      .addColumn('Beslut', 'text', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('near_accidents_reports_pk', ['FtgId', 'Id'])
      .execute();
    await db.schema.createIndex('near_accidents_reports_status').on('near_accidents_reports').columns(['FtgId', 'Status']).execute();
    await db.schema
      .createTable('near_accidents_history')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('ReportId', 'varchar(40)', (c) => c.notNull())
      .addColumn('Seq', 'integer', (c) => c.notNull())
      .addColumn('Status', 'varchar(12)', (c) => c.notNull())
      .addColumn('At', 'bigint', (c) => c.notNull())
      .addColumn('Login', 'varchar(50)', (c) => c.notNull())
      .addColumn('Namn', 'varchar(100)', (c) => c.notNull())
      .addPrimaryKeyConstraint('near_accidents_history_pk', ['FtgId', 'ReportId', 'Seq'])
      .execute();
    await db.schema
      .createTable('near_accidents_attachments')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('ReportId', 'varchar(40)', (c) => c.notNull())
      .addColumn('FileId', 'varchar(40)', (c) => c.notNull())
      .addColumn('FileName', 'varchar(200)', (c) => c.notNull())
      .addColumn('Type', 'varchar(40)', (c) => c.notNull())
      .addColumn('Size', 'integer', (c) => c.notNull())
      .addColumn('AddedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('near_accidents_attachments_pk', ['FtgId', 'ReportId', 'FileId'])
      .execute();
  },
};
