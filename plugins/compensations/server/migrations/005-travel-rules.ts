import type { ServerMigration } from '@lonna/core/server';
import type { CompensationsDb } from '../db';

/**
 * The company's travel rules (reseregler): one row per valid-from date, the numbered intervals as JSON (at most ten;
 * read and written whole). A migration that ran is never edited.
 */
export const travelRules: ServerMigration<CompensationsDb> = {
  async up(db) {
    await db.schema
      .createTable('compensations_travel_rules')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('GiltigFran', 'varchar(10)', (c) => c.notNull())
      .addColumn('Regelverk', 'varchar(60)', (c) => c.notNull())
      .addColumn('Intervall', 'text', (c) => c.notNull())
      .addColumn('Natt', 'double precision', (c) => c.notNull())
      .addColumn('MaxRepresentation', 'double precision', (c) => c.notNull())
      .addColumn('AvresaFore', 'varchar(5)', (c) => c.notNull())
      .addColumn('HemkomstEfter', 'varchar(5)', (c) => c.notNull())
      .addColumn('HalvdagTimmar', 'double precision', (c) => c.notNull())
      .addColumn('UpdatedBy', 'varchar(60)', (c) => c.notNull())
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('compensations_travel_rules_from').unique().on('compensations_travel_rules').columns(['FtgId', 'GiltigFran']).execute();
  },
};
