import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../../host/db/types';

export const messagesTable: ServerMigration<Db> = {
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
