import { expect, onSuiteClock, test } from '../../../e2e/support/test';
import { axeViolations } from '../../../e2e/support/axe';

/**
 * The page as the handler sees it, in Swedish and English, light and dark, desktop (1440) and phone (390): axe on the
 * list and on an open report, and a screenshot of each (in the run's output folder) to look at.
 */
const API = { 'dv-api': '1', 'content-type': 'application/json' };

for (const lang of ['sv', 'en'] as const)
  for (const theme of ['white', 'dark'] as const)
    for (const width of [1440, 390])
      test(`near-accident reports ${lang} ${theme} ${width}px`, async ({ browser }, info) => {
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
        // the theme is the account's setting on the server: one handler account per theme (tests run in parallel)
        const login = theme === 'dark' ? 'ftg@demo.se' : 'live@demo.se';
        expect((await context.request.post('/api/authenticate', { headers: API, data: { Login: login, Password: 'demo1234' } })).status()).toBe(200);
        expect((await context.request.patch('/api/me/updateSessionUserAccount', { headers: API, data: { FtgId: '1001' } })).status()).toBe(200);
        const settings = { DateFilterPeriodType: 'M', InitialDateFilter: 'CURRENT', PaginationPerPage: 25, InactivityTimer: 60, Theme: theme };
        expect((await context.request.put('/api/userAppSettings', { headers: { ...API, 'dv-selected-company': '1001' }, data: settings })).status()).toBe(200);
        const page = await context.newPage();
        await page.goto('/nearAccidentsReports');
        const title = lang === 'sv' ? 'Tillbud' : 'Near accidents';
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const list = page.getByRole('list', { name: lang === 'sv' ? 'Tillbudsrapporter' : 'Near-accident reports' });
        await expect(list.getByText('Lyften stannade mitt i förflyttning')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: info.outputPath(`list-${lang}-${theme}-${width}.png`), fullPage: true });
        await list.getByRole('button', { name: /Lyften stannade/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Lyften stannade mitt i förflyttning' });
        await expect(dialog.getByRole('button', { name: lang === 'sv' ? 'Markera som Åtgärdad' : 'Mark as Resolved' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: info.outputPath(`report-${lang}-${theme}-${width}.png`) });
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        const report = lang === 'sv' ? 'Rapportera tillbud' : 'Report a near accident';
        await page.getByRole('button', { name: report }).click();
        await expect(page.getByRole('dialog', { name: report })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: info.outputPath(`form-${lang}-${theme}-${width}.png`) });
        await context.close();
      });
