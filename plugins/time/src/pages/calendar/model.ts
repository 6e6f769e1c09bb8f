import { createPageData, createPageQuery, lists } from '@lonna/core';
import { combine } from 'effector';
import { time } from '../../contracts';
import { periodAround } from '../../shared/period';
import { $anstNr, $period, refreshWanted, timeViewOpened } from '../../shared/model';

/** Kalendarie: a month per employee with each day's status, holidays and schedule. */

/** always the whole month the period starts in */
export const $month = $period.map((p) => (p ? periodAround('M', p.From) : null));
const $request = combine($anstNr, $month, (AnstNr, m) => (AnstNr && m ? { query: { AnstNr, From: m.From, To: m.To } } : null));

export const calendar = createPageQuery({ name: 'time.calendar', endpoint: time.calendar, params: $request, refreshOn: [refreshWanted] });
export const calendarPage = createPageData({ loads: [calendar, lists.timeCodes, { opened: timeViewOpened }] });
export const $calendar = calendar.$data;
export const $loading = calendar.$pending;
