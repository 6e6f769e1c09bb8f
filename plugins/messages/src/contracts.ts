import { Array as Arr, Boolean as Bool, Literal, Number as Num, Optional, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { defineEndpoint, MESSAGES_ACCESS, RequiredText, ROLES } from '@lonna/core/contracts';
import type { Access } from '@lonna/core/contracts';

/**
 * The messages plugin's wire. The toolbar badge's three calls (/api/messages/status, /unread, /:Id/read) keep their
 * descriptors in @lonna/core/contracts (`live`): the shell reads them, this plugin serves them.
 */

// ---- access: the spec puts the inbox behind Plus and EnableMeddelanden (§2); every role may use it ----
const access: Access = MESSAGES_ACCESS;

export const messagesAccess = {
  Messages: { path: '/messages', access },
} as const satisfies Record<string, { path: string; access: Access }>;

// ---- limits ----
export const SUBJECT_MAX = 200;
export const BODY_MAX = 8000;
export const RECIPIENTS_MAX = 500;
export const ATTACHMENTS_MAX = 3;
/** bytes per attachment: three of them stay well inside one request */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
const ATTACHMENT_MAX_BASE64 = Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

// ---- models ----
const Login = Str.withConstraint((s) => (s.length > 0 && s.length <= 50) || 'a login');
const Department = Str.withConstraint((s) => /^[A-Za-z0-9_-]{1,20}$/.test(s) || 'a department');
const RoleCode = Union(...(ROLES.map((r) => Literal(r)) as [Literal<'LIC'>, ...Literal<string>[]]));

/** Url: the download path (/files/messages/<sent id>/<file id>) */
export const AttachmentInfoModel = Rec({ Id: Str, FileName: Str, Type: Str, Size: Num, Url: Str });
export type AttachmentInfo = Static<typeof AttachmentInfoModel>;

/** one line of a folder: inbox (From, Opened) or sent (To, OpenedCount of RecipientCount) */
export const MessageItemModel = Rec({
  Id: Num,
  Subject: Str,
  From: Str,
  To: Str,
  Date: Str,
  SentAt: Num,
  Opened: Bool,
  RecipientCount: Num,
  OpenedCount: Num,
  Attachments: Num,
});
export type MessageItem = Static<typeof MessageItemModel>;

export const MessageModel = Rec({
  Id: Num,
  Folder: Union(Literal('inbox'), Literal('sent')),
  Subject: Str,
  Body: Str,
  From: Str,
  To: Str,
  Date: Str,
  SentAt: Num,
  Opened: Bool,
  /** inbox: whether there is a person to answer (a system notice has none) */
  CanReply: Bool,
  Attachments: Arr(AttachmentInfoModel),
  /** sent: who has opened it */
  Recipients: Arr(Rec({ Namn: Str, Opened: Bool })),
});
export type Message = Static<typeof MessageModel>;

export const RecipientAccountModel = Rec({ Login: Str, Namn: Str, Roll: Str });
export const RecipientsModel = Rec({
  Accounts: Arr(RecipientAccountModel),
  Roles: Arr(Str),
  Departments: Arr(Rec({ Avdelning: Str, Namn: Str })),
});
export type Recipients = Static<typeof RecipientsModel>;
export type RecipientAccount = Static<typeof RecipientAccountModel>;

const base64 = Str.withConstraint((s) => s.length > 0 || 'required')
  .withConstraint((s) => s.length <= ATTACHMENT_MAX_BASE64 || `at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`)
  .withConstraint((s) => (s.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(s)) || 'base64 without a data: prefix');
export const AttachmentUploadModel = Rec({
  Content: base64,
  Type: Union(Literal('application/pdf'), Literal('image/png'), Literal('image/jpeg')),
  FileName: RequiredText(200),
});
export type AttachmentUpload = Static<typeof AttachmentUploadModel>;

/** A new message: at least one recipient among To (logins), Roles and Departments (checked by the server: field To). */
export const NewMessageModel = Rec({
  To: Arr(Login).withConstraint((a) => a.length <= RECIPIENTS_MAX || `at most ${RECIPIENTS_MAX}`),
  Roles: Optional(Arr(RoleCode)),
  Departments: Optional(Arr(Department)),
  Subject: RequiredText(SUBJECT_MAX),
  Body: RequiredText(BODY_MAX),
  Attachments: Optional(Arr(AttachmentUploadModel).withConstraint((a) => a.length <= ATTACHMENTS_MAX || `at most ${ATTACHMENTS_MAX} files`)),
  /** also a mail notice to each recipient with an address on file (the text stays in the portal) */
  NotifyByMail: Optional(Bool),
});
export type NewMessage = Static<typeof NewMessageModel>;

export const ReplyModel = Rec({ Body: RequiredText(BODY_MAX) });
export type Reply = Static<typeof ReplyModel>;

const Id = Str.withConstraint((s) => /^\d{1,10}$/.test(s) || 'a message number');
const digits = Str.withConstraint((s) => /^\d{1,6}$/.test(s) || 'a number');
const FileId = Str.withConstraint((s) => /^[0-9a-f-]{36}$/.test(s) || 'a file id');
export const FolderQueryModel = Rec({
  Folder: Optional(Union(Literal('inbox'), Literal('sent'))),
  Search: Optional(Str.withConstraint((s) => s.length <= 100 || 'at most 100 characters')),
  Page: Optional(digits),
  PerPage: Optional(digits),
});
export type FolderQuery = Static<typeof FolderQueryModel>;

// ---- endpoints ----
export const messages = {
  list: defineEndpoint({
    id: 'messages.list',
    method: 'GET',
    path: '/api/messages',
    query: FolderQueryModel,
    reply: Arr(MessageItemModel),
    access,
    paged: true,
  }),
  inboxMessage: defineEndpoint({ id: 'messages.inboxMessage', method: 'GET', path: '/api/messages/:Id', params: Rec({ Id }), reply: MessageModel, access }),
  sentMessage: defineEndpoint({ id: 'messages.sentMessage', method: 'GET', path: '/api/messages/sent/:Id', params: Rec({ Id }), reply: MessageModel, access }),
  recipients: defineEndpoint({ id: 'messages.recipients', method: 'GET', path: '/api/messages/recipients', reply: RecipientsModel, access }),
  send: defineEndpoint({
    id: 'messages.send',
    method: 'POST',
    path: '/api/messages',
    body: NewMessageModel,
    reply: Rec({ Id: Num, RecipientCount: Num }),
    access,
    bodyLimit: ATTACHMENTS_MAX * (ATTACHMENT_MAX_BASE64 + 1024) + 64 * 1024,
  }),
  reply: defineEndpoint({
    id: 'messages.reply',
    method: 'POST',
    path: '/api/messages/:Id/reply',
    params: Rec({ Id }),
    body: ReplyModel,
    reply: Rec({ Id: Num, RecipientCount: Num }),
    access,
  }),
  /** a file download: no /api (spec §7); the sender and the recipients may read it */
  attachment: defineEndpoint({
    id: 'messages.attachment',
    method: 'GET',
    path: '/files/messages/:Id/:FileId',
    params: Rec({ Id, FileId }),
    reply: Str,
    access,
    raw: true,
  }),
} as const;

/** the push resource of the caller's own folders (read elsewhere, sent from another tab) */
export const MESSAGES_RESOURCE = 'messages';
