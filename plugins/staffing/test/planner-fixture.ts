import { sendFx } from '@lonna/core';
import { type FakeRoute, fakeApi } from '@lonna/core/testing';
import { fork } from 'effector';
import { todayFx } from '../src/shared/today';

/** the page's day is fixed (Wednesday 2026-11-18): never the test machine's date */
export const TODAY = '2026-11-18';

/**
 * The planner page's scope for a model test (duplicates D8/D14): a fake server with the shell lists the page loads
 * (departments, competences, employees) empty, the test's own routes over them, and today fixed.
 */
export function plannerScope(routes: Record<string, FakeRoute>) {
  const api = fakeApi({
    'GET /api/avdelning': () => ({ body: [] }),
    'GET /api/kompetenser': () => ({ body: [] }),
    'GET /api/perlista': () => ({ body: [] }),
    ...routes,
  });
  const scope = fork({
    handlers: [
      [sendFx, api.handler],
      [todayFx, () => TODAY],
    ],
  });
  return { api, scope };
}
