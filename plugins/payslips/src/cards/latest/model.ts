import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { PAYSLIPS_RESOURCE, payslips } from '../../contracts';

/** the dashboard card: the caller's latest payslip (pay date, net) and his main balances */
export const latest = createPageQuery({
  name: 'payslips.card.latest',
  endpoint: payslips.latest,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: PAYSLIPS_RESOURCE }],
  silent: true,
});
export const latestCard = createPageData({ loads: [latest] });
export const $latest = latest.$data;
export const $failed = latest.$error.map(Boolean);
