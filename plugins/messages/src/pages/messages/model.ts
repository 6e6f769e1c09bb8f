import { createDownload, createEndpointMutation, createPageData, createPageQuery, isApiError } from '@lonna/core';
import { live, PUSH_EVENTS } from '@lonna/core/contracts';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { type AttachmentUpload, MESSAGES_RESOURCE, messages, type NewMessage } from '../../contracts';

/** The /messages page: the inbox and sent folders, one message opened (read), a reply, and the compose dialog. */

export type Folder = 'inbox' | 'sent';

const mutation = <E extends Parameters<typeof createEndpointMutation>[0]>(e: E, name: string) =>
  createEndpointMutation(e, { name: `messages.${name}`, silent: true });
export const sendMutation = mutation(messages.send, 'send');
export const replyMutation = mutation(messages.reply, 'reply');
/** the toolbar badge's own call: the server tells the account's portals, so the badge drops everywhere */
export const markReadMutation = mutation(live.markMessageRead, 'markRead');
export const downloadAttachmentFx = createDownload(messages.attachment);

const written = merge([sendMutation.finished.success, replyMutation.finished.success]);
// a new message, a message read or sent in another tab: the folders reload (the frames carry no message text)
const pushed = [{ event: PUSH_EVENTS.newUnreadMessage }, { event: PUSH_EVENTS.resourceUpdated, resource: MESSAGES_RESOURCE }] as const;

// ---- the folder ----
export const folderChosen = createEvent<Folder>();
export const $folder = createStore<Folder>('inbox').on(folderChosen, (_, f) => f);
export const searchChanged = createEvent<string>();
/** what the field shows; each change asks again (latest-wins: an older answer never overwrites a newer one) */
export const $searchText = createStore('').on(searchChanged, (_, s) => s);
const $search = $searchText.map((s) => s.trim());
export const list = createPageQuery({
  name: 'messages.list',
  endpoint: messages.list,
  params: combine($folder, $search, (Folder, Search) => ({ query: Search ? { Folder, Search } : { Folder } })),
  refreshOn: [...pushed, written, markReadMutation.finished.success],
});
export const $items = list.$data.map((l) => l ?? []);
export const $listLoading = list.$pending;
export const $listFailed = list.$error.map(Boolean);

// ---- one message ----
export const messageOpened = createEvent<{ folder: Folder; Id: number; Opened: boolean }>();
export const messageClosed = createEvent();
export const $open = createStore<{ folder: Folder; Id: number } | null>(null)
  .on(messageOpened, (_, { folder, Id }) => ({ folder, Id }))
  .reset(messageClosed, folderChosen);
export const inboxMessage = createPageQuery({
  name: 'messages.inboxMessage',
  endpoint: messages.inboxMessage,
  params: $open.map((o) => (o?.folder === 'inbox' ? { params: { Id: String(o.Id) } } : null)),
});
export const sentMessage = createPageQuery({
  name: 'messages.sentMessage',
  endpoint: messages.sentMessage,
  params: $open.map((o) => (o?.folder === 'sent' ? { params: { Id: String(o.Id) } } : null)),
  refreshOn: [{ event: PUSH_EVENTS.resourceUpdated, resource: MESSAGES_RESOURCE }],
});
/** the open message (null while another one's answer is still a query's) */
export const $message = combine($open, inboxMessage.$data, sentMessage.$data, (o, inbox, sent) => {
  const m = o?.folder === 'inbox' ? inbox : o?.folder === 'sent' ? sent : null;
  return m && o && m.Id === o.Id && m.Folder === o.folder ? m : null;
});
export const $messageLoading = combine(inboxMessage.$pending, sentMessage.$pending, (a, b) => a || b);
// opening an unread message of the inbox reads it (the badge drops; a pending read is not started twice)
sample({
  clock: messageOpened,
  source: markReadMutation.$pending,
  filter: (pending, m) => !pending && m.folder === 'inbox' && !m.Opened,
  fn: (_, { Id }) => ({ params: { Id: String(Id) } }),
  target: markReadMutation.start,
});
export const readStarted = markReadMutation.started;

// ---- recipients (loaded when the compose dialog opens) ----
export const composeOpened = createEvent();
export const composeClosed = createEvent();
export const $composeOpen = createStore(false)
  .on(composeOpened, () => true)
  .reset(composeClosed, sendMutation.finished.success);
export const recipients = createPageQuery({
  name: 'messages.recipients',
  endpoint: messages.recipients,
  params: $composeOpen.map((o) => (o ? {} : null)),
});
export const $recipients = recipients.$data;

export const messagesPage = createPageData({ loads: [list, inboxMessage, sentMessage, recipients] });

// ---- sending ----
/** the files as the wire sends them: base64 without the data: prefix */
export const readFilesFx = createEffect(async (files: readonly File[]): Promise<AttachmentUpload[]> => {
  const out: AttachmentUpload[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    out.push({ Content: btoa(binary), Type: file.type as AttachmentUpload['Type'], FileName: file.name });
  }
  return out;
});
export type Draft = Omit<NewMessage, 'Attachments'> & { files: readonly File[] };
export const sendSubmitted = createEvent<Draft>();
export const $sending = combine(sendMutation.$pending, readFilesFx.pending, (a, b) => a || b);
const $draft = createStore<Draft | null>(null).on(sendSubmitted, (_, d) => d);
// one send at a time: a double click sends once
sample({ clock: sendSubmitted, filter: $sending.map((p) => !p), fn: (d) => d.files, target: readFilesFx });
sample({
  clock: readFilesFx.doneData,
  source: $draft,
  filter: Boolean,
  fn: ({ files: _files, ...draft }, Attachments) => ({ body: Attachments.length ? { ...draft, Attachments } : draft }),
  target: sendMutation.start,
});
export const messageSent = sendMutation.finished.success;

export const replySubmitted = createEvent<{ Id: number; Body: string }>();
sample({
  clock: replySubmitted,
  filter: replyMutation.$pending.map((p) => !p),
  fn: ({ Id, Body }) => ({ params: { Id: String(Id) }, body: { Body } }),
  target: replyMutation.start,
});
export const $replying = replyMutation.$pending;
export const replySent = replyMutation.finished.success;

/** the server's answer to the last send or reply: a field error to show under its field, cleared on the next try */
export const $sendError = createStore<{ field?: string; message: string } | null>(null)
  .on([sendMutation.finished.failure, replyMutation.finished.failure], (_, { error }) =>
    isApiError(error) ? { field: error.field, message: error.message } : { message: String(error) },
  )
  .reset(sendMutation.started, replyMutation.started, composeOpened, messageOpened, written);
