import type { ServerMigration } from '@lonna/core/server';
import type { PersonalDb } from '../db';

/**
 * When an accepted address or bank-account change was sent to payroll as PAXml (0: not yet). The rows the demo seeded
 * are payroll's own data, so they count as sent; changes made in the portal before this existed have not been sent.
 * Never edited once run.
 */
export const exported: ServerMigration<PersonalDb> = {
  async up(db) {
    for (const table of ['personal_addresses', 'personal_bank_accounts'] as const) {
      await db.schema
        .alterTable(table)
        .addColumn('ExportedAt', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db
        .updateTable(table)
        .set((eb) => ({ ExportedAt: eb.ref('DecidedAt') }))
        .where('CreatedBy', '=', 'demo')
        .execute();
    }
  },
};
