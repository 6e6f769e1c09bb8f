import { axeViolations } from '../../../e2e/support/axe';
import { screenPage, SCREENS } from '../../../e2e/support/screens';
import { expect, test } from '../../../e2e/support/test';

/**
 * The board as a company administrator sees it, in Swedish and English, light and dark, desktop (1440) and phone
 * (390): axe on each, and a screenshot of each (in the run's output folder) to look at.
 */
for (const screen of SCREENS) {
  const { lang, theme, width } = screen;
  test(`presence board ${lang} ${theme} ${width}px`, async ({ browser }, info) => {
    test.setTimeout(90_000);
    const page = await screenPage(browser, info, screen);
    await page.goto('/presenceStatus');
    await expect(page.getByRole('heading', { level: 1, name: lang === 'sv' ? 'Närvarostatus' : 'Presence status' })).toBeVisible();
    const board = page.getByRole(width > 800 ? 'table' : 'list', { name: lang === 'sv' ? 'Närvarostatus för kollegor' : 'Colleagues’ presence status' });
    await expect(board.getByText('Arbetsplatsträff i stora konferensrummet')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`board-${lang}-${theme}-${width}.png`), fullPage: width < 800 });
    await page.context().close();
  });
}
