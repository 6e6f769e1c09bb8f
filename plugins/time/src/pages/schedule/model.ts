import { createEndpointQuery, lists } from '@lonna/core';
import { shell } from '@lonna/core/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { scheduleQuery } from '../../api';
import type { TimeReport } from '../../contracts';
import { addDays, daysBetween, isoWeekday } from '../../domain/dates';
import { $anstNr, $period, timeViewOpened } from '../../shared/model';

/** Schedule: the employee's work schedule (perschema over arbschema) by ISO week. */
export const scheduleOpened = createEvent();
export const scheduleClosed = createEvent();
const $active = createStore(false).on(scheduleOpened, () => true).on(scheduleClosed, () => false);

/** whole weeks, Monday to Sunday, around the period */
export const $weeks = $period.map((p) => {
  if (!p) return null;
  const From = addDays(p.From, 1 - isoWeekday(p.From));
  const To = addDays(p.To, 7 - isoWeekday(p.To));
  // at most 13 weeks (the server's 93-day limit): Monday + 90 days is a Sunday
  return { From, To: daysBetween(From, To) > 90 ? addDays(From, 90) : To };
});
const $request = combine($anstNr, $weeks, (AnstNr, w) => (AnstNr && w ? { AnstNr, ...w } : null));

sample({ clock: scheduleOpened, target: timeViewOpened });
sample({
  clock: [scheduleOpened, $request.updates],
  source: { request: $request, active: $active },
  filter: ({ request, active }) => request !== null && active,
  fn: ({ request }) => ({ query: request! }),
  target: scheduleQuery.start,
});
export const $schedule = createStore<TimeReport | null>(null).on(scheduleQuery.finished.success, (_, { result }) => result).reset($request.updates);
export const $loading = scheduleQuery.$pending;

/** the periods themselves (perschema): from which date which work schedule applies */
export const perschemaQuery = createEndpointQuery(shell.perschema, { name: 'time.perschema' });
sample({ clock: scheduleOpened, fn: () => undefined, target: lists.workSchedules.needed });
sample({
  clock: [scheduleOpened, $anstNr.updates],
  source: { anstNr: $anstNr, active: $active },
  filter: ({ anstNr, active }) => anstNr !== '' && active,
  fn: ({ anstNr }) => ({ params: { AnstNr: anstNr } }),
  target: perschemaQuery.start,
});
export const $periods = createStore<{ FromDatum: string; UseArbSchema: boolean; ArbSchema: string }[]>([])
  .on(perschemaQuery.finished.success, (_, { result }) => result.map(({ FromDatum, UseArbSchema, ArbSchema }) => ({ FromDatum, UseArbSchema, ArbSchema })))
  .reset($anstNr.updates);
