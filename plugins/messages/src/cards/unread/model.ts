import { createPageData, createPageQuery, inboxCount } from '@lonna/core';
import { live, PUSH_EVENTS } from '@lonna/core/contracts';
import { createStore } from 'effector';
import { MESSAGES_RESOURCE } from '../../contracts';

/**
 * "Olästa meddelanden": how many (the toolbar badge's own count, read once for both) and the newest few (a push
 * reloads them).
 */
const refreshOn = [{ event: PUSH_EVENTS.newUnreadMessage }, { event: PUSH_EVENTS.resourceUpdated, resource: MESSAGES_RESOURCE }];
export const latestUnread = createPageQuery({
  name: 'messages.card.latest',
  endpoint: live.unreadMessages,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn,
  silent: true,
});
export const unreadCard = createPageData({ loads: [inboxCount.load, latestUnread] });
export const $count = inboxCount.$count;
export const $latest = latestUnread.$data.map((l) => l ?? []);
export const $failed = inboxCount.$failed;
