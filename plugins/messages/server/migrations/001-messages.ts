import type { ServerMigration } from '@lonna/core/server';
import type { MessagesDb } from '../db';

/**
 * The host's inbox table, exactly as the host's built-in plugin (id 'messages') created it: a database that already
 * has it has recorded messages/001-messages in lonna_migrations and skips this. A migration that ran is never edited.
 */
export const messagesTable: ServerMigration<MessagesDb> = {
  async up(db, { dialect }) {
    await db.schema
      .createTable('messages')
      .addColumn('Id', dialect === 'postgres' ? 'serial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('Login', 'varchar(50)', (c) => c.notNull().references('accounts.Login').onDelete('cascade'))
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull().references('companies.FtgId').onDelete('cascade'))
      .addColumn('Subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('Sender', 'varchar(200)', (c) => c.notNull())
      .addColumn('Body', 'text', (c) => c.notNull())
      .addColumn('SentAt', 'bigint', (c) => c.notNull())
      .addColumn('ReadAt', 'bigint')
      .execute();
    // the unread count and the latest unread: by account and company, unread first
    await db.schema.createIndex('messages_inbox').on('messages').columns(['Login', 'FtgId', 'ReadAt', 'SentAt']).execute();
  },
};
