import type { ServerMigration } from '@lonna/core/server';
import type { PersonalDb } from '../db';

/** The employee's vehicles (the mileage claim picks one). Never edited once run. */
export const vehicles: ServerMigration<PersonalDb> = {
  async up(db) {
    await db.schema
      .createTable('personal_vehicles')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('RegNr', 'varchar(10)', (c) => c.notNull())
      .addColumn('Beskrivning', 'varchar(60)', (c) => c.notNull())
      .addColumn('Typ', 'varchar(3)', (c) => c.notNull())
      .addColumn('Matarstallning', 'integer', (c) => c.notNull())
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .execute();
    // one registration number once per employee (the card's rule; the server says so in words first)
    await db.schema.createIndex('personal_vehicles_regnr').on('personal_vehicles').columns(['FtgId', 'AnstNr', 'RegNr']).unique().execute();
  },
};
