import { createEndpointMutation, createPageData, createPageQuery, isApiError } from '@lonna/core';
import { createEvent, createStore, sample } from 'effector';
import { STAFFING_RESOURCE, staffing, TRADE_RESOURCE, type Trade, type TradeList } from '../../contracts';

/** The shift-trade view (BemTrade): open trades of the people the caller plans, approve/deny (PassbyteTyp C), history. */
export const decideMutation = createEndpointMutation(staffing.decideTrade, { name: 'staffing.decideTrade', silent: true });

export const trades = createPageQuery({
  name: 'staffing.trades',
  endpoint: staffing.trades,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [
    { event: 'resource-updated', resource: TRADE_RESOURCE },
    { event: 'resource-updated', resource: STAFFING_RESOURCE },
    decideMutation.finished.success,
  ],
});
export const tradesPage = createPageData({ loads: [trades] });
export const $list = trades.$data.map((d): TradeList => d ?? { Open: [], History: [] });
export const $loading = trades.$pending;
export const $failed = trades.$error.map(Boolean);
export const $pending = decideMutation.$pending;

export const decidePressed = createEvent<{ trade: Trade; Tagare: string; Godkann: boolean }>();
sample({
  clock: decidePressed,
  filter: decideMutation.$pending.map((p) => !p),
  fn: ({ trade, Tagare, Godkann }) => ({ params: { Id: trade.Id }, body: { Tagare, Godkann, Version: trade.Version } }),
  target: decideMutation.start,
});
export const $error = createStore<string | null>(null)
  .on(decideMutation.finished.failure, (_, p) => (isApiError(p.error) ? p.error.message : String(p.error)))
  .reset(decideMutation.started);
export const decided = decideMutation.finished.success;
