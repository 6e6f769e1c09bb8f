import { $account, createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { TIDRADER_RESOURCE, time } from '../../contracts';

/** "Väntar på dig": days the caller's approval or attest would move; any change of time rows in the company reloads it */
export const waiting = createPageQuery({
  name: 'time.card.waiting',
  endpoint: time.waiting,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: TIDRADER_RESOURCE }],
  silent: true,
});
export const waitingCard = createPageData({ loads: [waiting] });
export const $waiting = waiting.$data;
export const $waitingFailed = waiting.$error.map(Boolean);
/** PER approves only their own days: no employee count */
export const $ownOnly = $account.map((a) => a?.Roll === 'PER');
