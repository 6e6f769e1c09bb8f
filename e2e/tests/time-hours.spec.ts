import { expect, test } from '../support/test';
import { today } from '../support/clock';
import { asTheEmployee } from '../support/employee-lock';
import { expectShell, signInAs } from '../support/session';

/**
 * Issue 13, bug 3: the hours field kept the old value when the text was "7 h", "7:30" or "6½", and Spara stored a
 * number the user did not enter. Now every way Swedes write hours is read, and anything else is a field error that
 * sends nothing.
 */
test.describe('the hours field @phone', () => {
  test('reads 0:45 as 0,75 h; "abc" is an error on the field and nothing is sent', async ({ page }) => {
    test.setTimeout(120_000);
    await asTheEmployee(async () => {
      await signInAs(page, 'per@demo.se', { path: '/timereporting' });
      await expectShell(page);
      const card = page.locator(`li[data-date="${today()}"]`);
      await card.getByRole('button', { name: /^Lägg till rad/ }).click();
      const dialog = page.getByRole('dialog', { name: /Ny tidrad/ });
      const hours = dialog.getByLabel(/^Timmar/);

      const posts: unknown[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/tidrapport/rader')) posts.push(r.postDataJSON());
      });
      await hours.fill('abc');
      await hours.blur();
      await expect(dialog.getByText('Skriv timmar som 7,5, 7:30 eller 7 h 30 min.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Spara' }).click();
      await expect(dialog.getByText(/Timmar: skriv till exempel 7,5, 7:30 eller 7 h 30 min\./)).toBeVisible();
      expect(posts).toEqual([]);

      // first a number, then text that is not hours: the old number is not kept
      await hours.fill('2');
      await hours.fill('7 h 30 h');
      await dialog.getByRole('button', { name: 'Spara' }).click();
      await expect(dialog.getByText(/Timmar: skriv till exempel/)).toBeVisible();
      expect(posts).toEqual([]);

      await hours.fill('0:45');
      await hours.blur();
      await expect(hours).toHaveValue('0,75');
      await dialog.getByLabel(/^Text/).fill('timfält');
      await dialog.getByRole('button', { name: 'Spara' }).click();
      await expect(dialog).toBeHidden();
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatchObject({ Timmar: 0.75, Text: 'timfält' });

      // leave the day as it was
      const row = card.getByRole('button', { name: /^Ändra rad ARB · .*0,75 h/ });
      await row.first().click();
      const edit = page.getByRole('dialog', { name: /Ändra tidrad/ });
      await edit.getByRole('button', { name: 'Ta bort' }).click();
      await edit.getByRole('button', { name: 'Ja, ta bort' }).click();
      await expect(edit).toBeHidden();
    });
  });
});
