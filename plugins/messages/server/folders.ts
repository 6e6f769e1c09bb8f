import { DV_CODES, sqlPage } from '@lonna/core/server';
import { type AttachmentInfo, type Message, type MessageItem, messages } from '../src/contracts';
import { FILE_KIND, handle, type MessagesCtx } from './db';
import { day } from './inbox';

const like = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function attachmentsOf(ctx: MessagesCtx, sentId: number | null): Promise<AttachmentInfo[]> {
  if (sentId === null) return [];
  const rows = await ctx.db
    .selectFrom('messages_attachments')
    .select(['FileId', 'FileName', 'Type', 'Size'])
    .where('FtgId', '=', ctx.companyId)
    .where('SentId', '=', sentId)
    .orderBy('FileName')
    .execute();
  return rows.map((r) => ({ Id: r.FileId, FileName: r.FileName, Type: r.Type, Size: Number(r.Size), Url: `/files/messages/${sentId}/${r.FileId}` }));
}

/** The inbox (the caller's copies) or the sent folder (his own messages), newest first, searched in subject, name and text. */
export const listFolder = handle(messages.list, async ({ query }, ctx) => {
  const search = query.Search?.trim() ? like(query.Search.trim()) : null;
  const login = ctx.account.Login;
  // issue 22: a page is counted and cut in SQL (the folder's index keeps the order), so it costs the same in any inbox
  const paged = query.Page !== undefined || query.PerPage !== undefined;
  let items: MessageItem[];
  if ((query.Folder ?? 'inbox') === 'inbox') {
    let q = ctx.db
      .selectFrom('messages')
      .select((eb) => [
        'Id',
        'Subject',
        'Sender',
        'SentAt',
        'ReadAt',
        eb
          .selectFrom('messages_attachments')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('messages_attachments.SentId', '=', 'messages.SentId')
          .as('Files'),
      ])
      .where('Login', '=', login)
      .where('FtgId', '=', ctx.companyId);
    if (search) q = q.where((eb) => eb.or((['Subject', 'Sender', 'Body'] as const).map((c) => eb(eb.fn('lower', [eb.ref(c)]), 'like', search))));
    let ordered = q.orderBy('SentAt', 'desc').orderBy('Id', 'desc');
    if (paged) {
      // past the last page: no rows (limit 0)
      const page = await sqlPage(ctx, q, query);
      ordered = ordered.limit(page?.limit ?? 0).offset(page?.offset ?? 0);
    }
    const rows = await ordered.execute();
    items = rows.map((r) => ({
      Id: Number(r.Id),
      Subject: r.Subject,
      From: r.Sender,
      To: ctx.account.Namn,
      Date: day(Number(r.SentAt)),
      SentAt: Number(r.SentAt),
      Opened: r.ReadAt !== null,
      RecipientCount: 1,
      OpenedCount: r.ReadAt !== null ? 1 : 0,
      Attachments: Number(r.Files ?? 0),
    }));
  } else {
    let q = ctx.db
      .selectFrom('messages_sent')
      .select((eb) => [
        'Id',
        'Subject',
        'SenderName',
        'ToText',
        'SentAt',
        eb.selectFrom('messages').select(eb.fn.countAll<number>().as('n')).whereRef('messages.SentId', '=', 'messages_sent.Id').as('Recipients'),
        eb
          .selectFrom('messages')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('messages.SentId', '=', 'messages_sent.Id')
          .where('messages.ReadAt', 'is not', null)
          .as('Opened'),
        eb
          .selectFrom('messages_attachments')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('messages_attachments.SentId', '=', 'messages_sent.Id')
          .as('Files'),
      ])
      .where('SenderLogin', '=', login)
      .where('FtgId', '=', ctx.companyId);
    if (search) q = q.where((eb) => eb.or((['Subject', 'ToText', 'Body'] as const).map((c) => eb(eb.fn('lower', [eb.ref(c)]), 'like', search))));
    let ordered = q.orderBy('SentAt', 'desc').orderBy('Id', 'desc');
    if (paged) {
      // past the last page: no rows (limit 0)
      const page = await sqlPage(ctx, q, query);
      ordered = ordered.limit(page?.limit ?? 0).offset(page?.offset ?? 0);
    }
    const rows = await ordered.execute();
    items = rows.map((r) => ({
      Id: Number(r.Id),
      Subject: r.Subject,
      From: r.SenderName,
      To: r.ToText,
      Date: day(Number(r.SentAt)),
      SentAt: Number(r.SentAt),
      Opened: Number(r.Opened ?? 0) > 0,
      RecipientCount: Number(r.Recipients ?? 0),
      OpenedCount: Number(r.Opened ?? 0),
      Attachments: Number(r.Files ?? 0),
    }));
  }
  return paged ? items : ctx.paginate(items, query);
});

/** One message of the caller's inbox (another's is simply not found). Reading it is the badge's POST …/read. */
export const inboxMessage = handle(messages.inboxMessage, async ({ params }, ctx): Promise<Message> => {
  const r = await ctx.db
    .selectFrom('messages')
    .selectAll()
    .where('Id', '=', Number(params.Id))
    .where('Login', '=', ctx.account.Login)
    .where('FtgId', '=', ctx.companyId)
    .executeTakeFirst();
  if (!r) return ctx.fail(404, DV_CODES.notFound, 'messages.notFound');
  const sentId = r.SentId === null ? null : Number(r.SentId);
  return {
    Id: Number(r.Id),
    Folder: 'inbox',
    Subject: r.Subject,
    Body: r.Body,
    From: r.Sender,
    To: ctx.account.Namn,
    Date: day(Number(r.SentAt)),
    SentAt: Number(r.SentAt),
    Opened: r.ReadAt !== null,
    CanReply: r.SenderLogin !== '' && r.SenderLogin !== ctx.account.Login,
    Attachments: await attachmentsOf(ctx, sentId),
    Recipients: [],
  };
});

/** One message the caller sent, with who has opened it. */
export const sentMessage = handle(messages.sentMessage, async ({ params }, ctx): Promise<Message> => {
  const r = await ctx.db
    .selectFrom('messages_sent')
    .selectAll()
    .where('Id', '=', Number(params.Id))
    .where('SenderLogin', '=', ctx.account.Login)
    .where('FtgId', '=', ctx.companyId)
    .executeTakeFirst();
  if (!r) return ctx.fail(404, DV_CODES.notFound, 'messages.notFound');
  const copies = await ctx.db
    .selectFrom('messages')
    .innerJoin('accounts', 'accounts.Login', 'messages.Login')
    .select(['accounts.Namn', 'accounts.Login', 'messages.ReadAt'])
    .where('messages.SentId', '=', Number(r.Id))
    .orderBy('accounts.Namn')
    .execute();
  return {
    Id: Number(r.Id),
    Folder: 'sent',
    Subject: r.Subject,
    Body: r.Body,
    From: r.SenderName,
    To: r.ToText,
    Date: day(Number(r.SentAt)),
    SentAt: Number(r.SentAt),
    Opened: copies.some((c) => c.ReadAt !== null),
    CanReply: false,
    Attachments: await attachmentsOf(ctx, Number(r.Id)),
    Recipients: copies.map((c) => ({ Namn: c.Namn || c.Login, Opened: c.ReadAt !== null })),
  };
});

/** An attachment for the sender and the recipients of its message only; served with the host's download headers. */
export const downloadAttachment = handle(messages.attachment, async ({ params }, ctx) => {
  const sentId = Number(params.Id);
  const login = ctx.account.Login;
  const mine = await ctx.db
    .selectFrom('messages_sent')
    .select('Id')
    .where('Id', '=', sentId)
    .where('FtgId', '=', ctx.companyId)
    .where((eb) =>
      eb.or([
        eb('SenderLogin', '=', login),
        eb.exists(eb.selectFrom('messages').select('Id').where('messages.SentId', '=', sentId).where('messages.Login', '=', login)),
      ]),
    )
    .executeTakeFirst();
  const link = mine
    ? await ctx.db
        .selectFrom('messages_attachments')
        .select('FileId')
        .where('FtgId', '=', ctx.companyId)
        .where('SentId', '=', sentId)
        .where('FileId', '=', params.FileId)
        .executeTakeFirst()
    : undefined;
  const file = link ? await ctx.files.read(FILE_KIND, link.FileId) : null;
  if (!file) return ctx.fail(404, DV_CODES.notFound, 'messages.attachmentNotFound');
  ctx.files.serve(FILE_KIND, file);
  return Buffer.from(file.bytes) as never;
});
