import type { ServerMigration } from '@lonna/core/server';
import type { FeedDb } from '../db';

/** The posts. Every query is scoped by company (FtgId leads the index); a migration that ran is never edited. */
export const initial: ServerMigration<FeedDb> = {
  async up(db) {
    await db.schema
      .createTable('feed_posts')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Rubrik', 'varchar(120)', (c) => c.notNull())
      .addColumn('Text', 'text', (c) => c.notNull())
      .addColumn('PictureId', 'varchar(40)', (c) => c.notNull())
      .addColumn('Fran', 'bigint', (c) => c.notNull())
      .addColumn('Till', 'bigint', (c) => c.notNull())
      .addColumn('Fastnalad', 'integer', (c) => c.notNull())
      .addColumn('Foretag', 'text', (c) => c.notNull())
      .addColumn('Roller', 'text', (c) => c.notNull())
      .addColumn('Avdelningar', 'text', (c) => c.notNull())
      .addColumn('Meddelad', 'integer', (c) => c.notNull())
      .addColumn('CreatedBy', 'varchar(50)', (c) => c.notNull())
      .addColumn('Forfattare', 'varchar(100)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .addColumn('ChangedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('feed_posts_company').on('feed_posts').columns(['FtgId', 'Fran']).execute();
    await db.schema.createIndex('feed_posts_announce').on('feed_posts').columns(['Meddelad', 'Fran']).execute();
  },
};
