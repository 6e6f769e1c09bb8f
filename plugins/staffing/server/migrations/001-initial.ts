import type { ServerMigration } from '@lonna/core/server';
import type { StaffingDb } from '../db';

/** Needs and their work passes. Keys lead with FtgId: every query is scoped by company. */
export const initial: ServerMigration<StaffingDb> = {
  async up(db) {
    await db.schema
      .createTable('staffing_needs')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Id', 'varchar(40)', (c) => c.notNull())
      .addColumn('Namn', 'varchar(80)', (c) => c.notNull())
      .addColumn('Uppgift', 'varchar(20)', (c) => c.notNull())
      .addColumn('Avdelning', 'varchar(10)', (c) => c.notNull())
      .addColumn('ResEnh', 'varchar(20)', (c) => c.notNull())
      .addColumn('Brukare', 'varchar(20)', (c) => c.notNull())
      .addColumn('Start', 'varchar(5)', (c) => c.notNull())
      .addColumn('Slut', 'varchar(5)', (c) => c.notNull())
      .addColumn('Antal', 'integer', (c) => c.notNull())
      .addColumn('Kompetenser', 'varchar(200)', (c) => c.notNull())
      .addColumn('Upprepning', 'varchar(10)', (c) => c.notNull())
      .addColumn('Faktor', 'integer', (c) => c.notNull())
      .addColumn('Dagar', 'varchar(7)', (c) => c.notNull())
      .addColumn('Manader', 'varchar(30)', (c) => c.notNull())
      .addColumn('FromDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('TomDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Schemalangd', 'integer', (c) => c.notNull())
      .addColumn('Helgdagar', 'integer', (c) => c.notNull())
      .addColumn('Delpass', 'integer', (c) => c.notNull())
      .addColumn('Kommentar', 'varchar(200)', (c) => c.notNull())
      .addColumn('KopiaAv', 'varchar(40)', (c) => c.notNull())
      .addColumn('Deleted', 'integer', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .addColumn('CreatedBy', 'varchar(100)', (c) => c.notNull())
      .addPrimaryKeyConstraint('staffing_needs_pk', ['FtgId', 'Id'])
      .execute();
    await db.schema
      .createTable('staffing_passes')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Id', 'varchar(40)', (c) => c.notNull())
      .addColumn('BehovId', 'varchar(40)', (c) => c.notNull())
      .addColumn('Plats', 'integer', (c) => c.notNull())
      .addColumn('Datum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Start', 'varchar(5)', (c) => c.notNull())
      .addColumn('Slut', 'varchar(5)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Status', 'varchar(10)', (c) => c.notNull())
      .addColumn('Version', 'integer', (c) => c.notNull())
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('staffing_passes_pk', ['FtgId', 'Id'])
      .addUniqueConstraint('staffing_passes_slot', ['FtgId', 'BehovId', 'Datum', 'Plats'])
      .execute();
    await db.schema.createIndex('staffing_passes_day').on('staffing_passes').columns(['FtgId', 'Datum']).execute();
    await db.schema.createIndex('staffing_passes_employee').on('staffing_passes').columns(['FtgId', 'AnstNr', 'Datum']).execute();
  },
};
