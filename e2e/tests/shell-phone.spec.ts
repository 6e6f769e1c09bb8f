import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { expectShell, signIn } from '../support/session';

/**
 * Issue 13, the phone: no permanent 60 px rail of unlabelled icons on a 390 px screen. The page takes the full width;
 * the menu button opens the labelled drawer over it; Escape closes it; a link closes it and goes there.
 */
test.describe('the shell on a phone @phone', () => {
  test('full-width page, labelled drawer on demand, Escape and links close it', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'the phone layout');
    await signIn(page, 'per@demo.se');
    await expectShell(page);
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(nav).toHaveCount(0);
    const main = await page.getByRole('main').boundingBox();
    expect(main?.x).toBe(0);
    expect(main?.width).toBe(page.viewportSize()!.width);

    const menu = page.getByRole('button', { name: 'Meny', exact: true });
    await menu.click();
    await expect(nav).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // labelled items, the focus inside the drawer
    await expect(nav.getByRole('link', { name: 'Tidrapport', exact: true })).toBeVisible();
    await expect(nav.getByText('Tidrapport', { exact: true })).toBeVisible();
    expect(await nav.evaluate((n) => n.contains(document.activeElement))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(nav).toHaveCount(0);

    await menu.click();
    await nav.getByRole('link', { name: 'Tidrapport', exact: true }).click();
    await expect(page).toHaveURL(/\/timereporting$/);
    await expect(nav).toHaveCount(0);
    // the salary year is labelled on the phone too
    await expect(page.getByRole('banner').getByText('Löneår')).toBeVisible();
  });
});
