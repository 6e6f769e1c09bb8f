import { axeViolations } from '../../../e2e/support/axe';
import { screenPage, SCREENS } from '../../../e2e/support/screens';
import { expect, test } from '../../../e2e/support/test';

/**
 * The employee card as a company administrator sees it (the first employee of his scope, and the tab of changes to
 * accept), in Swedish and English, light and dark, desktop (1440) and phone (390): axe on each, and a screenshot of
 * each (in the run's output folder) to look at.
 */
for (const screen of SCREENS) {
  const { lang, theme, width } = screen;
  test(`employee card ${lang} ${theme} ${width}px`, async ({ browser }, info) => {
    test.setTimeout(90_000);
    const page = await screenPage(browser, info, screen);
    await page.goto('/employeeCard');
    await expect(page.getByRole('heading', { level: 1, name: lang === 'sv' ? 'Personuppgifter' : 'Personal details' })).toBeVisible();
    await expect(page.getByRole('region', { name: lang === 'sv' ? 'Adress' : 'Address' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`card-${lang}-${theme}-${width}.png`), fullPage: true });
    await page.getByRole('tab', { name: lang === 'sv' ? /^Att godkänna/ : /^To accept/ }).click();
    await page.screenshot({ path: info.outputPath(`pending-${lang}-${theme}-${width}.png`), fullPage: true });
    await page.context().close();
  });
}
