import { expect, test } from '../support/test';
import { today } from '../support/clock';
import { asTheEmployee } from '../support/employee-lock';
import { expectShell, signInAs } from '../support/session';

/**
 * Issue 13: a half-filled row was lost to a stray Escape, and a required choice offered "Ingen". Now closing a
 * changed row asks the spec's Leave / Stay, and the required care recipient has no empty choice to pick.
 */
test.describe('the row editor @phone', () => {
  test('asks Leave or Stay before losing a half-filled row; a required select offers no "Ingen"', async ({ page }) => {
    test.setTimeout(90_000);
    await asTheEmployee(async () => {
      await signInAs(page, 'per@demo.se', { path: '/timereporting' });
      await expectShell(page);
      await page
        .locator(`li[data-date="${today()}"]`)
        .getByRole('button', { name: /^Lägg till rad/ })
        .click();
      const dialog = page.getByRole('dialog', { name: /Ny tidrad/ });
      await expect(dialog).toBeVisible();
      // 1001 requires a care recipient (UseLSS + UseMandatoryBrukare)
      const care = dialog.getByRole('combobox', { name: /^Brukare/ });
      await expect(care.locator('option', { hasText: 'Ingen' })).toHaveCount(0);

      await dialog.getByLabel(/^Timmar/).fill('2');
      await page.keyboard.press('Escape');
      const ask = page.getByRole('dialog', { name: 'Osparade ändringar' });
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Stanna kvar' }).click();
      await expect(ask).toBeHidden();
      await expect(dialog.getByLabel(/^Timmar/)).toHaveValue('2,00');

      await dialog.getByRole('button', { name: 'Avbryt' }).click();
      await page.getByRole('dialog', { name: 'Osparade ändringar' }).getByRole('button', { name: 'Lämna' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});
