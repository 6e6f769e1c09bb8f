import type { ServerMigration } from '@lonna/core/server';
import type { TimeDb } from '../db';

/** The time tables (time_audit moved to the host's audit log in 002; a migration that ran is never edited). Keys lead with FtgId: every query is scoped by company. */
export const initial: ServerMigration<TimeDb> = {
  async up(db, { dialect }) {
    const s = db.schema;
    const text = 'text' as const;
    const ms = 'bigint' as const;
    await s
      .createTable('time_rows')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(10)', (c) => c.notNull())
      .addColumn('Datum', 'varchar(10)', (c) => c.notNull())
      .addColumn('TidKod', 'varchar(10)', (c) => c.notNull())
      .addColumn('Timmar', 'double precision', (c) => c.notNull())
      .addColumn('Start', 'varchar(5)', (c) => c.notNull().defaultTo(''))
      .addColumn('Slut', 'varchar(5)', (c) => c.notNull().defaultTo(''))
      .addColumn('Brukare', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('ResEnhet1', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('ResEnhet2', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('ResEnhet3', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('ResEnhet4', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('ResEnhet5', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('ResEnhet6', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('Konto', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .addColumn('Text', text, (c) => c.notNull().defaultTo(''))
      .addColumn('Source', 'varchar(10)', (c) => c.notNull().defaultTo('MANUAL'))
      .addColumn('CreatedAt', ms, (c) => c.notNull())
      .addColumn('UpdatedAt', ms, (c) => c.notNull())
      .addColumn('UpdatedBy', 'varchar(50)', (c) => c.notNull())
      .execute();
    await s.createIndex('time_rows_day').on('time_rows').columns(['FtgId', 'AnstNr', 'Datum']).execute();
    await s.createIndex('time_rows_period').on('time_rows').columns(['FtgId', 'Datum']).execute();

    await s
      .createTable('time_days')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(10)', (c) => c.notNull())
      .addColumn('Datum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Status', 'varchar(10)', (c) => c.notNull().defaultTo('OPEN'))
      .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('ApprovedBy', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('ApprovedAt', ms, (c) => c.notNull().defaultTo(0))
      .addColumn('AttestedBy', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('AttestedAt', ms, (c) => c.notNull().defaultTo(0))
      .addColumn('ExportedAt', ms, (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('time_days_pk', ['FtgId', 'AnstNr', 'Datum'])
      .execute();
    await s.createIndex('time_days_period').on('time_days').columns(['FtgId', 'Datum']).execute();

    await s
      .createTable('time_punches')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(10)', (c) => c.notNull())
      .addColumn('Datum', 'varchar(10)', (c) => c.notNull())
      .addColumn('In', 'varchar(5)', (c) => c.notNull())
      .addColumn('Ut', 'varchar(5)', (c) => c.notNull().defaultTo(''))
      .addColumn('Brukare', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('ResEnhet1', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('RowId', 'varchar(40)', (c) => c.notNull().defaultTo(''))
      .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('CreatedAt', ms, (c) => c.notNull())
      .addColumn('UpdatedBy', 'varchar(50)', (c) => c.notNull())
      .execute();
    await s.createIndex('time_punches_employee').on('time_punches').columns(['FtgId', 'AnstNr', 'Datum']).execute();

    const audit = s.createTable('time_audit');
    await (dialect === 'postgres'
      ? audit.addColumn('Id', 'serial', (c) => c.primaryKey())
      : audit.addColumn('Id', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('At', ms, (c) => c.notNull())
      .addColumn('Login', 'varchar(50)', (c) => c.notNull())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(10)', (c) => c.notNull())
      .addColumn('Datum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Entity', 'varchar(10)', (c) => c.notNull())
      .addColumn('EntityId', 'varchar(40)', (c) => c.notNull())
      .addColumn('Action', 'varchar(20)', (c) => c.notNull())
      .addColumn('Old', text, (c) => c.notNull())
      .addColumn('New', text, (c) => c.notNull())
      .execute();
    await s.createIndex('time_audit_day').on('time_audit').columns(['FtgId', 'AnstNr', 'Datum']).execute();
  },
};
