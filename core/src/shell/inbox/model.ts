import { combine, createEvent, createStore, sample } from 'effector';
import { createEndpointDataRead } from '../../api/endpoint-read';
import { createEndpointAction } from '../../api/endpoint-action';
import { evaluateAccess } from '../../contracts/access';
import { live, MESSAGES_ACCESS, PUSH_EVENTS, type UnreadMessage } from '../../contracts/live';
import { pushFrameReceived, pushResynced } from '../../push/model';
import { $accessContext } from '../../session/access-context';
import { loggedOut } from '../../session/model';

/** The toolbar's message inbox (spec §2): only with Plus and EnableMeddelanden. */
// reads on a few effector units, not farfetched queries (≈ 200 units each, made with the signed-in shell's chunk before
// the dashboard's first paint; issue 22, session 17)
export const messageStatusQuery = createEndpointDataRead(live.messageStatus, { name: 'inbox.status', silent: true });
export const unreadMessagesQuery = createEndpointDataRead(live.unreadMessages, { name: 'inbox.unread', silent: true });
/** answered, and not asking again now (a query's `$succeeded`) */
const $statusAnswered = combine(messageStatusQuery.$pending, messageStatusQuery.$data, (pending, data) => !pending && data !== null);
/** the last answer was a failure and nothing is asked now (a query's `$failed`) */
const failedOf = (read: { $pending: typeof messageStatusQuery.$pending; $error: typeof messageStatusQuery.$error }) =>
  combine(read.$pending, read.$error, (pending, error) => !pending && error !== null);
/** asked again only while no answer stands (a query's `refresh`): before the first, after a failure */
const $statusStale = createStore(true)
  .on(messageStatusQuery.finished.success, () => false)
  .on(messageStatusQuery.finished.failure, () => true);
export const markReadMutation = createEndpointAction(live.markMessageRead, { name: 'inbox.markRead', silent: true });

export const inboxOpened = createEvent();
/** the toolbar's icon mounted (the layout is a lazy chunk: the access that allows the inbox is often known before) */
export const inboxShown = createEvent();
export const messageRead = createEvent<number>();

export const $inboxAllowed = $accessContext.map((ctx) => (ctx ? evaluateAccess(MESSAGES_ACCESS, ctx) : false));
export const $unreadCount = createStore(0);
export const $unreadMessages = createStore<UnreadMessage[]>([]);
export const $unreadLoading = unreadMessagesQuery.$pending;
export const $unreadFailed = failedOf(unreadMessagesQuery);

const pushed = (event: string) => pushFrameReceived.filter({ fn: (f) => f.event === event });

// the count: when the inbox becomes available (sign-in, company switch) and when the push socket resyncs — a new
// start then, as the company or the facts may have changed under a read on its way —
sample({
  clock: [$inboxAllowed.updates.filter({ fn: Boolean }), pushResynced],
  source: { allowed: $inboxAllowed, stale: $statusStale },
  filter: ({ allowed, stale }) => allowed && stale,
  fn: () => undefined,
  target: messageStatusQuery.start,
});
// and when a view that shows it mounts (the toolbar's icon, the messages card), unless a read is on its way: at the
// start the icon mounted while sign-in's read was out, and asked again (session 18's network audit)
sample({
  clock: inboxShown,
  source: { allowed: $inboxAllowed, stale: $statusStale, pending: messageStatusQuery.$pending },
  filter: ({ allowed, stale, pending }) => allowed && stale && !pending,
  fn: () => undefined,
  target: messageStatusQuery.start,
});
$unreadCount.on(messageStatusQuery.finished.success, (_, { result }) => result.AntalOlast);
// spec §4: a new unread message adds one at once
$unreadCount.on(sample({ clock: pushed(PUSH_EVENTS.newUnreadMessage), filter: $inboxAllowed }), (n) => n + 1);
// read elsewhere (another tab, the app): ask again
sample({
  clock: pushed(PUSH_EVENTS.resourceUpdated).filter({ fn: (f) => f.resource === 'messages' }),
  filter: $inboxAllowed,
  fn: () => undefined,
  target: messageStatusQuery.start,
});

// the popover: the newest unread, fresh each time it opens
sample({ clock: inboxOpened, fn: () => undefined, target: unreadMessagesQuery.start });
$unreadMessages.on(unreadMessagesQuery.finished.success, (_, { result }) => result);

sample({ clock: messageRead, fn: (Id) => ({ params: { Id: String(Id) } }), target: markReadMutation.start });
$unreadMessages.on(messageRead, (list, id) => list.filter((m) => m.Id !== id));
$unreadCount.on(markReadMutation.finished.success, (_, { result }) => result.AntalOlast);

$unreadCount.reset(loggedOut);

/**
 * The unread count for every view that shows it, the toolbar's badge and the messages plugin's dashboard card: one
 * read and one number, so the two cannot disagree and the start asks once. `null` until the first answer. A view that
 * shows it loads `inboxCount.load` (a page load), which asks only when nothing has answered yet.
 */
export const inboxCount = {
  load: { opened: inboxShown },
  $count: combine($unreadCount, $statusAnswered, (n, answered) => (answered ? n : null)),
  $failed: failedOf(messageStatusQuery),
};
$unreadMessages.reset(loggedOut);
