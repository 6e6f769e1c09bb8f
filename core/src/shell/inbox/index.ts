export { InboxButton } from './view';
export { $unreadCount, $inboxAllowed, inboxOpened, messageRead, messageStatusQuery } from './model';
