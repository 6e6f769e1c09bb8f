import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { e2eNow } from './clock';

export { expect, type Page, type APIRequestContext, type Locator, type Browser, type TestInfo } from '@playwright/test';

/** Puts a browser context on the suite's clock (time flows; tests may still fastForward or runFor). */
export async function onSuiteClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: e2eNow() });
}

/** An HTTP error a test provokes on purpose: status and a path (string: exact; RegExp: matched) of the page's own calls. */
export interface ExpectedHttpError {
  status: number;
  path: string | RegExp;
  method?: string;
}

/**
 * Errors every page meets by design: the portal asks /api/me on load and the server answers 401 until the user
 * has signed in (spec §3: that is how the sign-in screen knows there is no session).
 */
const BY_DESIGN: readonly ExpectedHttpError[] = [{ status: 401, path: '/api/me', method: 'GET' }];

const expected = new WeakMap<Page, ExpectedHttpError[]>();

/** Declares HTTP errors this test provokes on purpose; any other 4xx/5xx, and any console error, fails it. */
export function expectHttpErrors(page: Page, errors: ExpectedHttpError[]): void {
  expected.set(page, [...(expected.get(page) ?? []), ...errors]);
}

function isExpected(page: Page, status: number, method: string, url: string): boolean {
  const path = new URL(url).pathname;
  return [...BY_DESIGN, ...(expected.get(page) ?? [])].some(
    (e) => e.status === status && (e.method === undefined || e.method === method) && (typeof e.path === 'string' ? e.path === path : e.path.test(path)),
  );
}

/**
 * Every spec imports `test` from here:
 * - each browser context starts on the suite's clock, the same instant the server lives at (a context a test
 *   makes itself with browser.newContext calls onSuiteClock);
 * - a test fails on any console error or uncaught page error, and on any 4xx/5xx answer to the page that it did
 *   not declare with expectHttpErrors — so "saved, but the screen shows an error" cannot pass unnoticed.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await onSuiteClock(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('response', (r) => {
      if (r.status() < 400) return;
      const method = r.request().method();
      if (!isExpected(page, r.status(), method, r.url())) problems.push(`HTTP ${r.status()} ${method} ${new URL(r.url()).pathname}`);
    });
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      // the browser logs every failed request; an expected one is not a problem, an unexpected one is counted above
      if (/^Failed to load resource/.test(m.text())) return;
      problems.push(`console error: ${m.text()}`);
    });
    await use(page);
    expect(problems, 'console errors and HTTP errors the test did not declare').toEqual([]);
  },
});
