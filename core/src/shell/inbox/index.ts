export { InboxButton } from './view';
export { $unreadCount, $inboxAllowed, inboxOpened, messageRead, messageStatusQuery, inboxCount } from './model';
