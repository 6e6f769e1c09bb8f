import { expect, test } from '../support/test';
import { asTheEmployee } from '../support/employee-lock';
import { expectShell, signInAs } from '../support/session';

/**
 * Issue 13, bug 4: a punch 14:00–09:00 was saved as a 19-hour shift without a question, the clock showed no plan,
 * and changes were made without a word. Now the clock shows today's plan and the time running; an end before the
 * start must be confirmed as a night shift (the end date shown); every change is confirmed in words.
 */
test.describe('punches @phone', () => {
  test('the clock shows the plan; a night shift is asked and its end date shown; changes are confirmed', async ({ page }) => {
    test.setTimeout(120_000);
    await asTheEmployee(async () => {
      await signInAs(page, 'per@demo.se', { path: '/stamplingar' });
      await expectShell(page);
      await expect(page.getByText(/^(Schema i dag: \d\d:\d\d–\d\d:\d\d|Inget schemalagt pass i dag\.)$/)).toBeVisible();
      // the clock fills in the care recipient once its list is read: a click before that sends none (seen on a loaded machine)
      await expect(page.getByRole('combobox', { name: 'Brukare' })).not.toHaveValue('');
      await page.getByRole('button', { name: 'Stämpla in' }).click();
      await expect(page.getByText(/^Instämplad \d\d:\d\d\.$/)).toBeVisible();
      await expect(page.getByText(/^\d+ tim \d+ min$/)).toBeVisible();
      await page.getByRole('button', { name: 'Stämpla ut' }).click();
      await expect(page.getByText(/^Utstämplad \d\d:\d\d\. Tiden finns nu i tidrapporten\.$/)).toBeVisible();

      // the newest punch: make it a night shift
      await page
        .getByRole('button', { name: /^Ändra stämplingen / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Ändra stämpling' });
      await dialog.getByLabel(/^Instämpling/).fill('22:00');
      await dialog.getByLabel(/^Utstämpling/).fill('06:00');
      await expect(dialog.getByText(/^Utstämpling är före starten\. Bekräfta att passet går över midnatt/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Spara' })).toBeDisabled();
      const confirm = dialog.getByRole('checkbox', { name: /^Passet går över midnatt och slutar .+ 06:00$/ });
      await confirm.check();
      await dialog.getByRole('button', { name: 'Spara' }).click();
      await expect(page.getByText('Stämplingen ändrades.')).toBeVisible();
      await expect(dialog).toBeHidden();

      // and remove it again: the day is as it was
      await page
        .getByRole('button', { name: /^Ändra stämplingen .* 22:00–06:00( |$)/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Ändra stämpling' }).getByRole('button', { name: 'Ta bort' }).click();
      await expect(page.getByText('Stämplingen togs bort.')).toBeVisible();
    });
  });
});
