import { swedishToday } from '@lonna/core/validation';
import { createEffect, createEvent, type EventCallable, sample } from 'effector';

/** today in Sweden when a page opens: an effect, so that tests fix the day (never the test machine's date) */
export const todayFx = createEffect<void, string>(() => swedishToday(new Date()));

/** a page load that asks for today when the page opens (createPageData's `{ opened }`) */
export function todayOnOpen(): { opened: EventCallable<void> } {
  const opened = createEvent();
  sample({ clock: opened, target: todayFx });
  return { opened };
}
