import type { ServerMigration } from '@lonna/core/server';
import type { TimeDb } from '../db';

/**
 * Shifts other plugins plan for an employee, through the published write model (`TimePlannedShiftsWriteModel`): the
 * staffing plugin's assigned work passes. On a day with such rows they replace the cyclic schedule. Never edited once
 * run.
 */
export const plannedShifts: ServerMigration<TimeDb> = {
  async up(db) {
    await db.schema
      .createTable('time_planned_shifts')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Datum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Start', 'varchar(5)', (c) => c.notNull())
      .addColumn('Slut', 'varchar(5)', (c) => c.notNull())
      .addColumn('Rast', 'integer', (c) => c.notNull())
      .addColumn('Schema', 'varchar(20)', (c) => c.notNull())
      .addColumn('Source', 'varchar(40)', (c) => c.notNull())
      .addColumn('SourceId', 'varchar(60)', (c) => c.notNull())
      .addPrimaryKeyConstraint('time_planned_shifts_pk', ['FtgId', 'Source', 'SourceId'])
      .execute();
    await db.schema.createIndex('time_planned_shifts_day').on('time_planned_shifts').columns(['FtgId', 'AnstNr', 'Datum']).execute();
  },
};
