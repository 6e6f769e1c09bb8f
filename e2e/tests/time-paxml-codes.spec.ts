import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { expectShell, signInAs } from '../support/session';

/**
 * Issue 13, the payroll export: each company time code is exported as a PAXml code, chosen by payroll
 * administration on the attest page (sensible defaults: OT50 as ÖT1, FLD as FPE).
 */
test.describe('PAXml codes', () => {
  test('payroll administration sees the defaults and maps a code, saved at once', async ({ page }) => {
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen', path: '/attest' });
    await expectShell(page);
    await page.getByRole('button', { name: 'PAXml-koder' }).click();
    const dialog = page.getByRole('dialog', { name: 'PAXml-koder för lönefilen' });
    await expect(dialog).toBeVisible();
    const ot = dialog.getByLabel(/^OT100 – /);
    await expect(ot).toHaveValue('ÖT2');
    await expect(dialog.getByLabel(/^FLD – /)).toHaveValue('FPE');
    expect(await axeViolations(page)).toEqual([]);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/attest/paxmlkoder/OT100') && r.request().method() === 'PUT');
    await ot.selectOption('ÖT3');
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('OT100 exporteras nu som ÖT3.')).toBeVisible();
    await expect(ot).toHaveValue('ÖT3');
    await dialog.getByRole('button', { name: 'Stäng' }).last().click();
    await expect(dialog).toBeHidden();
  });
});
