import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { chooseCompany, expectShell, signIn } from '../support/session';

/**
 * Issue 21, support login: the vendor's support (support@demo.se, ADM with the SUPPORT option) is offered only the
 * companies that allow support login, and works there under a banner on every page.
 */
test.describe('support login', () => {
  test('the support user chooses among the allowing companies only and sees the banner on every page @phone', async ({ page }) => {
    await signIn(page, 'support@demo.se');
    const dialog = page.getByRole('dialog', { name: 'Välj företag' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^IT-Stöd Öresund AB/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Omsorgen Personlig Assistans AB/ })).toHaveCount(0);
    await chooseCompany(page, 'IT-Stöd Öresund AB');
    await expectShell(page);
    const banner = page.getByRole('note').filter({ hasText: 'Supportinloggning' });
    await expect(banner).toContainText('IT-Stöd Öresund AB');
    await expect(banner).toContainText('loggas');
    expect(await axeViolations(page)).toEqual([]);
    // another page, the same banner
    await page.goto('/userAppSettings');
    await expect(page.getByRole('note').filter({ hasText: 'Supportinloggning' })).toBeVisible();
  });

  test('an ordinary administrator sees no banner', async ({ page }) => {
    await signIn(page, 'ftg1@demo.se');
    await expectShell(page);
    await expect(page.getByRole('note').filter({ hasText: 'Supportinloggning' })).toHaveCount(0);
  });
});
