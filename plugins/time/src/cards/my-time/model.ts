import { createPageData, createPageQuery } from '@lonna/core';
import { createStore, sample } from 'effector';
import { time } from '../../contracts';
import { $ownAnstNr, tidraderUpdated } from '../../shared/early';

/** "Min tid": the caller's own month and next shifts; reloads when their own rows change (a push) */
const ownRowsChanged = sample({
  clock: tidraderUpdated,
  source: $ownAnstNr,
  filter: (own, change) => typeof change === 'object' && change !== null && [own, ''].includes((change as { AnstNr?: string }).AnstNr ?? '-'),
  fn: () => undefined,
});

export const myTime = createPageQuery({
  name: 'time.card.myTime',
  endpoint: time.myTime,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [ownRowsChanged],
  silent: true,
});
export const myTimeCard = createPageData({ loads: [myTime] });
export const $myTime = myTime.$data;
export const $myTimeFailed = myTime.$error.map(Boolean);
