import { live, PUSH_EVENTS } from '@lonna/core/contracts';
import { DV_CODES, handle, type EndpointBinding } from '@lonna/core/server';
import type { Db } from '../../host/db/types';
import type { PushHub } from '../../host/push/hub';
import { messagesDb, type MessagesDb } from './tables';

/** the popover shows the newest few; the full inbox is the /messages page */
const UNREAD_SHOWN = 5;

async function unreadCount(db: MessagesDb, login: string, ftgId: string): Promise<number> {
  const r = await db
    .selectFrom('messages')
    .select(db.fn.countAll<number>().as('n'))
    .where('Login', '=', login)
    .where('FtgId', '=', ftgId)
    .where('ReadAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function messageEndpoints(deps: { hub: () => PushHub; now: () => Date }): EndpointBinding<Db>[] {
  return [
    handle<typeof live.messageStatus, Db>(live.messageStatus, async (_, ctx) => ({
      AntalOlast: await unreadCount(messagesDb(ctx.db), ctx.account!.Login, ctx.companyId!),
    })),

    handle<typeof live.unreadMessages, Db>(live.unreadMessages, async (_, ctx) => {
      const rows = await messagesDb(ctx.db)
        .selectFrom('messages')
        .select(['Id', 'Subject', 'Sender', 'SentAt'])
        .where('Login', '=', ctx.account!.Login)
        .where('FtgId', '=', ctx.companyId!)
        .where('ReadAt', 'is', null)
        .orderBy('SentAt', 'desc')
        .orderBy('Id', 'desc')
        .limit(UNREAD_SHOWN)
        .execute();
      return rows.map((r) => ({ Id: Number(r.Id), Subject: r.Subject, From: r.Sender, Date: day(Number(r.SentAt)) }));
    }),

    handle<typeof live.markMessageRead, Db>(
      live.markMessageRead,
      async ({ params }, ctx) => {
        const db = messagesDb(ctx.db);
        const login = ctx.account!.Login;
        const ftgId = ctx.companyId!;
        // another account's or company's message is simply not found (no hint that it exists)
        const found = await db
          .selectFrom('messages')
          .select(['Id', 'ReadAt'])
          .where('Id', '=', Number(params.Id))
          .where('Login', '=', login)
          .where('FtgId', '=', ftgId)
          .executeTakeFirst();
        if (!found) ctx.fail(404, DV_CODES.notFound, 'messages.notFound');
        if (found!.ReadAt === null) {
          await db.updateTable('messages').set({ ReadAt: deps.now().getTime() }).where('Id', '=', Number(params.Id)).execute();
          // the account's other tabs and devices update their badge
          await deps.hub().publish({ ftgId, login }, { event: PUSH_EVENTS.resourceUpdated, resource: 'messages' });
        }
        return { AntalOlast: await unreadCount(db, login, ftgId) };
        // one statement; published after it is stored, so a refetch never sees the old count
      },
      { transaction: 'manual' },
    ),
  ];
}
