import { createPageData, createPageQuery } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { LEAVE_RESOURCE } from '@lonna/plugin-leave/contracts';
import { ABSENCE_RESOURCE, absence, type CalendarType } from '../../contracts';
import { periodOf, stepAnchor, type CalendarMode } from '../../domain/period';

/** The absence calendar: a month or week of who is absent, for the company or a department, live. */

/** the browser's today (set by the view when the page opens; tests set their own) */
export const todaySet = createEvent<string>();
export const $anchor = createStore('');
$anchor.on(todaySet, (a, today) => a || today);
export const modeChosen = createEvent<CalendarMode>();
export const $mode = createStore<CalendarMode>('month').on(modeChosen, (_, m) => m);
export const previousPressed = createEvent();
export const nextPressed = createEvent();
export const todayPressed = createEvent<string>();
$anchor.on(todayPressed, (_, today) => today);
const $view = combine({ a: $anchor, m: $mode });
sample({ clock: previousPressed, source: $view, filter: ({ a }) => a !== '', fn: ({ a, m }) => stepAnchor(a, m, -1), target: $anchor });
sample({ clock: nextPressed, source: $view, filter: ({ a }) => a !== '', fn: ({ a, m }) => stepAnchor(a, m, 1), target: $anchor });
export const departmentChosen = createEvent<string>();
export const $department = createStore('').on(departmentChosen, (_, d) => d);
export const typeChosen = createEvent<CalendarType | ''>();
export const $type = createStore<CalendarType | ''>('').on(typeChosen, (_, t) => t);
export const onlyAbsentToggled = createEvent<boolean>();
export const $onlyAbsent = createStore(true).on(onlyAbsentToggled, (_, v) => v);

export const $period = combine($anchor, $mode, (a, m) => (a ? periodOf(a, m) : null));

export const calendar = createPageQuery({
  name: 'absence.calendar',
  endpoint: absence.calendar,
  params: combine($period, $department, $type, (p, Avdelning, Typ) =>
    p ? { query: { From: p.From, To: p.To, ...(Avdelning ? { Avdelning } : {}), ...(Typ ? { Typ } : {}) } } : null,
  ),
  // a notice reported or recovered, a leave application decided or reverted (the leave plugin's push)
  refreshOn: [
    { event: 'resource-updated', resource: ABSENCE_RESOURCE },
    { event: 'resource-updated', resource: LEAVE_RESOURCE },
  ],
});
export const calendarPage = createPageData({ loads: [calendar] });

export const $rows = combine(calendar.$data, $onlyAbsent, (c, only) => (c?.Rader ?? []).filter((r) => !only || r.Perioder.length > 0));
export const $holidays = calendar.$data.map((c) => c?.Helgdagar ?? []);
export const $departments = calendar.$data.map((c) => c?.Avdelningar ?? []);
export const $loading = calendar.$pending;
export const $failed = calendar.$error.map((e) => e !== null);
