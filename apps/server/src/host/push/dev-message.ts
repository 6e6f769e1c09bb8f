import { PUSH_EVENTS } from '@lonna/core/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../db/types';
import type { PushHub } from './hub';

interface DevMessage {
  login: string;
  ftgId: string;
  subject: string;
  from: string;
  body: string;
  now: Date;
}

/** the columns of the messages plugin's table the development push writes (its 001 migration; the rest default) */
interface MessagesRow {
  Id: number;
  Login: string;
  FtgId: string;
  Subject: string;
  Sender: string;
  Body: string;
  SentAt: number;
  ReadAt: number | null;
}

/**
 * The development push's "new unread message": a system notice stored in the messages plugin's `messages` table (the
 * table name and these columns are that plugin's stable layout, kept from the host's old inbox) and pushed to the
 * caller. Without the plugin installed there is no table: the frame is pushed alone.
 */
export async function deliverDevMessage(db: Db, hub: PushHub, m: DevMessage): Promise<void> {
  let Id = 0;
  try {
    const row = await (db as unknown as Kysely<{ messages: MessagesRow }>)
      .insertInto('messages')
      .values({
        Login: m.login,
        FtgId: m.ftgId,
        Subject: m.subject.slice(0, 200),
        Sender: m.from.slice(0, 200),
        Body: m.body,
        SentAt: m.now.getTime(),
        ReadAt: null,
      } as never)
      .returning('Id')
      .executeTakeFirstOrThrow();
    Id = Number(row.Id);
  } catch {
    // the messages plugin is not installed: nothing to store
  }
  await hub.publish(
    { ftgId: m.ftgId, login: m.login },
    { event: PUSH_EVENTS.newUnreadMessage, payload: { Id, Subject: m.subject, From: m.from, Date: m.now.toISOString().slice(0, 10) } },
  );
}
