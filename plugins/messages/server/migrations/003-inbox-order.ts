import type { ServerMigration } from '@lonna/core/server';
import type { MessagesDb } from '../db';

/**
 * The inbox newest first on an index (issue 22): a page of 25 reads 25 copies, not the whole inbox sorted (the
 * first index puts ReadAt before SentAt, for the unread count).
 */
export const inboxOrder: ServerMigration<MessagesDb> = {
  async up(db) {
    await db.schema.createIndex('messages_inbox_order').on('messages').columns(['Login', 'FtgId', 'SentAt', 'Id']).execute();
  },
};
