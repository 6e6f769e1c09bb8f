import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { COMPENSATIONS_RESOURCE, compensations } from '../../contracts';

/** "Ersättningar": the caller's claims in progress and, for attesters, the claims waiting */
export const summary = createPageQuery({
  name: 'compensations.card.summary',
  endpoint: compensations.summary,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: COMPENSATIONS_RESOURCE }],
  silent: true,
});
export const claimsCard = createPageData({ loads: [summary] });
export const $summary = summary.$data;
export const $failed = summary.$error.map(Boolean);
