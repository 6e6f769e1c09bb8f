import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../../host/db/types';

export const uploadsTable: ServerMigration<Db> = {
  async up(db, { dialect }) {
    await db.schema
      .createTable('uploads')
      .addColumn('Id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull().references('companies.FtgId').onDelete('cascade'))
      .addColumn('Kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('Type', 'varchar(64)', (c) => c.notNull())
      .addColumn('FileName', 'varchar(200)', (c) => c.notNull())
      .addColumn('Size', 'bigint', (c) => c.notNull())
      .addColumn('Sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('Bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('CreatedBy', 'varchar(100)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .execute();
    // duplicate detection: one lookup by owner, kind and hash
    await db.schema.createIndex('uploads_by_hash').on('uploads').columns(['FtgId', 'Kind', 'Sha256']).execute();
  },
};

/**
 * The office types' names are longer than 64 characters ('application/vnd.openxmlformats-officedocument.
 * presentationml.presentation' is 73): PostgreSQL refused them. SQLite does not enforce a varchar length.
 */
export const uploadsTypeLength: ServerMigration<Db> = {
  async up(db, { dialect }) {
    if (dialect !== 'postgres') return;
    await db.schema
      .alterTable('uploads')
      .alterColumn('Type', (c) => c.setDataType('varchar(255)'))
      .execute();
  },
};
