import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, onSuiteClock } from './test';

/**
 * The screens every page is looked at on (issue brief: Swedish and English, light and dark, desktop and phone): each
 * plugin's screens spec loops over these and opens its page with `screenPage`, then runs axe and takes screenshots.
 */
export const SCREENS = (['sv', 'en'] as const).flatMap((lang) =>
  (['white', 'dark'] as const).flatMap((theme) => [1440, 390].map((width) => ({ lang, theme, width }))),
);
export type Screen = (typeof SCREENS)[number];

const API = { 'dv-api': '1', 'content-type': 'application/json' };

/**
 * A signed-in page of its own at the screen's size, language and theme, with company `company` chosen. The theme is
 * the account's setting on the server, so each theme has its own administrator account (tests run in parallel):
 * lic@demo.se light, ftg@demo.se dark — unless `login` names one. Never live@demo.se: tests/live.spec.ts owns it (its
 * inactivity test sets a 1-minute timer that these settings would undo).
 */
export async function screenPage(browser: Browser, info: TestInfo, s: Screen, o: { company?: string; login?: string } = {}): Promise<Page> {
  const company = o.company ?? '1001';
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: s.width, height: s.width > 800 ? 900 : 844 },
    isMobile: s.width < 800,
  });
  await onSuiteClock(context);
  await context.addInitScript(
    ({ l, t }) => {
      localStorage.setItem('LANGUAGE', l);
      localStorage.setItem('DARK_MODE_PREFERENCE', t);
    },
    { l: s.lang, t: s.theme },
  );
  const login = o.login ?? (s.theme === 'dark' ? 'ftg@demo.se' : 'lic@demo.se');
  expect((await context.request.post('/api/authenticate', { headers: API, data: { Login: login, Password: 'demo1234' } })).status()).toBe(200);
  expect((await context.request.patch('/api/me/updateSessionUserAccount', { headers: API, data: { FtgId: company } })).status()).toBe(200);
  const settings = { DateFilterPeriodType: 'M', InitialDateFilter: 'CURRENT', PaginationPerPage: 25, InactivityTimer: 60, Theme: s.theme };
  expect((await context.request.put('/api/userAppSettings', { headers: { ...API, 'dv-selected-company': company }, data: settings })).status()).toBe(200);
  return context.newPage();
}
