import type { ServerMigration } from '@lonna/core/server';
import type { CompensationsDb } from '../db';

/**
 * The pay code of taxable per diem (what a company's travel rule pays above Skatteverket's tax-free amount) in the
 * company settings; default the demo's 605. A migration that ran is never edited.
 */
export const taxablePerDiem: ServerMigration<CompensationsDb> = {
  async up(db) {
    await db.schema
      .alterTable('compensations_settings')
      .addColumn('LonKodTraktSkattepliktig', 'varchar(10)', (c) => c.notNull().defaultTo('605'))
      .execute();
  },
};
