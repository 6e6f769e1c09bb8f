import { allSettled, createWatch, fork, type Scope, type UnitTargetable } from 'effector';
import { vi } from 'vitest';
import { sendFx } from '../../src/api/request';
import { freshListCaches } from '../../src/cache/cached-list';
import { snackbarShown, type SnackbarRequest } from '../../src/snackbar/model';
import type { fakeApi } from '../../src/testing';

/** A Scope whose server is the fake API and whose list caches are empty. */
export function scopeWith(api: ReturnType<typeof fakeApi>, values: [unknown, unknown][] = []): Scope {
  return fork({ handlers: [[sendFx, api.handler]], values: [...freshListCaches(), ...values] as never });
}

/**
 * allSettled under fake timers: snackbars and other patronum timers would keep
 * allSettled waiting for real seconds, so run them to the end.
 */
export async function settle<T>(unit: UnitTargetable<T>, scope: Scope, params?: T): Promise<void> {
  const done = allSettled(unit as never, { scope, params } as never);
  await vi.runAllTimersAsync();
  await done;
}

/** Every snackbar shown in the scope, in order. */
export function recordSnackbars(scope: Scope): SnackbarRequest[] {
  const shown: SnackbarRequest[] = [];
  createWatch({ unit: snackbarShown, scope, fn: (s) => shown.push(s) });
  return shown;
}
