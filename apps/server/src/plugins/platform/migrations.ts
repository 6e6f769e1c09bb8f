import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../../host/db/types';

/** The platform's tables: the audit log of every plugin, per-company plugin enablement, job leases. */
export const platformTables: ServerMigration<Db> = {
  async up(db, { dialect }) {
    const s = db.schema;
    const ms = dialect === 'postgres' ? 'bigint' : 'integer';
    const text = dialect === 'postgres' ? 'text' : 'text';
    const audit = s.createTable('audit_events');
    await (dialect === 'postgres'
      ? audit.addColumn('Id', 'bigserial', (c) => c.primaryKey())
      : audit.addColumn('Id', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('At', ms, (c) => c.notNull())
      .addColumn('Plugin', 'varchar(40)', (c) => c.notNull())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Login', 'varchar(50)', (c) => c.notNull())
      .addColumn('Entity', 'varchar(40)', (c) => c.notNull())
      .addColumn('EntityId', 'varchar(64)', (c) => c.notNull())
      .addColumn('Event', 'varchar(10)', (c) => c.notNull())
      .addColumn('Action', 'varchar(40)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .addColumn('Datum', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .addColumn('Old', text, (c) => c.notNull())
      .addColumn('New', text, (c) => c.notNull())
      .addColumn('Changes', text, (c) => c.notNull())
      .execute();
    await s.createIndex('audit_events_employee').on('audit_events').columns(['FtgId', 'Plugin', 'AnstNr', 'Datum']).execute();

    await s
      .createTable('company_plugins')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull().references('companies.FtgId').onDelete('cascade'))
      .addColumn('Plugin', 'varchar(40)', (c) => c.notNull())
      .addColumn('Enabled', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('company_plugins_pk', ['FtgId', 'Plugin'])
      .execute();

    await s
      .createTable('job_leases')
      .addColumn('Name', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('LastRunAt', ms, (c) => c.notNull())
      .execute();
  },
};
