import { lists } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { calendarQuery } from '../../api';
import type { TimeReport } from '../../contracts';
import { periodAround } from '../../shared/period';
import { $anstNr, $period, refreshWanted, timeViewOpened } from '../../shared/model';

/** Kalendarie: a month per employee with each day's status, holidays and schedule. */
export const calendarOpened = createEvent();
export const calendarClosed = createEvent();
const $active = createStore(false).on(calendarOpened, () => true).on(calendarClosed, () => false);

/** always the whole month the period starts in */
export const $month = $period.map((p) => (p ? periodAround('M', p.From) : null));
const $request = combine($anstNr, $month, (AnstNr, m) => (AnstNr && m ? { AnstNr, From: m.From, To: m.To } : null));

sample({ clock: calendarOpened, target: timeViewOpened });
sample({ clock: calendarOpened, fn: () => undefined, target: lists.timeCodes.needed });
sample({
  clock: [calendarOpened, $request.updates, refreshWanted],
  source: { request: $request, active: $active },
  filter: ({ request, active }) => request !== null && active,
  fn: ({ request }) => ({ query: request! }),
  target: calendarQuery.start,
});
export const $calendar = createStore<TimeReport | null>(null).on(calendarQuery.finished.success, (_, { result }) => result).reset($request.updates);
export const $loading = calendarQuery.$pending;
