import type { ServerMigration } from '@lonna/core/server';
import type { CompensationsDb } from '../db';

/** Who approved and attested a compensation and when, and when it went to payroll (epoch ms; '' and 0 = not done). */
export const attest: ServerMigration<CompensationsDb> = {
  async up(db) {
    await db.schema
      .alterTable('compensations')
      .addColumn('ApprovedBy', 'varchar(60)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('compensations')
      .addColumn('ApprovedAt', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('compensations')
      .addColumn('AttestedBy', 'varchar(60)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('compensations')
      .addColumn('AttestedAt', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('compensations')
      .addColumn('ExportedAt', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
