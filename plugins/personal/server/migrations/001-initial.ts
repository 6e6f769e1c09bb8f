import type { ServerMigration } from '@lonna/core/server';
import type { PersonalDb } from '../db';

/** The card's sections: addresses (with history), contact persons, children, bank accounts (with history), BankID orders. */
export const initial: ServerMigration<PersonalDb> = {
  async up(db) {
    await db.schema
      .createTable('personal_addresses')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Gata', 'varchar(80)', (c) => c.notNull())
      .addColumn('Postnr', 'varchar(10)', (c) => c.notNull())
      .addColumn('Ort', 'varchar(50)', (c) => c.notNull())
      .addColumn('Land', 'varchar(50)', (c) => c.notNull())
      .addColumn('GallerFran', 'varchar(10)', (c) => c.notNull())
      .addColumn('Status', 'varchar(10)', (c) => c.notNull())
      .addColumn('Orsak', 'varchar(200)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .addColumn('CreatedBy', 'varchar(100)', (c) => c.notNull())
      .addColumn('DecidedAt', 'bigint', (c) => c.notNull())
      .addColumn('DecidedBy', 'varchar(100)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('personal_addresses_emp').on('personal_addresses').columns(['FtgId', 'AnstNr']).execute();
    await db.schema
      .createTable('personal_contacts')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Fornamn', 'varchar(60)', (c) => c.notNull())
      .addColumn('Efternamn', 'varchar(60)', (c) => c.notNull())
      .addColumn('Epost', 'varchar(254)', (c) => c.notNull())
      .addColumn('Telefon', 'varchar(30)', (c) => c.notNull())
      .addColumn('Mobil', 'varchar(30)', (c) => c.notNull())
      .addColumn('Relation', 'varchar(10)', (c) => c.notNull())
      .addColumn('Ice', 'integer', (c) => c.notNull())
      .addColumn('PersNr', 'varchar(12)', (c) => c.notNull())
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('personal_contacts_emp').on('personal_contacts').columns(['FtgId', 'AnstNr']).execute();
    await db.schema
      .createTable('personal_children')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Namn', 'varchar(60)', (c) => c.notNull())
      .addColumn('PersNr', 'varchar(12)', (c) => c.notNull())
      .addColumn('DagarTilldelade', 'integer', (c) => c.notNull())
      .addColumn('DagarInkommande', 'integer', (c) => c.notNull())
      .addColumn('DagarUttagna', 'integer', (c) => c.notNull())
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .execute();
    // one child once per employee (the register's rule; the server says so in words first)
    await db.schema.createIndex('personal_children_pnr').on('personal_children').columns(['FtgId', 'AnstNr', 'PersNr']).unique().execute();
    await db.schema
      .createTable('personal_bank_accounts')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Clearing', 'varchar(5)', (c) => c.notNull())
      .addColumn('Konto', 'varchar(20)', (c) => c.notNull())
      .addColumn('Bank', 'varchar(60)', (c) => c.notNull())
      .addColumn('Signature', 'text', (c) => c.notNull())
      .addColumn('SignedBy', 'varchar(100)', (c) => c.notNull())
      .addColumn('Status', 'varchar(10)', (c) => c.notNull())
      .addColumn('Orsak', 'varchar(200)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .addColumn('CreatedBy', 'varchar(100)', (c) => c.notNull())
      .addColumn('DecidedAt', 'bigint', (c) => c.notNull())
      .addColumn('DecidedBy', 'varchar(100)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('personal_bank_accounts_emp').on('personal_bank_accounts').columns(['FtgId', 'AnstNr']).execute();
    await db.schema
      .createTable('personal_bank_orders')
      .addColumn('OrderRef', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Login', 'varchar(100)', (c) => c.notNull())
      .addColumn('Clearing', 'varchar(5)', (c) => c.notNull())
      .addColumn('Konto', 'varchar(20)', (c) => c.notNull())
      .addColumn('Bank', 'varchar(60)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .execute();
  },
};
