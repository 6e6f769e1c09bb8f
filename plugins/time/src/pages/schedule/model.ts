import { createPageData, createPageQuery, lists } from '@lonna/core';
import { shell } from '@lonna/core/contracts';
import { combine } from 'effector';
import { time } from '../../contracts';
import { addDays, daysBetween, isoWeekday } from '../../domain/dates';
import { $anstNr, $period, refreshWanted, timeViewOpened } from '../../shared/model';

/** Schedule: the employee's work schedule (perschema over arbschema) by ISO week. */

/** whole weeks, Monday to Sunday, around the period */
export const $weeks = $period.map((p) => {
  if (!p) return null;
  const From = addDays(p.From, 1 - isoWeekday(p.From));
  const To = addDays(p.To, 7 - isoWeekday(p.To));
  // at most 13 weeks (the server's 93-day limit): Monday + 90 days is a Sunday
  return { From, To: daysBetween(From, To) > 90 ? addDays(From, 90) : To };
});
const $request = combine($anstNr, $weeks, (AnstNr, w) => (AnstNr && w ? { query: { AnstNr, ...w } } : null));

// a pass planned or traded in staffing changes the schedule: reload on the time rows' push (refreshWanted)
export const schedule = createPageQuery({ name: 'time.schedule', endpoint: time.schedule, params: $request, refreshOn: [refreshWanted] });
/** the periods themselves (perschema): from which date which work schedule applies */
export const perschema = createPageQuery({
  name: 'time.perschema',
  endpoint: shell.perschema,
  params: $anstNr.map((AnstNr) => (AnstNr ? { params: { AnstNr } } : null)),
});
export const schedulePage = createPageData({ loads: [schedule, perschema, lists.workSchedules, { opened: timeViewOpened }] });

export const $schedule = schedule.$data;
export const $loading = schedule.$pending;
export const $periods = perschema.$data.map((rows) => (rows ?? []).map(({ FromDatum, UseArbSchema, ArbSchema }) => ({ FromDatum, UseArbSchema, ArbSchema })));
