import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { LEAVE_RESOURCE, leave } from '../../contracts';

/** "Mina ledighetsansökningar": the employee's latest applications and their state, live */
export const mineCard = createPageQuery({
  name: 'leave.card.mine',
  endpoint: leave.mine,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: LEAVE_RESOURCE }],
  silent: true,
});
export const mineCardPage = createPageData({ loads: [mineCard] });
/** the latest first: the most recently sent or decided */
export const $latest = mineCard.$data.map((d) =>
  d ? [...d.Ansokningar].sort((a, b) => Math.max(b.BeslutAt, b.SkapadAt) - Math.max(a.BeslutAt, a.SkapadAt)).slice(0, 4) : null,
);
export const $failed = mineCard.$error.map(Boolean);
