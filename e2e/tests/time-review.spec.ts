import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { expectShell, signInAs } from '../support/session';

/**
 * Issue 13, bug 7: approve and attest were blind bulk actions. The approver opens an employee's days with what to
 * look at on each (missing time, overtime, short daily rest, deviating punches, future days) and steps through the
 * employees of the list.
 */
test.describe('reviewing an employee before attest @phone', () => {
  test('opens the days with their flags and steps to the next employee', async ({ page }) => {
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen', path: '/attest' });
    await expectShell(page);
    const open = page.getByRole('button', { name: /^Visa dagar för / });
    await expect(open.first()).toBeVisible();
    const name = ((await open.first().getAttribute('aria-label')) ?? '').replace('Visa dagar för ', '');
    await open.first().click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Dagar att titta på: \d+/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Nästa anställd' }).click();
    await expect(page.getByRole('dialog', { name: new RegExp(`^${name} \\(`) })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toContainText(/Dagar att titta på: \d+/);
    await page.getByRole('dialog').getByRole('button', { name: 'Stäng' }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
