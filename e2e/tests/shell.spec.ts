import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { expectDashboardFor, expectShell, signIn } from '../support/session';

test.describe('the shell', () => {
  test('logout returns to the sign-in screen and the session is gone', async ({ page }) => {
    await signIn(page, 'per@demo.se');
    await expectShell(page);
    await page.getByRole('button', { name: /^Användarmeny för/ }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  });

  test('the theme toggle switches light and dark, and axe passes in both', async ({ page }) => {
    await signIn(page, 'ftg1@demo.se');
    await expectShell(page);
    const html = page.locator('html');
    const startDark = await html.evaluate((el) => el.classList.contains('dark'));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Användarmeny för/ }).click();
    await page.getByRole('menuitem', { name: startDark ? 'Ljust tema' : 'Mörkt tema' }).click();
    await expect(html).toHaveClass(startDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
    expect(await axeViolations(page)).toEqual([]);
    // remembered: a reload keeps the chosen theme
    await page.reload();
    await expectShell(page);
    expect(await html.evaluate((el) => el.classList.contains('dark'))).toBe(!startDark);
  });

  test('switching to English translates the sign-in screen and the shell', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByLabel('Språk').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill('per@demo.se');
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Omsorgen Personlig Assistans AB');
  });

  test('an unknown path shows the not-found page with a back button', async ({ page }) => {
    await signIn(page, 'per@demo.se');
    await expectShell(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await page.getByRole('button', { name: 'Tillbaka' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/ redirects to /dashboard and /questions to /app/questions', async ({ page }) => {
    await signIn(page, 'per@demo.se');
    await expectShell(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/questions');
    await expect(page).toHaveURL(/\/app\/questions$/);
  });

  for (const [path, title] of [
    ['/app/questions', 'Vanliga frågor'],
    ['/app/terms', 'Användarvillkor'],
    ['/app/portal/android/policy', /^Integritetspolicy.*Android/],
    ['/app/portal/ios/policy', /^Integritetspolicy.*iOS/],
  ] as const) {
    test(`${path} is shown without login or navigation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Logga in' })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('settings save rows per page and the inactivity timer', async ({ page }) => {
    await signIn(page, 'per@demo.se');
    await expectShell(page);
    await page.getByRole('button', { name: /^Användarmeny för/ }).click();
    await page.getByRole('menuitem', { name: 'Inställningar' }).click();
    await expect(page).toHaveURL(/\/userAppSettings$/);
    await page.getByLabel('Rader per sida').selectOption('50');
    await page.getByLabel('Logga ut automatiskt vid inaktivitet').selectOption('0');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Inställningarna har sparats.')).toBeVisible();
    const settings = await (await page.request.get('/api/userAppSettings', { headers: { 'dv-api': '1' } })).json();
    expect(settings).toMatchObject({ PaginationPerPage: 50, InactivityTimer: 0 });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('@phone the shell works on a phone-sized screen', async ({ page }) => {
    await signIn(page, 'per@demo.se');
    await expectDashboardFor(page, 'Omsorgen Personlig Assistans AB');
    // no horizontal scrolling on a 412 px screen
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
