import { defineServerPlugin, type ServerPlugin } from '@lonna/core/server';
import type { Db } from '../../host/db/types';
import type { PushHub } from '../../host/push/hub';
import { messageEndpoints } from './endpoints';
import { messagesTable } from './migrations';
import { seedMessages } from './seed';

/** The message inbox behind the toolbar icon: unread count, the newest unread, mark as read. */
export function messagesServerPlugin(deps: { hub: () => PushHub; now: () => Date }): ServerPlugin<Db> {
  return defineServerPlugin<Db>({
    id: 'messages',
    version: '1.0.0',
    migrations: { '001-messages': messagesTable },
    endpoints: messageEndpoints(deps),
    seed: (db) => seedMessages(db, deps.now()),
    messages: {
      sv: { notFound: 'Meddelandet finns inte.' },
      en: { notFound: 'The message does not exist.' },
      fr: { notFound: 'Le message n’existe pas.' },
      pl: { notFound: 'Wiadomość nie istnieje.' },
    },
  });
}
export { deliverMessage } from './deliver';
