import type { ServerMigration } from '@lonna/core/server';
import type { Fk3059Db } from '../db';

/**
 * Electronic sending (one row per statement: its current sending), the statements of a batch sign order, the
 * company's details for Försäkringskassan, and the care recipients' personal numbers. Never edited once run.
 */
export const sending: ServerMigration<Fk3059Db> = {
  async up(db) {
    await db.schema
      .createTable('fk3059_sendings')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Brukare', 'varchar(20)', (c) => c.notNull())
      .addColumn('Manad', 'varchar(7)', (c) => c.notNull())
      .addColumn('ContentHash', 'varchar(64)', (c) => c.notNull())
      .addColumn('State', 'varchar(10)', (c) => c.notNull())
      .addColumn('RequestXml', 'text', (c) => c.notNull())
      .addColumn('TxId', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('ErrorCode', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('ErrorDetail', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('Attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('NextAt', 'bigint', (c) => c.notNull())
      .addColumn('QueuedBy', 'varchar(50)', (c) => c.notNull())
      .addColumn('QueuedAt', 'bigint', (c) => c.notNull())
      .addColumn('SentAt', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('fk3059_sendings_pk', ['FtgId', 'AnstNr', 'Brukare', 'Manad'])
      .execute();
    await db.schema.createIndex('fk3059_sendings_queue').on('fk3059_sendings').columns(['State', 'NextAt']).execute();
    await db.schema
      .createTable('fk3059_sign_order_items')
      .addColumn('OrderRef', 'varchar(40)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Brukare', 'varchar(20)', (c) => c.notNull())
      .addColumn('ContentHash', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('fk3059_sign_order_items_pk', ['OrderRef', 'AnstNr', 'Brukare'])
      .execute();
    await db.schema
      .createTable('fk3059_details')
      .addColumn('FtgId', 'varchar(20)', (c) => c.primaryKey())
      .addColumn('Kontaktperson', 'varchar(80)', (c) => c.notNull())
      .addColumn('Telefon', 'varchar(30)', (c) => c.notNull())
      .addColumn('Kollektivavtal', 'integer', (c) => c.notNull())
      .addColumn('UpdatedBy', 'varchar(50)', (c) => c.notNull())
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('fk3059_care_recipients')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Brukare', 'varchar(20)', (c) => c.notNull())
      .addColumn('PersNr', 'varchar(12)', (c) => c.notNull())
      .addPrimaryKeyConstraint('fk3059_care_recipients_pk', ['FtgId', 'Brukare'])
      .execute();
  },
};
