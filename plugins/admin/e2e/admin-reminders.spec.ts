import { axeViolations } from '../../../e2e/support/axe';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, expectHttpErrors, test } from '../../../e2e/support/test';

const COMPANY = 'Tandvården Solrosen AB'; // 1010, Plus

test.describe('admin reminders', () => {
  test('an administrator writes a monthly reminder, is told about a wrong placeholder, changes it and deletes it @phone', async ({ page }, info) => {
    const name = `Lönekörning ${info.project.name}`;
    await signInAs(page, 'adm@demo.se', { company: COMPANY, path: '/admin/reminders' });
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Påminnelser' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ny påminnelse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny påminnelse' });
    // the suggested message keeps its placeholders (a translation must not fill them with nothing)
    await expect(dialog.getByRole('textbox', { name: /^Meddelande/ })).toHaveValue(/Hej \{\{namn\}\}! Du har \{\{antal\}\} dagar/);
    await dialog.getByRole('textbox', { name: /^Namn/ }).fill(name);
    await dialog.getByRole('combobox', { name: /^När ska den skickas/ }).selectOption({ label: 'Eget meddelande varje månad' });
    await dialog.getByRole('textbox', { name: /^Dag i månaden/ }).fill('25');
    await dialog.getByRole('checkbox', { name: 'Företagsadministratör' }).check();
    await dialog.getByRole('textbox', { name: /^Meddelande/ }).fill('Hej {{chef}}! Lönekörning {{period}}.');
    expectHttpErrors(page, [{ status: 400, method: 'POST', path: '/api/admin/reminders' }]);
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(dialog.getByText('{{chef}} är ingen platshållare. Använd {{namn}}, {{foretag}}, {{antal}}, {{period}}, {{sista}}.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Meddelande/ }).fill('Hej {{namn}}! Lönekörning {{period}}: attestera senast den 25:e.');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText(`Påminnelsen ”${name}” är sparad.`)).toBeVisible();
    const card = page.getByRole('list', { name: 'Påminnelser' }).getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('Den 25:e varje månad kl. 08:00');
    await expect(card).toContainText('Företagsadministratör');

    await card.getByRole('button', { name: 'Ändra' }).click();
    const edit = page.getByRole('dialog', { name: 'Ändra påminnelse' });
    await edit.getByRole('textbox', { name: /^Klockslag/ }).fill('09:30');
    await edit.getByRole('button', { name: 'Spara' }).click();
    await expect(card).toContainText('kl. 09:30');

    // the administrator's dashboard lists it among the active reminders, with when it goes next
    await page.goto('/dashboard');
    // the card is far down: it loads when scrolled to
    await page.getByRole('region', { name: 'Påminnelser' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Påminnelser' })).toContainText(name);
    await expect(page.getByRole('region', { name: 'Påminnelser' })).toContainText(/Nästa \d{4}-\d{2}-25 kl\. 09:30/);
    await page.goto('/admin/reminders');

    await card.getByRole('button', { name: 'Ta bort' }).click();
    await page.getByRole('dialog', { name: 'Ta bort påminnelsen?' }).getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText('Påminnelsen är borttagen.')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('another plugin’s reminder: FK3059 statements the assistants have not signed, before Försäkringskassan’s deadline', async ({ page }, info) => {
    const name = `FK3059 ${info.project.name}`;
    // an assistance company offers FK3059's two parts, each with its own words
    await signInAs(page, 'adm@demo.se', { company: 'Assistansgruppen Sörmland AB' });
    await expectShell(page);
    // a company without FK3059 (the dental clinic) is not offered them (it uses leave applications: those are)
    const elsewhere = await page.request.get('/api/admin/reminderTriggers', { headers: { 'dv-selected-company': '1010' } });
    expect(((await elsewhere.json()) as { Trigger: string }[]).map((x) => x.Trigger)).toEqual(['leave.waitingDecision']);
    await page.goto('/admin/reminders');
    await page.getByRole('button', { name: 'Ny påminnelse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny påminnelse' });
    const trigger = dialog.getByRole('combobox', { name: /^När ska den skickas/ });
    await expect(trigger.locator('option')).toContainText(['FK3059 som assistenten inte har skrivit under', 'FK3059 som väntar på anordnarens underskrift']);
    await dialog.getByRole('textbox', { name: /^Namn/ }).fill(name);
    await trigger.selectOption({ label: 'FK3059 som assistenten inte har skrivit under' });
    await expect(dialog.getByText(/får en påminnelse före Försäkringskassans sista dag/)).toBeVisible();
    // the untouched default text follows the trigger: it must not speak of unapproved days
    await expect(dialog.getByRole('textbox', { name: /^Meddelande/ })).toHaveValue(
      /^Hej \{\{namn\}\}! Påminnelse – FK3059 som assistenten inte har skrivit under/,
    );
    await dialog.getByRole('textbox', { name: /^Dagar före sista dagen/ }).fill('4');
    await dialog.getByRole('textbox', { name: /^Meddelande/ }).fill('Hej {{namn}}! Skriv under din tidsredovisning senast {{sista}}.');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText(`Påminnelsen ”${name}” är sparad.`)).toBeVisible();
    const card = page.getByRole('list', { name: 'Påminnelser' }).getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('FK3059 som assistenten inte har skrivit under');
    await expect(card).toContainText('4 dagar före sista dagen kl. 08:00');
    await expect(card).toContainText('till den anställde');
    // it goes on the 1st (four days before the 5th): the dashboard says so
    await page.goto('/dashboard');
    // the card is far down: it loads when scrolled to
    await page.getByRole('region', { name: 'Påminnelser' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Påminnelser' })).toContainText(name);
    await expect(page.getByRole('region', { name: 'Påminnelser' })).toContainText(/Nästa \d{4}-\d{2}-01 kl\. 08:00/);
    await page.goto('/admin/reminders');
    await card.getByRole('button', { name: 'Ta bort' }).click();
    await page.getByRole('dialog', { name: 'Ta bort påminnelsen?' }).getByRole('button', { name: 'Ta bort' }).click();
    await expect(card).toHaveCount(0);
  });
});
