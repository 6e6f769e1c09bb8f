import { PUSH_EVENTS } from '@lonna/core/contracts';
import type { Db } from '../../host/db/types';
import type { PushHub } from '../../host/push/hub';
import { messagesDb } from './tables';

export interface NewMessage {
  login: string;
  ftgId: string;
  subject: string;
  from: string;
  body: string;
  now: Date;
}

/** Stores a message and tells the recipient's open portals (their unread count goes up by one). */
export async function deliverMessage(db: Db, hub: PushHub, m: NewMessage): Promise<number> {
  const row = await messagesDb(db)
    .insertInto('messages')
    .values({
      Login: m.login,
      FtgId: m.ftgId,
      Subject: m.subject.slice(0, 200),
      Sender: m.from.slice(0, 200),
      Body: m.body,
      SentAt: m.now.getTime(),
      ReadAt: null,
    })
    .returning('Id')
    .executeTakeFirstOrThrow();
  const Id = Number(row.Id);
  await hub.publish(
    { ftgId: m.ftgId, login: m.login },
    {
      event: PUSH_EVENTS.newUnreadMessage,
      payload: { Id, Subject: m.subject, From: m.from, Date: m.now.toISOString().slice(0, 10) },
    },
  );
  return Id;
}
