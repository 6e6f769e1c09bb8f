import { $account, $ftgInfo, $salaryYear } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { firstName, greetingFor } from '../../greeting';

export const dashboardOpened = createEvent();
/** the hour as the server's first view reads it (first-view.ts) */
export const hourRead = createEvent<number>();

/**
 * The hour: read when this module loads (the dashboard's code arrives as the page opens, so its first render greets for
 * the right hour) and again whenever the page opens. Read in an effect on open, it came after the first paint — the
 * view's store subscription starts after it — and the greeting painted for noon, then for the real hour ("… Du är uppe
 * sent.", a line longer on a phone), moved the page down (Lighthouse's layout shift, issue 22). Tests fix the clock.
 */
export const $hour = createStore<number>(new Date().getHours());
sample({ clock: dashboardOpened, fn: () => new Date().getHours(), target: $hour });
sample({ clock: hourRead, target: $hour });

export const $greeting = combine($hour, $account, (hour, account) => ({
  key: `dashboard.greeting.${greetingFor(hour)}`,
  name: firstName(account?.Namn ?? ''),
}));

export const $summary = combine($ftgInfo, $salaryYear, $account, (ftg, year, account) => ({
  company: ftg?.Namn ?? '',
  orgnr: ftg?.Orgnr ?? '',
  salaryYear: year,
  role: account?.Roll ?? null,
}));

/**
 * The cards the server's first view filled (their keys), in the request's Scope; null in the browser. On the server a
 * card not in it shows its loading frame: there is no viewport to say which cards are near (first-view.ts).
 */
export const $firstViewCards = createStore<readonly string[] | null>(null, { serialize: 'ignore' });
