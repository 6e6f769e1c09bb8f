import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { ABSENCE_RESOURCE, absence } from '../../contracts';

/** "Mina frånvaroanmälningar": the employee's open notices (his data scope is himself) */
export const openNotices = createPageQuery({
  name: 'absence.card.open',
  endpoint: absence.list,
  params: createStore({ query: { Recovered: 'false' as const } }, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: ABSENCE_RESOURCE }],
  silent: true,
});
export const openNoticesCard = createPageData({ loads: [openNotices] });
export const $open = openNotices.$data;
export const $failed = openNotices.$error.map(Boolean);
