import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';

/**
 * The tables this plugin owns. `messages` is the table the host's inbox created (migration messages/001-messages):
 * its name and columns stay, so a database from before the plugin upgrades in place. One row per recipient.
 * Times are epoch ms.
 */
export interface MessagesTable {
  Id: number;
  Login: string;
  FtgId: string;
  Subject: string;
  /** the sender's name as shown ("Löneavdelningen" for a system notice) */
  Sender: string;
  Body: string;
  SentAt: number;
  /** null while unread */
  ReadAt: number | null;
  /** 002: the sending account ('' for a system notice: nobody to answer) */
  SenderLogin: string;
  /** 002: the sent message this copy belongs to (null for a system notice) */
  SentId: number | null;
}
/** 002: the sender's copy (the sent folder); the recipients' copies point to it */
export interface MessagesSentTable {
  Id: number;
  FtgId: string;
  SenderLogin: string;
  SenderName: string;
  Subject: string;
  Body: string;
  /** who it went to, as the sender wrote it ("Per Persson, alla i avdelning 10") */
  ToText: string;
  SentAt: number;
  /** the inbox message this answers, if any */
  ReplyTo: number | null;
}
export interface MessagesAttachmentsTable {
  FtgId: string;
  SentId: number;
  FileId: string;
  FileName: string;
  Type: string;
  Size: number;
}
export interface MessagesTables {
  messages: MessagesTable;
  messages_sent: MessagesSentTable;
  messages_attachments: MessagesAttachmentsTable;
}

/** the upload kind of the host's file storage (type, magic bytes, size checked there) */
export const FILE_KIND = 'message';

export type MessagesDb = PluginDb<MessagesTables>;
export type MessagesCtx = CompanyContext<MessagesDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<MessagesTables>();
