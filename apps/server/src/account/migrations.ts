import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../db/types';

/**
 * Company pictures live in the database, not under data/files: every instance
 * behind a load balancer sees them, they are in the backup with everything
 * else, and a transaction replaces picture and PictureId together.
 */
export const companyPictures: ServerMigration<Db> = {
  async up(db, { dialect }) {
    await db.schema.createTable('company_pictures')
      .addColumn('FtgId', 'varchar(20)', (c) => c.primaryKey().references('companies.FtgId').onDelete('cascade'))
      .addColumn('Id', 'varchar(36)', (c) => c.notNull())
      .addColumn('Type', 'varchar(32)', (c) => c.notNull())
      .addColumn('Bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .execute();
  },
};
