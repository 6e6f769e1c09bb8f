import { createHash } from 'node:crypto';
import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../../host/db/types';

/**
 * Company pictures live in the database, not under data/files: every instance
 * behind a load balancer sees them, they are in the backup with everything
 * else, and a transaction replaces picture and PictureId together.
 */
export const companyPictures: ServerMigration<Db> = {
  async up(db, { dialect }) {
    await db.schema
      .createTable('company_pictures')
      .addColumn('FtgId', 'varchar(20)', (c) => c.primaryKey().references('companies.FtgId').onDelete('cascade'))
      .addColumn('Id', 'varchar(36)', (c) => c.notNull())
      .addColumn('Type', 'varchar(32)', (c) => c.notNull())
      .addColumn('Bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .execute();
  },
};

/**
 * Pictures moved to the shared upload mechanism (uploads/001 runs before this):
 * each stored picture becomes an upload under its existing id, so PictureId and
 * cached picture URLs stay valid. company_pictures is left empty, not dropped.
 */
export const picturesToUploads: ServerMigration<Db> = {
  async up(db) {
    const rows = (await (db as any).selectFrom('company_pictures').selectAll().execute()) as {
      FtgId: string;
      Id: string;
      Type: string;
      Bytes: Uint8Array;
      CreatedAt: number;
    }[];
    for (const r of rows) {
      const bytes = Buffer.from(r.Bytes);
      await (db as any)
        .insertInto('uploads')
        .values({
          Id: r.Id,
          FtgId: r.FtgId,
          Kind: 'picture',
          Type: r.Type,
          FileName: `picture.${r.Type === 'image/png' ? 'png' : 'jpg'}`,
          Size: bytes.length,
          Sha256: createHash('sha256').update(bytes).digest('hex'),
          Bytes: bytes,
          CreatedBy: '',
          CreatedAt: Number(r.CreatedAt),
        })
        .execute();
    }
    await (db as any).deleteFrom('company_pictures').execute();
  },
};
