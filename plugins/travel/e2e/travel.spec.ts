import { chooseCompany, expectShell, signIn } from '../../../e2e/support/session';
import { expect, test } from '../../../e2e/support/test';

// The plugin's own browser test: run with the suite (e2e/playwright.config.ts finds plugins/*/e2e/*.spec.ts).
test.describe('travel', () => {
  test('an administrator opens Reseräkningar from the drawer, adds an entry and sees it in the list', async ({ page }) => {
    await signIn(page, 'ftg@demo.se');
    await chooseCompany(page, 'Omsorgen Personlig Assistans AB');
    await expectShell(page);
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Reseräkningar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reseräkningar' })).toBeVisible();

    const title = `Skyddsrond ${test.info().workerIndex}-${Date.now()}`;
    await page.getByRole('textbox', { name: /^Rubrik/ }).fill(title);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/travel') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Lägg till' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('list', { name: 'Poster' }).getByText(title)).toBeVisible();
    await expect(page.getByText('Posten är sparad.')).toBeVisible();
  });

  test('an empty title is a field error on the page, and nothing is sent', async ({ page }) => {
    await signIn(page, 'ftg@demo.se');
    await chooseCompany(page, 'Omsorgen Personlig Assistans AB');
    await page.goto('/travel');
    await expect(page.getByRole('heading', { level: 1, name: 'Reseräkningar' })).toBeVisible();
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/travel') && r.method() === 'POST') posted = true;
    });
    await page.getByRole('button', { name: 'Lägg till' }).click();
    await expect(page.getByRole('textbox', { name: /^Rubrik/ })).toBeFocused();
    expect(posted).toBe(false);
  });
});
