import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';

// The widget gallery exists only in development builds (npm test builds with VITE_GALLERY=1).
test.describe('widget kit in Chromium', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/dev/widgets');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('every widget passes axe in light and dark', async ({ page }) => {
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the date picker expands shorthand and the number field formats Swedish numbers', async ({ page }) => {
    const to = page.getByRole('textbox', { name: /^Till och med/ });
    await to.fill('1224');
    await to.press('Tab');
    await expect(to).toHaveValue(/^\d{4}-12-24$/);
    const sum = page.getByRole('textbox', { name: /^Belopp/ });
    await sum.fill('1234,5');
    await sum.press('Tab');
    await expect(sum).toHaveValue('1 234,50');
  });

  test('a dialog opens, traps focus and closes with Escape; the busy one cannot be dismissed', async ({ page }) => {
    await page.getByRole('button', { name: 'Öppna dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny frånvaro' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Öppna upptagen dialog' }).click();
    const busy = page.getByRole('dialog', { name: 'Sparar tidrapport' });
    await expect(busy).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(busy).toBeVisible();
  });
});
