import type { ServerMigration } from '@lonna/core/server';
import type { DocumentsDb } from '../db';

/** Documents, their access lists and the seen-marks. Keys lead with FtgId. A migration that ran is never edited. */
export const initial: ServerMigration<DocumentsDb> = {
  async up(db) {
    await db.schema
      .createTable('documents')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Id', 'varchar(40)', (c) => c.notNull())
      .addColumn('Namn', 'varchar(200)', (c) => c.notNull())
      .addColumn('FileName', 'varchar(200)', (c) => c.notNull())
      .addColumn('Format', 'varchar(8)', (c) => c.notNull())
      .addColumn('Type', 'varchar(100)', (c) => c.notNull())
      .addColumn('Size', 'bigint', (c) => c.notNull())
      .addColumn('FileId', 'varchar(40)', (c) => c.notNull())
      .addColumn('UploadedBy', 'varchar(100)', (c) => c.notNull())
      .addColumn('UploadedByNamn', 'varchar(100)', (c) => c.notNull())
      .addColumn('UploadedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('documents_pk', ['FtgId', 'Id'])
      .execute();
    await db.schema
      .createTable('documents_access')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('DocId', 'varchar(40)', (c) => c.notNull())
      .addColumn('Kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('Value', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('documents_access_pk', ['FtgId', 'DocId', 'Kind', 'Value'])
      .execute();
    await db.schema
      .createTable('documents_seen')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('DocId', 'varchar(40)', (c) => c.notNull())
      .addColumn('Login', 'varchar(100)', (c) => c.notNull())
      .addColumn('SeenAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('documents_seen_pk', ['FtgId', 'DocId', 'Login'])
      .execute();
  },
};
