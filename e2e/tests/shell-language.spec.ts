import { expect, test } from '../support/test';
import { signIn } from '../support/session';

/**
 * Issue 13, bug 8: the language could be changed only on the sign-in screen. It is now in the user menu and the
 * settings, saved with the user's settings: it follows the user to a new browser. Languages carry their own names
 * ("Polski", not "Polskie"). lang@demo.se is kept for this test, so no other test reads a changed language.
 */
test.describe('the language as a saved setting', () => {
  test('chosen in the user menu, kept in a new browser, changed back in the settings', async ({ page, browser }, info) => {
    await signIn(page, 'lang@demo.se');
    await expect(page.getByRole('button', { name: 'Meny', exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Användarmeny/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Polski' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // a new browser (nothing remembered on the device) signs in and reads English after the session arrives
    const other = await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'sv-SE' });
    const second = await other.newPage();
    await signIn(second, 'lang@demo.se');
    await expect(second.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await second.goto('/userAppSettings');
    await second.getByLabel('Language').selectOption('sv');
    await expect(second.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
    await other.close();
  });
});
