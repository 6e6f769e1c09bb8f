import { createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum/delay';

export type SnackbarColor = 'info' | 'success' | 'error' | 'warning';

export interface SnackbarRequest {
  text: string;
  color?: SnackbarColor;
  /** ms; default 10000 */
  timeout?: number;
}

export interface ShownSnackbar {
  id: number;
  text: string;
  color: SnackbarColor;
  timeout: number;
}

export const DEFAULT_SNACKBAR_TIMEOUT = 10_000;
export const LONG_SNACKBAR_TIMEOUT = 20_000;
/** spec §9: the empty-register notices stay 15 s */
export const NOTICE_SNACKBAR_TIMEOUT = 15_000;

/** Spec §4: 20000 ms when the text exceeds 100 characters and the timeout is 10000 ms or less. */
export function snackbarTimeout(text: string, timeout: number = DEFAULT_SNACKBAR_TIMEOUT): number {
  return text.length > 100 && timeout <= DEFAULT_SNACKBAR_TIMEOUT ? LONG_SNACKBAR_TIMEOUT : timeout;
}

export const snackbarShown = createEvent<SnackbarRequest>();
export const snackbarClosed = createEvent();

const $lastId = createStore(0);
/** the one visible snackbar; a new one replaces the old */
export const $snackbar = createStore<ShownSnackbar | null>(null);

const snackbarOpened = sample({
  clock: snackbarShown,
  source: $lastId,
  fn: (last, r): ShownSnackbar => ({
    id: last + 1,
    text: r.text,
    color: r.color ?? 'info',
    timeout: snackbarTimeout(r.text, r.timeout),
  }),
});
sample({ clock: snackbarOpened, fn: (s) => s.id, target: $lastId });
sample({ clock: snackbarOpened, target: $snackbar });

const timedOut = delay({ source: snackbarOpened, timeout: (s: ShownSnackbar) => s.timeout });

// a replaced snackbar's timer must not close its successor
sample({
  clock: timedOut,
  source: $snackbar,
  filter: (current, expired) => current !== null && current.id === expired.id,
  fn: () => null,
  target: $snackbar,
});
$snackbar.reset(snackbarClosed);
