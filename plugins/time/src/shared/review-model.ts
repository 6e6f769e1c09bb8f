import { createPageQuery } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { time } from '../contracts';
import { $period } from './model';

/**
 * The approver's look at one employee (issue 13, bug 7): their days in the period with what to check on each,
 * opened from the approve or attest list and stepped to the next and previous employee of that list.
 */
export const reviewOpened = createEvent<{ anstNr: string; order: readonly string[] }>();
export const reviewStepped = createEvent<1 | -1>();
export const reviewClosed = createEvent();

const $order = createStore<readonly string[]>([]).on(reviewOpened, (_, o) => o.order);
export const $reviewAnstNr = createStore('')
  .on(reviewOpened, (_, o) => o.anstNr)
  .reset(reviewClosed);
sample({
  clock: reviewStepped,
  source: { order: $order, at: $reviewAnstNr },
  filter: ({ order, at }, d) => order.indexOf(at) + d >= 0 && order.indexOf(at) + d < order.length,
  fn: ({ order, at }, d) => order[order.indexOf(at) + d]!,
  target: $reviewAnstNr,
});
export const $reviewPosition = combine($order, $reviewAnstNr, (order, at) => ({ index: order.indexOf(at), count: order.length }));

export const review = createPageQuery({
  name: 'time.review',
  endpoint: time.review,
  params: combine($reviewAnstNr, $period, (AnstNr, p) => (AnstNr && p ? { query: { AnstNr, From: p.From, To: p.To } } : null)),
});
sample({ clock: reviewOpened, fn: () => undefined, target: review.opened });
sample({ clock: reviewClosed, target: review.closed });
export const $review = review.$data;
export const $reviewLoading = review.$pending;
