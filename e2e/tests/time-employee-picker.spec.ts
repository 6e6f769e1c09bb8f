import { expect, test } from '../support/test';
import { expectShell, signInAs } from '../support/session';

/**
 * Issue 13: the administrator's time pages opened empty, the picker opened only on its chevron, and there was no
 * way to step to the next employee. Now a page opens on an employee, a click anywhere on the picker opens it, and
 * next/previous step through the list.
 */
test.describe('the employee picker @phone', () => {
  test('opens on an employee, opens on a click anywhere, steps next and previous', async ({ page }) => {
    await signInAs(page, 'lic@demo.se', { company: 'Omsorgen', path: '/timereporting' });
    await expectShell(page);
    const picker = page.getByRole('combobox', { name: 'Anställd' });
    await expect(picker).not.toHaveValue('');
    await expect(page.getByText('Välj en anställd för att se och rapportera tid.')).toHaveCount(0);
    const first = await picker.inputValue();

    await page.getByRole('button', { name: 'Nästa anställd' }).click();
    await expect(picker).not.toHaveValue(first);
    await page.getByRole('button', { name: 'Föregående anställd' }).click();
    await expect(picker).toHaveValue(first);
    await expect(page.getByRole('button', { name: 'Föregående anställd' })).toBeDisabled();

    await picker.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
  });
});
