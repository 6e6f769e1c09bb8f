import { live, PUSH_EVENTS } from '@lonna/core/contracts';
import { DV_CODES } from '@lonna/core/server';
import { MESSAGES_RESOURCE } from '../src/contracts';
import { handle, type MessagesDb } from './db';

/**
 * The toolbar badge's three calls, moved from the host's built-in inbox: same paths, same replies (descriptors in
 * @lonna/core/contracts `live`, which the shell reads).
 */

/** the popover shows the newest few; the full inbox is the /messages page */
const UNREAD_SHOWN = 5;

export async function unreadCount(db: MessagesDb, login: string, ftgId: string): Promise<number> {
  const r = await db
    .selectFrom('messages')
    .select(db.fn.countAll<number>().as('n'))
    .where('Login', '=', login)
    .where('FtgId', '=', ftgId)
    .where('ReadAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const messageStatus = handle(live.messageStatus, async (_, ctx) => ({
  AntalOlast: await unreadCount(ctx.db, ctx.account.Login, ctx.companyId),
}));

export const unreadMessages = handle(live.unreadMessages, async (_, ctx) => {
  const rows = await ctx.db
    .selectFrom('messages')
    .select(['Id', 'Subject', 'Sender', 'SentAt'])
    .where('Login', '=', ctx.account.Login)
    .where('FtgId', '=', ctx.companyId)
    .where('ReadAt', 'is', null)
    .orderBy('SentAt', 'desc')
    .orderBy('Id', 'desc')
    .limit(UNREAD_SHOWN)
    .execute();
  return rows.map((r) => ({ Id: Number(r.Id), Subject: r.Subject, From: r.Sender, Date: day(Number(r.SentAt)) }));
});

export const markRead = handle(live.markMessageRead, async ({ params }, ctx) => {
  const login = ctx.account.Login;
  const ftgId = ctx.companyId;
  // another account's or company's message is simply not found (no hint that it exists)
  const found = await ctx.db
    .selectFrom('messages')
    .select(['Id', 'ReadAt'])
    .where('Id', '=', Number(params.Id))
    .where('Login', '=', login)
    .where('FtgId', '=', ftgId)
    .executeTakeFirst();
  if (!found) ctx.fail(404, DV_CODES.notFound, 'messages.notFound');
  if (found!.ReadAt === null) {
    await ctx.db.updateTable('messages').set({ ReadAt: ctx.now().getTime() }).where('Id', '=', Number(params.Id)).execute();
    // the account's other tabs and devices update their badge and folders (sent after the commit)
    ctx.publish({ event: PUSH_EVENTS.resourceUpdated, resource: MESSAGES_RESOURCE, logins: [login] });
  }
  return { AntalOlast: await unreadCount(ctx.db, login, ftgId) };
});
