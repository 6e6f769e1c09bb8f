import { axeViolations } from '../../../e2e/support/axe';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, expectHttpErrors, test } from '../../../e2e/support/test';

test.describe('the company’s travel rules', () => {
  test('the administrator adds a rule from Skatteverket’s, is told about overlapping intervals, saves and removes it @phone', async ({ page }) => {
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB', path: '/compensations/settings' });
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Inställningar för ersättningar' })).toBeVisible({ timeout: 30_000 });
    const section = page.getByRole('region', { name: 'Reseregler' });
    await expect(section).toBeVisible();
    // a date far after every trip of the other tests: the rule changes no one else's per diem
    const date = `${2095 + Math.floor(Math.random() * 5)}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;

    await section.getByRole('button', { name: 'Ny reseregel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny reseregel' });
    // it starts from Skatteverket's rule of the year: three intervals, 12:00 and 19:00
    await expect(dialog.getByRole('textbox', { name: /^Regelverk/ })).toHaveValue('Skatteverket');
    await expect(dialog.locator('#cs-tr-full-1')).toBeVisible();
    await expect(dialog.getByLabel('Heldag vid avresa före')).toHaveValue('12:00');
    await dialog.getByRole('textbox', { name: /^Gäller från/ }).fill(date);
    await dialog.getByRole('textbox', { name: /^Regelverk/ }).fill('Avtal e2e');
    await dialog.locator('#cs-tr-from-1').fill('2');
    expect(await axeViolations(page)).toEqual([]);

    expectHttpErrors(page, [{ status: 400, method: 'POST', path: '/api/compensations/travelRules' }]);
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/compensations/travelRules') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    expect((await refused).status()).toBe(400);
    await expect(dialog.getByRole('alert')).toContainText('Tidsintervallen får inte överlappa varandra.');

    await dialog.locator('#cs-tr-from-1').fill('3');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/compensations/travelRules') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    const row = section
      .getByRole('list', { name: 'Företagets reseregler' })
      .getByRole('listitem')
      .filter({ hasText: `Från ${date}` });
    await expect(row).toContainText('Avtal e2e');
    expect(await axeViolations(page)).toEqual([]);

    // leave nothing behind
    await row.getByRole('button', { name: `Ta bort regeln från ${date}` }).click();
    await page
      .getByRole('dialog', { name: `Ta bort reseregeln från ${date}?` })
      .getByRole('button', { name: 'Ta bort' })
      .click();
    await expect(row).toHaveCount(0);
  });
});
