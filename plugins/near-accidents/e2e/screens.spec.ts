import { screenPage, SCREENS } from '../../../e2e/support/screens';
import { expect, test } from '../../../e2e/support/test';
import { axeViolations } from '../../../e2e/support/axe';

/**
 * The page as the handler sees it, in Swedish and English, light and dark, desktop (1440) and phone (390): axe on the
 * list and on an open report, and a screenshot of each (in the run's output folder) to look at.
 */
for (const screen of SCREENS) {
  const { lang, theme, width } = screen;
  test(`near-accident reports ${lang} ${theme} ${width}px`, async ({ browser }, info) => {
    test.setTimeout(90_000);
    // the handler's view: ftg@demo.se in both themes (LIC is no handler here; live@demo.se belongs to tests/live.spec.ts)
    const page = await screenPage(browser, info, screen, { login: 'ftg@demo.se' });
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
    await page.context().close();
  });
}
