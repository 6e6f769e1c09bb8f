import { sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $items,
  $message,
  $sendError,
  folderChosen,
  list,
  inboxMessage,
  messageOpened,
  messagesPage,
  replySubmitted,
  searchChanged,
  sendSubmitted,
} from '../src/pages/messages/model';

const ITEM = {
  Id: 7,
  Subject: 'Schemaändring vecka 48',
  From: 'Arbetsledningen',
  To: 'Per Persson',
  Date: '2026-11-16',
  SentAt: 0,
  Opened: false,
  RecipientCount: 1,
  OpenedCount: 0,
  Attachments: 0,
};
const FULL = { ...ITEM, Folder: 'inbox', Body: 'Passen flyttas.', CanReply: true, Attachments: [], Recipients: [] };

function server() {
  return fakeApi({
    'GET /api/messages': (call) => ({ body: (call.request.query as { Folder?: string })?.Folder === 'sent' ? [] : [ITEM] }),
    'GET /api/messages/7': () => ({ body: FULL }),
    'POST /api/messages/7/read': () => ({ body: { AntalOlast: 2 } }),
    'POST /api/messages/7/reply': () => ({ body: { Id: 40, RecipientCount: 1 } }),
    'POST /api/messages': (call) =>
      (call.request.body as { To: string[] }).To.length === 0
        ? { status: 400, body: { dvCode: 40000, message: 'Mottagare: välj minst en mottagare.', field: 'To' } }
        : { body: { Id: 41, RecipientCount: 1 } },
  });
}

describe('messages page model', () => {
  it('loads the inbox when the page opens, the sent folder when chosen, and searches', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(messagesPage.opened, { scope });
    expect(scope.getState($items)).toEqual([ITEM]);
    await allSettled(folderChosen, { scope, params: 'sent' });
    expect(scope.getState($items)).toEqual([]);
    await allSettled(searchChanged, { scope, params: ' vecka ' });
    const last = api.callsTo('GET /api/messages').at(-1)!;
    expect(last.request.query).toEqual({ Folder: 'sent', Search: 'vecka' });
  });

  it('opening an unread message loads it and reads it once (the badge’s call); a read one is not read again', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(messagesPage.opened, { scope });
    await allSettled(messageOpened, { scope, params: { folder: 'inbox', Id: 7, Opened: false } });
    expect(scope.getState($message)).toMatchObject({ Id: 7, Body: 'Passen flyttas.' });
    expect(api.callsTo('POST /api/messages/7/read')).toHaveLength(1);
    expect(api.callsTo('GET /api/messages/7')).toHaveLength(1);
    await allSettled(messageOpened, { scope, params: { folder: 'inbox', Id: 7, Opened: true } });
    expect(api.callsTo('POST /api/messages/7/read')).toHaveLength(1);
    // the list reloads after a read (the row is no longer unread)
    expect(api.callsTo('GET /api/messages').length).toBeGreaterThanOrEqual(2);
    expect(inboxMessage.name).toBe('messages.inboxMessage');
  });

  it('sends and replies; the server’s field error stays with its field', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(list.opened, { scope });
    await allSettled(sendSubmitted, { scope, params: { To: [], Subject: 'Hej', Body: 'Text', files: [] } });
    expect(scope.getState($sendError)).toEqual({ field: 'To', message: 'Mottagare: välj minst en mottagare.' });
    await allSettled(sendSubmitted, { scope, params: { To: ['per@demo.se'], Subject: 'Hej', Body: 'Text', files: [] } });
    expect(scope.getState($sendError)).toBeNull();
    expect(api.callsTo('POST /api/messages').at(-1)!.request.body).toEqual({ To: ['per@demo.se'], Subject: 'Hej', Body: 'Text' });
    await allSettled(replySubmitted, { scope, params: { Id: 7, Body: 'Tack!' } });
    expect(api.callsTo('POST /api/messages/7/reply')[0]!.request.body).toEqual({ Body: 'Tack!' });
  });
});
