import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { STAFFING_RESOURCE, staffing } from '../../contracts';

/** "Obemannade pass denna vecka": the unfilled passes of the current week, from today (the server's week) */
export const understaffed = createPageQuery({
  name: 'staffing.card.understaffed',
  endpoint: staffing.understaffed,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: STAFFING_RESOURCE }],
  silent: true,
});
export const understaffedCard = createPageData({ loads: [understaffed] });
export const $count = understaffed.$data;
export const $failed = understaffed.$error.map(Boolean);
