import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asTheEmployee } from '../../../e2e/support/employee-lock';
import { today } from '../../../e2e/support/clock';
import { approveBankId, expectShell, lastMailTo, persNrOf, signInAs } from '../../../e2e/support/session';
import { expect, expectHttpErrors, onSuiteClock, type Page, test } from '../../../e2e/support/test';

const COMPANY = 'Omsorgen Personlig Assistans AB';

async function openCard(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) >= 768) {
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Personuppgifter' }).click();
  } else {
    await page.goto('/employeeCard');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Personuppgifter' })).toBeVisible();
}

test.describe('personal details (/employeeCard)', () => {
  test('the employee changes his salary account with BankID; an administrator accepts it in another browser', async ({ page, browser, request }, info) => {
    test.setTimeout(120_000);
    const persNr = await persNrOf(request, 'per@demo.se');
    // per@demo.se's BankID runs one order at a time: the flows that use it take turns
    await asTheEmployee(async () => {
      await signInAs(page, 'per@demo.se');
      await expectShell(page);
      await openCard(page);
      const bank = page.getByRole('region', { name: 'Lönekonto' });
      await expect(bank).toBeVisible();
      await bank.getByRole('button', { name: 'Byt lönekonto' }).click();
      await bank.getByRole('textbox', { name: 'Clearingnummer' }).fill('6000');
      await bank.getByRole('textbox', { name: /^Kontonummer/ }).fill('471 132 322');
      const started = page.waitForResponse((r) => r.url().endsWith('/api/employeeCard/bank') && r.request().method() === 'POST');
      await bank.getByRole('button', { name: 'Bekräfta med BankID' }).click();
      const res = await started;
      expect(res.status()).toBe(200);
      const dialog = page.getByRole('dialog', { name: 'Bekräfta nytt lönekonto' });
      await expect(dialog).toBeVisible();
      await approveBankId(page.request, (await res.json()).orderRef, persNr);
      await expect(dialog).toBeHidden({ timeout: 15_000 });
      await expect(bank.getByTestId('personal-bank-pending')).toContainText('Väntar på godkännande');
      await expect(bank.getByTestId('personal-bank-pending')).toContainText('6000-471132322');
      const mail = await lastMailTo(page.request, 'per@demo.se');
      expect(mail.subject).toBe('Ditt lönekonto har ändrats');
      expect(mail.text).toContain('****2322');

      // the payroll administrator, in a browser of his own, accepts it
      const context = await browser.newContext({ baseURL: info.project.use.baseURL });
      await onSuiteClock(context);
      const admin = await context.newPage();
      await signInAs(admin, 'ftg@demo.se', { company: COMPANY });
      await expectShell(admin);
      await openCard(admin);
      await admin.getByRole('tab', { name: /^Att godkänna/ }).click();
      const change = admin
        .getByRole('list', { name: 'Ändringar att godkänna' })
        .getByRole('listitem')
        .filter({ hasText: '6000-471132322' })
        .filter({ hasText: 'Per Persson' });
      await expect(change).toBeVisible();
      await change.getByRole('button', { name: 'Godkänn' }).click();
      await expect(change).toBeHidden();
      await context.close();

      // the employee's open card follows by push: the new account is the current one
      await expect(bank.getByTestId('personal-bank-pending')).toBeHidden();
      await expect(bank).toContainText('Handelsbanken 6000-471132322');
    });
  });

  test('an ICE contact without e-mail or phone is a field error, and nothing is stored @phone', async ({ page }) => {
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    await openCard(page);
    const contacts = page.getByRole('region', { name: 'Kontaktpersoner' });
    await contacts.getByRole('button', { name: 'Lägg till kontaktperson' }).click();
    const form = contacts.getByRole('form', { name: 'Kontaktperson' });
    await form.getByRole('textbox', { name: 'Förnamn' }).fill('Greta');
    const name = `Test ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Efternamn' }).fill(name);
    await form.getByRole('checkbox', { name: /ICE-kontakt/ }).check();
    // the server's refusal is the point of the test
    expectHttpErrors(page, [{ status: 400, method: 'POST', path: '/api/employeeCard/contacts' }]);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/employeeCard/contacts') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Spara' }).click();
    expect((await sent).status()).toBe(400);
    await expect(form.getByText('En ICE-kontakt måste ha e-post eller telefonnummer.')).toBeVisible();
    await expect(contacts.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  });

  test('a vehicle with an impossible registration number is a field error; a good one is listed, then removed @phone', async ({ page }, info) => {
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    await openCard(page);
    const vehicles = page.getByRole('region', { name: 'Fordon' });
    await vehicles.getByRole('button', { name: 'Lägg till fordon' }).click();
    const form = vehicles.getByRole('form', { name: 'Fordon' });
    await form.getByRole('textbox', { name: /^Registreringsnummer/ }).fill('ÅÄÖ 1');
    await form.getByRole('textbox', { name: /^Beskrivning/ }).fill('Saab 9-5');
    expectHttpErrors(page, [{ status: 400, method: 'POST', path: '/api/employeeCard/vehicles' }]);
    await form.getByRole('button', { name: 'Spara' }).click();
    await expect(form.getByText(/Ange registreringsnumret med 2–7 bokstäver och siffror/)).toBeVisible();
    // each project its own plate: the suite's server is shared
    const plate = info.project.name === 'phone' ? 'E2E 202' : 'E2E 101';
    await form.getByRole('textbox', { name: /^Registreringsnummer/ }).fill(plate);
    await form.getByLabel('Typ').selectOption({ label: 'Förmånsbil, el' });
    await form.getByRole('textbox', { name: /^Mätarställning/ }).fill('12 500');
    await form.getByRole('button', { name: 'Spara' }).click();
    const line = vehicles.getByRole('listitem').filter({ hasText: plate.replace(' ', '') });
    await expect(line).toContainText('Saab 9-5');
    await expect(line).toContainText('Förmånsbil, el · mätarställning 12 500 km');
    await line.getByRole('button', { name: 'Ta bort' }).click();
    await expect(line).toHaveCount(0);
  });

  test('an administrator changes an address; the accepted changes go to payroll as a PAXml file, once', async ({ page }, info) => {
    await signInAs(page, 'ftg@demo.se', { company: COMPANY });
    await expectShell(page);
    await openCard(page);
    // the administrator has no card of his own: the first employee of his scope is shown
    const address = page.getByRole('region', { name: 'Adress' });
    await address.getByRole('button', { name: 'Ändra adress' }).click();
    const form = address.getByRole('form', { name: 'Ändra adress' });
    const street = `Exportgatan ${info.project.name === 'phone' ? 2 : 1}`;
    await form.getByRole('textbox', { name: 'Gatuadress' }).fill(street);
    await form.getByRole('textbox', { name: 'Postnummer' }).fill('412 63');
    await form.getByRole('textbox', { name: 'Ort' }).fill('Göteborg');
    await form.getByLabel('Gäller från').fill(today());
    await form.getByRole('button', { name: 'Spara' }).click();
    await expect(address).toContainText(street);

    await page.getByRole('tab', { name: /^Att godkänna/ }).click();
    await expect(page.getByTestId('personal-paxml-waiting')).toContainText('Godkända ändringar att skicka till lönesystemet:');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportera till lön (PAXml)' }).click();
    const file = join(tmpdir(), `lonna-e2e-personal-paxml-${info.project.name}-${Date.now()}.xml`);
    await (await download).saveAs(file);
    const xml = readFileSync(file, 'utf8');
    expect(xml).toContain('<format>LÖNIN</format>');
    expect(xml).toMatch(
      new RegExp(`<person anstid="\\d+" persnr="\\d{12}">\\s*<postadress>${street}</postadress>\\s*<postnr>41263</postnr>\\s*<ort>Göteborg</ort>`),
    );
    await expect(page.getByText('Ändringarna är exporterade. Läs in filen i lönesystemet.')).toBeVisible();
  });
});
