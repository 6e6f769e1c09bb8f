import type { ServerMigration } from '@lonna/core/server';
import type { Fk3059Db } from '../db';

/** Signatures per statement (assistant, care recipient, month) and the running sign orders. Never edited once run. */
export const initial: ServerMigration<Fk3059Db> = {
  async up(db) {
    await db.schema
      .createTable('fk3059_statements')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Brukare', 'varchar(20)', (c) => c.notNull())
      .addColumn('Manad', 'varchar(7)', (c) => c.notNull())
      .addColumn('AssistantHash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('AssistantSignature', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('AssistantName', 'varchar(120)', (c) => c.notNull().defaultTo(''))
      .addColumn('AssistantAt', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('OrganiserHash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('OrganiserSignature', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('OrganiserName', 'varchar(120)', (c) => c.notNull().defaultTo(''))
      .addColumn('OrganiserAt', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('Status', 'varchar(20)', (c) => c.notNull().defaultTo('PENDING'))
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('fk3059_statements_pk', ['FtgId', 'AnstNr', 'Brukare', 'Manad'])
      .execute();
    await db.schema
      .createTable('fk3059_sign_orders')
      .addColumn('OrderRef', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Brukare', 'varchar(20)', (c) => c.notNull())
      .addColumn('Manad', 'varchar(7)', (c) => c.notNull())
      .addColumn('Roll', 'varchar(10)', (c) => c.notNull())
      .addColumn('ContentHash', 'varchar(64)', (c) => c.notNull())
      .addColumn('Login', 'varchar(50)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .execute();
  },
};
