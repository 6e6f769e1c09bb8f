import type { Generated, Kysely } from 'kysely';
import type { Database, Db } from '../../host/db/types';

/** One message to one account, within one company (the inbox follows the selected company). */
export interface MessagesTable {
  Id: Generated<number>;
  Login: string;
  FtgId: string;
  Subject: string;
  Sender: string;
  Body: string;
  /** epoch ms */
  SentAt: number;
  /** epoch ms; null while unread */
  ReadAt: number | null;
}

export type MessagesDb = Kysely<Database & { messages: MessagesTable }>;

/** the host's Db typed with the messages table too (same connection, wider type) */
export function messagesDb(db: Db): MessagesDb {
  return db as unknown as MessagesDb;
}
