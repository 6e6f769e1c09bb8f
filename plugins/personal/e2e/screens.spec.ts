import { axeViolations } from '../../../e2e/support/axe';
import { expect, onSuiteClock, test } from '../../../e2e/support/test';

/**
 * The employee card as a company administrator sees it (the first employee of his scope, and the tab of changes to
 * accept), in Swedish and English, light and dark, desktop (1440) and phone (390): axe on each, and a screenshot of
 * each (in the run's output folder) to look at.
 */
const API = { 'dv-api': '1', 'content-type': 'application/json' };

for (const lang of ['sv', 'en'] as const)
  for (const theme of ['white', 'dark'] as const)
    for (const width of [1440, 390])
      test(`employee card ${lang} ${theme} ${width}px`, async ({ browser }, info) => {
        test.setTimeout(90_000);
        const context = await browser.newContext({
          baseURL: info.project.use.baseURL,
          viewport: { width, height: width > 800 ? 900 : 844 },
          isMobile: width < 800,
        });
        await onSuiteClock(context);
        await context.addInitScript(
          ({ l, t }) => {
            localStorage.setItem('LANGUAGE', l);
            localStorage.setItem('DARK_MODE_PREFERENCE', t);
          },
          { l: lang, t: theme },
        );
        // the theme is the account's setting on the server: one administrator account per theme (tests run in parallel)
        const login = theme === 'dark' ? 'ftg@demo.se' : 'live@demo.se';
        expect((await context.request.post('/api/authenticate', { headers: API, data: { Login: login, Password: 'demo1234' } })).status()).toBe(200);
        expect((await context.request.patch('/api/me/updateSessionUserAccount', { headers: API, data: { FtgId: '1001' } })).status()).toBe(200);
        const settings = { DateFilterPeriodType: 'M', InitialDateFilter: 'CURRENT', PaginationPerPage: 25, InactivityTimer: 60, Theme: theme };
        expect((await context.request.put('/api/userAppSettings', { headers: { ...API, 'dv-selected-company': '1001' }, data: settings })).status()).toBe(200);
        const page = await context.newPage();
        await page.goto('/employeeCard');
        await expect(page.getByRole('heading', { level: 1, name: lang === 'sv' ? 'Personuppgifter' : 'Personal details' })).toBeVisible();
        await expect(page.getByRole('region', { name: lang === 'sv' ? 'Adress' : 'Address' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: info.outputPath(`card-${lang}-${theme}-${width}.png`), fullPage: true });
        await page.getByRole('tab', { name: lang === 'sv' ? /^Att godkänna/ : /^To accept/ }).click();
        await page.screenshot({ path: info.outputPath(`pending-${lang}-${theme}-${width}.png`), fullPage: true });
        await context.close();
      });
