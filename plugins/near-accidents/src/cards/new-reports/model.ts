import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { nearAccidents, REPORTS_RESOURCE } from '../../contracts';

/** "Nya tillbud": the new reports the caller may see (for a handler: all the company's, waiting to be received) */
export const newReports = createPageQuery({
  name: 'near-accidents.card.new',
  endpoint: nearAccidents.list,
  params: createStore({ query: { Status: 'NEW' as const } }, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: REPORTS_RESOURCE }],
  silent: true,
});
export const newReportsCard = createPageData({ loads: [newReports] });
export const $newReports = newReports.$data;
export const $failed = newReports.$error.map(Boolean);
