import type { ServerMigration } from '@lonna/core/server';
import type { AbsenceDb } from '../db';

/** The notices table. The key leads with FtgId: every query is scoped by company. A migration that ran is never edited. */
export const initial: ServerMigration<AbsenceDb> = {
  async up(db) {
    await db.schema
      .createTable('absence_notices')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Typ', 'varchar(10)', (c) => c.notNull())
      .addColumn('FromDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Omfattning', 'integer', (c) => c.notNull())
      .addColumn('BarnId', 'varchar(40)', (c) => c.notNull())
      .addColumn('BarnNamn', 'varchar(100)', (c) => c.notNull())
      .addColumn('BarnPersNr', 'varchar(12)', (c) => c.notNull())
      .addColumn('Kommentar', 'varchar(200)', (c) => c.notNull())
      .addColumn('FriskDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Overhoppade', 'text', (c) => c.notNull())
      .addColumn('Rapportor', 'varchar(100)', (c) => c.notNull())
      .addColumn('CreatedBy', 'varchar(100)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('absence_notices_company').on('absence_notices').columns(['FtgId', 'AnstNr', 'FromDatum']).execute();
  },
};
