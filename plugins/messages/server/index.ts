import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { serverMessages } from '../src/i18n/server';
import type { MessagesDb } from './db';
import { downloadAttachment, inboxMessage, listFolder, sentMessage } from './folders';
import { markRead, messageStatus, unreadMessages } from './inbox';
import { messagesTable } from './migrations/001-messages';
import { compose } from './migrations/002-compose';
import { inboxOrder } from './migrations/003-inbox-order';
import { listRecipients } from './recipients';
import { seedMessages } from './seed';
import { replyToMessage, sendMessage } from './send';

export type { MessagesTables } from './db';

/**
 * The messages plugin's server half. It took over the host's built-in inbox (same id 'messages', same table and
 * migration names), so an existing database upgrades in place: only 002-compose runs.
 */
export default defineServerPlugin<MessagesDb>({
  id: 'messages',
  version: pkg.version,
  core: '^1.0.0',
  migrations: { '001-messages': messagesTable, '002-compose': compose, '003-inbox-order': inboxOrder },
  endpoints: [messageStatus, unreadMessages, markRead, listFolder, listRecipients, sentMessage, inboxMessage, sendMessage, replyToMessage, downloadAttachment],
  seed: (db, { now }) => seedMessages(db, now),
  messages: serverMessages,
});
