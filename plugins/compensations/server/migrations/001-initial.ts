import type { ServerMigration } from '@lonna/core/server';
import type { CompensationsDb } from '../db';

/** The compensations, the guides' answers and the company settings. Keys lead with FtgId. A migration that ran is never edited. */
export const initial: ServerMigration<CompensationsDb> = {
  async up(db) {
    let t = db.schema
      .createTable('compensations')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Datum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Typ', 'varchar(10)', (c) => c.notNull())
      .addColumn('LonKod', 'varchar(10)', (c) => c.notNull())
      .addColumn('Text', 'varchar(60)', (c) => c.notNull())
      .addColumn('Extratext', 'varchar(200)', (c) => c.notNull())
      .addColumn('FromDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('TomDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Antal', 'double precision', (c) => c.notNull())
      .addColumn('Belopp', 'double precision', (c) => c.notNull())
      .addColumn('Moms', 'double precision', (c) => c.notNull())
      .addColumn('Valuta', 'varchar(3)', (c) => c.notNull())
      .addColumn('Valutakurs', 'double precision', (c) => c.notNull())
      .addColumn('Varugrupp', 'varchar(40)', (c) => c.notNull())
      .addColumn('Brukare', 'varchar(20)', (c) => c.notNull());
    for (const n of [1, 2, 3, 4, 5, 6] as const) t = t.addColumn(`ResEnhet${n}`, 'varchar(20)', (c) => c.notNull());
    await t
      .addColumn('Status', 'varchar(10)', (c) => c.notNull())
      .addColumn('Origin', 'varchar(10)', (c) => c.notNull())
      .addColumn('GuideId', 'varchar(40)', (c) => c.notNull())
      .addColumn('KvittoId', 'varchar(64)', (c) => c.notNull())
      .addColumn('KvittoNamn', 'varchar(200)', (c) => c.notNull())
      .addColumn('CreatedBy', 'varchar(60)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('compensations_company').on('compensations').columns(['FtgId', 'AnstNr', 'Datum']).execute();
    await db.schema
      .createTable('compensations_guides')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('Input', 'text', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('compensations_settings')
      .addColumn('FtgId', 'varchar(20)', (c) => c.primaryKey())
      .addColumn('MilErsattning', 'double precision', (c) => c.notNull())
      .addColumn('LonKodMil', 'varchar(10)', (c) => c.notNull())
      .addColumn('LonKodMilSkattepliktig', 'varchar(10)', (c) => c.notNull())
      .addColumn('LonKodUtlagg', 'varchar(10)', (c) => c.notNull())
      .execute();
  },
};
