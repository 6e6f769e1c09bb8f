import { createPageData, createPageQuery } from '@lonna/core';
import { live, PUSH_EVENTS } from '@lonna/core/contracts';
import { createStore } from 'effector';
import { MESSAGES_RESOURCE } from '../../contracts';

/** "Olästa meddelanden": how many, and the newest few (the toolbar badge's calls; a push reloads them) */
const refreshOn = [{ event: PUSH_EVENTS.newUnreadMessage }, { event: PUSH_EVENTS.resourceUpdated, resource: MESSAGES_RESOURCE }];
export const unreadCount = createPageQuery({
  name: 'messages.card.count',
  endpoint: live.messageStatus,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn,
  silent: true,
});
export const latestUnread = createPageQuery({
  name: 'messages.card.latest',
  endpoint: live.unreadMessages,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn,
  silent: true,
});
export const unreadCard = createPageData({ loads: [unreadCount, latestUnread] });
export const $count = unreadCount.$data.map((s) => s?.AntalOlast ?? null);
export const $latest = latestUnread.$data.map((l) => l ?? []);
export const $failed = unreadCount.$error.map(Boolean);
