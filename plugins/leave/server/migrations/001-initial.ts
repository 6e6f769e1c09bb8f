import type { ServerMigration } from '@lonna/core/server';
import type { LeaveDb } from '../db';

/** Applications and plans. Keys lead with FtgId: every query is scoped by company. A migration that ran is never edited. */
export const initial: ServerMigration<LeaveDb> = {
  async up(db) {
    await db.schema
      .createTable('leave_applications')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Typ', 'varchar(10)', (c) => c.notNull())
      .addColumn('BarnId', 'varchar(40)', (c) => c.notNull())
      .addColumn('FromDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('TomDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Veckodagar', 'varchar(7)', (c) => c.notNull())
      .addColumn('Omfattning', 'real', (c) => c.notNull())
      .addColumn('Orsak', 'varchar(500)', (c) => c.notNull())
      .addColumn('SkapaTidrader', 'integer', (c) => c.notNull())
      .addColumn('Status', 'varchar(10)', (c) => c.notNull())
      .addColumn('Meddelande', 'varchar(500)', (c) => c.notNull())
      .addColumn('BeslutAv', 'varchar(100)', (c) => c.notNull())
      .addColumn('BeslutAt', 'bigint', (c) => c.notNull())
      .addColumn('PlanId', 'varchar(40)', (c) => c.notNull())
      .addColumn('Dagar', 'integer', (c) => c.notNull())
      .addColumn('UtanSchema', 'text', (c) => c.notNull())
      .addColumn('Veckodagsraknat', 'integer', (c) => c.notNull())
      .addColumn('Bokade', 'integer', (c) => c.notNull())
      .addColumn('EjBokade', 'text', (c) => c.notNull())
      .addColumn('SkapadAv', 'varchar(100)', (c) => c.notNull())
      .addColumn('SkapadAt', 'bigint', (c) => c.notNull())
      .addColumn('AndradAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('leave_applications_employee').on('leave_applications').columns(['FtgId', 'AnstNr', 'FromDatum']).execute();
    await db.schema.createIndex('leave_applications_status').on('leave_applications').columns(['FtgId', 'Status', 'FromDatum']).execute();
    await db.schema
      .createTable('leave_plans')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Namn', 'varchar(80)', (c) => c.notNull())
      .addColumn('Avdelning', 'varchar(20)', (c) => c.notNull())
      .addColumn('FromDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('TomDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('MinBemanning', 'integer', (c) => c.notNull())
      .addColumn('Status', 'varchar(10)', (c) => c.notNull())
      .addColumn('SkapadAv', 'varchar(100)', (c) => c.notNull())
      .addColumn('SkapadAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('leave_plans_company').on('leave_plans').columns(['FtgId', 'Avdelning']).execute();
  },
};
