import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';

/**
 * Why a session ended, kept past its deletion: a browser whose push socket was
 * not connected at that moment (asleep, reconnecting) learns the reason on its
 * next call instead of a bare "not signed in".
 */
export const endedSessions: ServerMigration<Db> = {
  async up(db) {
    await db.schema
      .createTable('ended_sessions')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('reason', 'varchar(32)', (c) => c.notNull())
      .addColumn('ended_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ended_sessions_at_idx').on('ended_sessions').column('ended_at').execute();
  },
};
