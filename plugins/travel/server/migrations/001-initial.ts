import type { ServerMigration } from '@lonna/core/server';
import type { TravelDb } from '../db';

/** The entries table. The key leads with FtgId: every query is scoped by company. A migration that ran is never edited. */
export const initial: ServerMigration<TravelDb> = {
  async up(db) {
    await db.schema
      .createTable('travel_entries')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Rubrik', 'varchar(120)', (c) => c.notNull())
      .addColumn('Datum', 'varchar(10)', (c) => c.notNull())
      .addColumn('CreatedBy', 'varchar(50)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('travel_entries_company').on('travel_entries').columns(['FtgId', 'Datum']).execute();
  },
};
