import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { LEAVE_RESOURCE, leave } from '../../contracts';

/** "Ansökningar att besluta": the open applications of the administrator's scope (the spec's call), live */
export const waitingCard = createPageQuery({
  name: 'leave.card.waiting',
  endpoint: leave.admin,
  params: createStore({ query: { Approved: 'false' as const, Denied: 'false' as const } }, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: LEAVE_RESOURCE }],
  silent: true,
});
export const waitingCardPage = createPageData({ loads: [waitingCard] });
export const $waiting = waitingCard.$data;
export const $failed = waitingCard.$error.map(Boolean);
