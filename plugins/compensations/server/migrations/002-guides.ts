import type { ServerMigration } from '@lonna/core/server';
import type { CompensationsDb } from '../db';

/**
 * The per diem and representation guides' pay codes in the company settings (defaults: the demo's 600 / 610 / 660) and
 * the companies' imported per diem tables. A migration that ran is never edited.
 */
export const guides: ServerMigration<CompensationsDb> = {
  async up(db) {
    for (const [column, code] of [
      ['LonKodTraktInrikes', '600'],
      ['LonKodTraktUtrikes', '610'],
      ['LonKodRepresentation', '660'],
    ] as const)
      await db.schema
        .alterTable('compensations_settings')
        .addColumn(column, 'varchar(10)', (c) => c.notNull().defaultTo(code))
        .execute();
    await db.schema
      .createTable('compensations_rates')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Ar', 'integer', (c) => c.notNull())
      .addColumn('Land', 'varchar(60)', (c) => c.notNull())
      .addColumn('Landskod', 'varchar(3)', (c) => c.notNull())
      .addColumn('Belopp', 'integer')
      .addColumn('Se', 'varchar(60)', (c) => c.notNull())
      .addColumn('ImportedAt', 'bigint', (c) => c.notNull())
      .addColumn('ImportedBy', 'varchar(60)', (c) => c.notNull())
      .addPrimaryKeyConstraint('compensations_rates_pk', ['FtgId', 'Ar', 'Land'])
      .execute();
  },
};
