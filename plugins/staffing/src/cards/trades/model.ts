import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { staffing, TRADE_RESOURCE } from '../../contracts';

/** "Öppna passbyten": open trades of the people the caller plans */
export const openTrades = createPageQuery({
  name: 'staffing.card.openTrades',
  endpoint: staffing.openTrades,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: TRADE_RESOURCE }],
  silent: true,
});
export const openTradesCard = createPageData({ loads: [openTrades] });
export const $count = openTrades.$data;
export const $failed = openTrades.$error.map(Boolean);
