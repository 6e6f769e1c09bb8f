import type { ServerMigration } from '@lonna/core/server';
import type { CompensationsDb } from '../db';

/**
 * The list of a month for the whole company (issue 22): the period and the list's order on one index, so a page of
 * 25 reads 25 rows whatever the company's size (the first index starts with the employee).
 */
export const periodIndex: ServerMigration<CompensationsDb> = {
  async up(db) {
    await db.schema.createIndex('compensations_period').on('compensations').columns(['FtgId', 'Datum', 'CreatedAt', 'Id']).execute();
  },
};
