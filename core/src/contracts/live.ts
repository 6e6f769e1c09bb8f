import { Array as Arr, Literal, Number as Num, Optional, Record as Rec, type Static, String as Str, Union, Unknown } from 'runtypes';
import { defineEndpoint } from './endpoint';
import { OkModel } from './models';

/**
 * The live portal (issue 5): the push channel at /api/ws, the message inbox,
 * the app's push tokens, the inactivity marker and the development push.
 */

/** The WebSocket path (authenticated by the session cookie, same origin only). */
export const PUSH_SOCKET_PATH = '/api/ws';

/** The spec's push events (§4) plus the server's session end. */
export const PUSH_EVENTS = {
  newUnreadMessage: 'new-unread-message',
  resourceUpdated: 'resource-updated',
  employeeNumbersChanged: 'employee-numbers-changed',
  caretakerNumbersChanged: 'caretaker-numbers-changed',
  appVersionUpdated: 'app-version-updated',
  sessionEnded: 'session-ended',
  /** the server no longer keeps every event since the socket's client last was in step: ask again for what is shown */
  resyncNeeded: 'push-resync',
} as const;
export type PushEventName = (typeof PUSH_EVENTS)[keyof typeof PUSH_EVENTS];

/** Why the server ended a session (spec §4, §8); 'logout' and 'inactivity' close quietly. */
export const SESSION_END_REASONS = [
  'passwordChanged',
  'accessRemoved',
  'roleChanged',
  'criticalDataChanged',
  'companyRemoved',
  'inactivity',
  'logout',
] as const;
export type SessionEndReasonCode = (typeof SESSION_END_REASONS)[number];

/** One frame from the server: `{ event, resource?, payload? }` (the shape of the portal's push registry). */
export const PushFrameModel = Rec({
  event: Str,
  resource: Optional(Str),
  payload: Optional(Unknown),
});
export type PushFrame = Static<typeof PushFrameModel>;

/** Close codes of the socket the client must not reconnect after. */
export const PUSH_CLOSE = { sessionEnded: 4001, unauthorised: 4401 } as const;

// ---- messages (the inbox) ----
export const MessageStatusModel = Rec({ AntalOlast: Num });
export const UnreadMessageModel = Rec({ Id: Num, Subject: Str, From: Str, Date: Str });
export type UnreadMessage = Static<typeof UnreadMessageModel>;

/** the inbox icon appears only with Plus and messages enabled (spec §2) */
export const MESSAGES_ACCESS = { all: [{ plus: true }, { portal: 'EnableMeddelanden' }] } as const;

const messageId = Str.withConstraint((s) => /^\d{1,10}$/.test(s) || 'a message number');
const token = Str.withConstraint((s) => (s.trim().length > 0 && s.length <= 4096) || 'required, at most 4096 characters');

/** The development push `{ event, resource?, ...payload }`: the other fields are the event's payload. */
export const DevPushBodyModel = Rec({
  // a session end is the server's own decision, never raised from outside
  event: Str.withConstraint(
    (s) => (s !== PUSH_EVENTS.sessionEnded && s !== PUSH_EVENTS.resyncNeeded && (Object.values(PUSH_EVENTS) as string[]).includes(s)) || 'a push event name',
  ),
  resource: Optional(Str.withConstraint((s) => /^[A-Za-z0-9_.-]{1,60}$/.test(s) || 'a resource name')),
});

export const live = {
  messageStatus: defineEndpoint({ id: 'live.messageStatus', method: 'GET', path: '/api/messages/status', reply: MessageStatusModel, access: MESSAGES_ACCESS }),
  unreadMessages: defineEndpoint({
    id: 'live.unreadMessages',
    method: 'GET',
    path: '/api/messages/unread',
    reply: Arr(UnreadMessageModel),
    access: MESSAGES_ACCESS,
  }),
  markMessageRead: defineEndpoint({
    id: 'live.markMessageRead',
    method: 'POST',
    path: '/api/messages/:Id/read',
    params: Rec({ Id: messageId }),
    reply: MessageStatusModel,
    access: MESSAGES_ACCESS,
  }),
  androidToken: defineEndpoint({
    id: 'live.androidToken',
    method: 'POST',
    path: '/api/userandroidtoken',
    body: Rec({ UserAndroidToken: token }),
    reply: Rec({ changed: Union(Literal(true), Literal(false)) }),
    access: { signedIn: true },
  }),
  iosToken: defineEndpoint({
    id: 'live.iosToken',
    method: 'POST',
    path: '/api/useriostoken',
    body: Rec({ UserIOSToken: token }),
    reply: Rec({ changed: Union(Literal(true), Literal(false)) }),
    access: { signedIn: true },
  }),
  /** the client's idle timer signed the user out: ends the session and leaves the marker /me answers 40102 for */
  inactivityLogout: defineEndpoint({ id: 'live.inactivityLogout', method: 'POST', path: '/api/logout/inactivity', reply: OkModel, access: { public: true } }),
  /** the user has read the inactivity screen: the marker goes */
  inactivityAcknowledged: defineEndpoint({
    id: 'live.inactivityAcknowledged',
    method: 'DELETE',
    path: '/api/logout/inactivity',
    reply: OkModel,
    access: { public: true },
  }),
};
