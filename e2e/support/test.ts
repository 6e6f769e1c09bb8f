import { test as base, type BrowserContext } from '@playwright/test';
import { e2eNow } from './clock';

export { expect, type Page, type APIRequestContext, type Locator } from '@playwright/test';

/** Puts a browser context on the suite's clock (time flows; tests may still fastForward or runFor). */
export async function onSuiteClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: e2eNow() });
}

/**
 * Every spec imports `test` from here: each browser context starts on the suite's clock, the same
 * instant the server lives at. A context a test makes itself (browser.newContext) calls onSuiteClock.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await onSuiteClock(context);
    await use(context);
  },
});
