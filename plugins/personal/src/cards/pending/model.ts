import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { PERSONAL_RESOURCE, personal } from '../../contracts';

/** "Personuppgifter att godkänna": the address and bank-account changes of the caller's scope waiting for payroll */
export const pendingChanges = createPageQuery({
  name: 'personal.card.pending',
  endpoint: personal.pending,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: PERSONAL_RESOURCE }],
  silent: true,
});
export const pendingCard = createPageData({ loads: [pendingChanges] });
export const $changes = pendingChanges.$data;
export const $failed = pendingChanges.$error.map(Boolean);
