import { $account, $ftgInfo, $salaryYear } from '@lonna/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { firstName, greetingFor } from '../../greeting';

export const dashboardOpened = createEvent();

/** the clock is read in an effect so tests fix the hour */
export const readHourFx = createEffect(() => new Date().getHours());
const $hour = createStore<number | null>(null).on(readHourFx.doneData, (_, h) => h);
sample({ clock: dashboardOpened, target: readHourFx });

export const $greeting = combine($hour, $account, (hour, account) => ({
  key: `dashboard.greeting.${greetingFor(hour ?? 12)}`,
  name: firstName(account?.Namn ?? ''),
}));

export const $summary = combine($ftgInfo, $salaryYear, $account, (ftg, year, account) => ({
  company: ftg?.Namn ?? '',
  orgnr: ftg?.Orgnr ?? '',
  salaryYear: year,
  role: account?.Roll ?? null,
}));
