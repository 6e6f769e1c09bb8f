import { PUSH_EVENTS, type Role } from '@lonna/core/contracts';
import { DV_CODES } from '@lonna/core/server';
import { type AttachmentUpload, MESSAGES_RESOURCE, messages } from '../src/contracts';
import { FILE_KIND, handle, type MessagesCtx } from './db';
import { day } from './inbox';
import { allowedRecipients, type CompanyAccount, companyAccounts } from './recipients';

interface Outgoing {
  to: CompanyAccount[];
  toText: string;
  subject: string;
  body: string;
  replyTo: number | null;
  attachments: readonly AttachmentUpload[];
  notifyByMail: boolean;
}

/**
 * Stores the sender's copy, one copy per recipient and the attachments, in the call's transaction; after the commit
 * each recipient's open portals hear `new-unread-message` (only theirs: `logins`), the sender's other tabs refresh
 * the sent folder, and — when asked — each recipient with an address gets a mail notice (no message text in it).
 */
async function deliver(ctx: MessagesCtx, m: Outgoing): Promise<{ Id: number; RecipientCount: number }> {
  const now = ctx.now().getTime();
  const senderName = ctx.account.Namn || ctx.account.Login;
  const sent = await ctx.db
    .insertInto('messages_sent')
    .values({
      FtgId: ctx.companyId,
      SenderLogin: ctx.account.Login,
      SenderName: senderName,
      Subject: m.subject,
      Body: m.body,
      ToText: m.toText.slice(0, 2000),
      SentAt: now,
      ReplyTo: m.replyTo,
    } as never)
    .returning('Id')
    .executeTakeFirstOrThrow();
  const sentId = Number(sent.Id);
  const files: { id: string; fileName: string }[] = [];
  for (const a of m.attachments) {
    const stored = await ctx.files.store(FILE_KIND, { bytes: Buffer.from(a.Content, 'base64'), declaredType: a.Type, fileName: a.FileName });
    // the same file twice in one message is kept once
    if (files.some((f) => f.id === stored.id)) continue;
    files.push({ id: stored.id, fileName: stored.file.fileName });
    await ctx.db
      .insertInto('messages_attachments')
      .values({ FtgId: ctx.companyId, SentId: sentId, FileId: stored.id, FileName: stored.file.fileName, Type: stored.file.type, Size: stored.file.size })
      .execute();
  }
  for (const r of m.to) {
    const copy = await ctx.db
      .insertInto('messages')
      .values({
        Login: r.Login,
        FtgId: ctx.companyId,
        Subject: m.subject,
        Sender: senderName,
        Body: m.body,
        SentAt: now,
        ReadAt: null,
        SenderLogin: ctx.account.Login,
        SentId: sentId,
      } as never)
      .returning('Id')
      .executeTakeFirstOrThrow();
    ctx.publish({
      event: PUSH_EVENTS.newUnreadMessage,
      payload: { Id: Number(copy.Id), Subject: m.subject, From: senderName, Date: day(now) },
      logins: [r.Login],
    });
    if (m.notifyByMail && r.Email !== '')
      ctx.notify.mail({
        to: r.Email,
        subject: ctx.t('messages.mail.subject', { from: senderName }),
        text: ctx.t('messages.mail.text', { from: senderName, subject: m.subject }),
      });
  }
  ctx.publish({ event: PUSH_EVENTS.resourceUpdated, resource: MESSAGES_RESOURCE, logins: [ctx.account.Login] });
  await ctx.audit.record({
    entity: 'message',
    id: String(sentId),
    event: 'created',
    before: null,
    after: { Subject: m.subject, Recipients: m.to.length, Attachments: files.map((f) => f.fileName), ReplyTo: m.replyTo },
  });
  return { Id: sentId, RecipientCount: m.to.length };
}

/** A new message to accounts, roles and departments, each inside the sender's reach; at least one person gets it. */
export const sendMessage = handle(messages.send, async ({ body }, ctx) => {
  const roles = body.Roles ?? [];
  const departments = body.Departments ?? [];
  if (body.To.length + roles.length + departments.length === 0) ctx.fail(400, DV_CODES.badInput, 'messages.errors.noRecipient', {}, 'To');
  const allowed = await allowedRecipients(ctx);
  const byLogin = new Map(allowed.accounts.map((a) => [a.Login, a]));
  // one recipient outside the sender's reach refuses the whole message (nothing is sent)
  for (const login of body.To) if (!byLogin.has(login)) ctx.fail(403, DV_CODES.forbidden, 'messages.errors.outsideScope', { name: login.slice(0, 50) }, 'To');
  for (const role of roles) if (!allowed.roles.includes(role as Role)) ctx.fail(403, DV_CODES.forbidden, 'messages.errors.roleNotAllowed', { role }, 'Roles');
  for (const d of departments)
    if (!allowed.departments.includes(d)) ctx.fail(403, DV_CODES.forbidden, 'messages.errors.departmentNotAllowed', { department: d }, 'Departments');

  const to = new Map<string, CompanyAccount>();
  for (const login of body.To) to.set(login, byLogin.get(login)!);
  for (const a of allowed.accounts) if (roles.includes(a.Roll) || (a.Avdelning !== '' && departments.includes(a.Avdelning))) to.set(a.Login, a);
  if (to.size === 0) ctx.fail(400, DV_CODES.badInput, 'messages.errors.nobodyThere', {}, 'To');

  const toText = [
    ...body.To.map((l) => byLogin.get(l)!.Namn),
    ...roles.map((r) => ctx.t('messages.toText.role', { role: ctx.t(`messages.roles.${r}`) })),
    ...departments.map((d) => ctx.t('messages.toText.department', { department: d })),
  ].join(', ');
  return deliver(ctx, {
    to: [...to.values()],
    toText,
    subject: body.Subject.trim(),
    body: body.Body.trim(),
    replyTo: null,
    attachments: body.Attachments ?? [],
    notifyByMail: body.NotifyByMail === true,
  });
});

/** "Svara": to the sender of a message the caller received (always allowed: he wrote first), subject "Sv: …". */
export const replyToMessage = handle(messages.reply, async ({ params, body }, ctx) => {
  const original = await ctx.db
    .selectFrom('messages')
    .select(['Id', 'Subject', 'SenderLogin'])
    .where('Id', '=', Number(params.Id))
    .where('Login', '=', ctx.account.Login)
    .where('FtgId', '=', ctx.companyId)
    .executeTakeFirst();
  if (!original) return ctx.fail(404, DV_CODES.notFound, 'messages.notFound');
  const sender = original.SenderLogin ? await senderAccount(ctx, original.SenderLogin) : undefined;
  if (!sender) return ctx.fail(400, DV_CODES.badInput, 'messages.errors.cannotReply', {}, 'Id');
  const prefix = ctx.t('messages.replyPrefix');
  const subject = (original.Subject.startsWith(prefix) ? original.Subject : `${prefix} ${original.Subject}`).slice(0, 200);
  return deliver(ctx, {
    to: [sender],
    toText: sender.Namn,
    subject,
    body: body.Body.trim(),
    replyTo: Number(original.Id),
    attachments: [],
    notifyByMail: false,
  });
});

async function senderAccount(ctx: MessagesCtx, login: string): Promise<CompanyAccount | undefined> {
  return (await companyAccounts(ctx)).find((a) => a.Login === login);
}
