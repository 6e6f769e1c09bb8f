import type { ServerMigration } from '@lonna/core/server';
import type { PresenceDb } from '../db';

/** One row per employee: the status he set last. The key leads with FtgId: every query is scoped by company. */
export const initial: ServerMigration<PresenceDb> = {
  async up(db) {
    await db.schema
      .createTable('presence_status')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Status', 'varchar(10)', (c) => c.notNull())
      .addColumn('Kommentar', 'varchar(100)', (c) => c.notNull())
      .addColumn('Ater', 'bigint', (c) => c.notNull())
      .addColumn('SetAt', 'bigint', (c) => c.notNull())
      .addColumn('SetBy', 'varchar(100)', (c) => c.notNull())
      .addPrimaryKeyConstraint('presence_status_pk', ['FtgId', 'AnstNr'])
      .execute();
  },
};
