import { inspectGraph } from 'effector/inspect';
import { expect, test } from 'vitest';

/**
 * Issue 22: what the sign-in screen and the signed-in shell make while their modules load — a phone's main thread
 * before the first paint. A cached list (a farfetched query and its cache, ≈ 10 ms on a phone) is made when a page or
 * the PER's sign-in first needs it; the shell's own reads are a few effector units each. Counts, not times.
 */
test('the shell and the portal model make no cached list at start, and the sign-in screen stays under 1,300 graph nodes', async () => {
  let nodes = 0;
  inspectGraph({ fn: () => void nodes++ });
  const { allCachedLists } = await import('../../src/cache/cached-list');
  const { createPortalModel } = await import('../../src/portal/model');
  await import('../../src/portal/create-portal');
  createPortalModel([]);
  // session 16: 1,965 (four farfetched queries, the employee list, an attached effect per action)
  expect(nodes).toBeLessThan(1300);
  await import('../../src/shell/layout/view');
  // the signed-in shell's layout chunk made the employee and both caretaker lists for its push handlers
  expect(allCachedLists().map((l) => l.name)).toEqual([]);
});
