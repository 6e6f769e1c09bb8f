import type { ServerMigration } from '@lonna/core/server';
import type { MessagesDb } from '../db';

/**
 * Writing messages in the portal: who sent a copy (to answer), the sender's copy (the sent folder) and attachments.
 * Existing rows become system notices (no sender login, nothing to answer).
 */
export const compose: ServerMigration<MessagesDb> = {
  async up(db, { dialect }) {
    await db.schema
      .alterTable('messages')
      .addColumn('SenderLogin', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('messages').addColumn('SentId', 'integer').execute();
    await db.schema
      .createTable('messages_sent')
      .addColumn('Id', dialect === 'postgres' ? 'serial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull().references('companies.FtgId').onDelete('cascade'))
      .addColumn('SenderLogin', 'varchar(50)', (c) => c.notNull())
      .addColumn('SenderName', 'varchar(200)', (c) => c.notNull())
      .addColumn('Subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('Body', 'text', (c) => c.notNull())
      .addColumn('ToText', 'text', (c) => c.notNull())
      .addColumn('SentAt', 'bigint', (c) => c.notNull())
      .addColumn('ReplyTo', 'integer')
      .execute();
    await db.schema.createIndex('messages_sent_by').on('messages_sent').columns(['FtgId', 'SenderLogin', 'SentAt']).execute();
    await db.schema.createIndex('messages_copies').on('messages').columns(['SentId']).execute();
    await db.schema
      .createTable('messages_attachments')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('SentId', 'integer', (c) => c.notNull())
      .addColumn('FileId', 'varchar(40)', (c) => c.notNull())
      .addColumn('FileName', 'varchar(200)', (c) => c.notNull())
      .addColumn('Type', 'varchar(100)', (c) => c.notNull())
      .addColumn('Size', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('messages_attachments_pk', ['SentId', 'FileId'])
      .execute();
  },
};
