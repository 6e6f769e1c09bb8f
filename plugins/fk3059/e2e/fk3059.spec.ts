import { axeViolations } from '../../../e2e/support/axe';
import { asTheEmployee } from '../../../e2e/support/employee-lock';
import { approveBankId, expectShell, persNrOf, signInAs } from '../../../e2e/support/session';
import { expect, expectHttpErrors, onSuiteClock, type Page, test } from '../../../e2e/support/test';

type Browser = Page extends { context(): { browser(): infer B } } ? NonNullable<B> : never;

const HEADERS = { 'dv-api': '1', 'dv-selected-company': '1001' };

/** a browser of its own (two people at two screens), on the suite's clock */
async function person(browser: Browser, baseURL: string | undefined, login: string, company?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await onSuiteClock(context);
  const page = await context.newPage();
  await signInAs(page, login, { company });
  await expectShell(page);
  return page;
}

/** the month bar opens on last month (October 2026 on the suite's clock): step back to the test's own month */
async function openMonth(page: Page, label: string) {
  for (let i = 0; i < 12 && !(await page.getByRole('heading', { level: 2, name: label }).isVisible()); i++)
    await page.getByRole('button', { name: 'Föregående månad' }).click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

async function signWithBankId(page: Page, button: string, persNr: string) {
  const started = page.waitForResponse((r) => r.url().endsWith('/api/fk3059/sign') && r.request().method() === 'POST');
  await page.getByRole('button', { name: button }).click();
  const res = await started;
  expect(res.status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Skriv under med BankID' });
  await expect(dialog.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
  await approveBankId(page.request, (await res.json()).orderRef, persNr);
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

test.describe('FK3059 time statement', () => {
  test('the assistant signs, then the organiser, with BankID; each sees the other’s signature without reloading', async ({ browser, request }, info) => {
    test.setTimeout(120_000);
    // each project its own past month: its own time rows, untouched by any other test
    const [month, label] = info.project.name === 'phone' ? ['2026-05', 'maj 2026'] : ['2026-06', 'juni 2026'];
    const baseURL = info.project.use.baseURL;
    const [perPersNr, ftgPersNr] = [await persNrOf(request, 'per@demo.se'), await persNrOf(request, 'ftg@demo.se')];
    // one BankID order per person at a time: the projects take turns with the employee's BankID
    await asTheEmployee(async () => {
      const assistant = await person(browser, baseURL, 'per@demo.se');
      const me = (await (await assistant.request.get('/api/me', { headers: HEADERS })).json()).UserAccount.AnstNr as string;
      // the care company reports hours without clock times
      for (const [day, hours, code] of [
        ['02', 6, 'ARB'],
        ['03', 8, 'JOUR'],
      ] as const) {
        const datum = `${month}-${day}`;
        const report = await assistant.request.get(`/api/tidrapport?AnstNr=${me}&From=${datum}&To=${datum}`, { headers: HEADERS });
        const added = await assistant.request.post('/api/tidrapport/rader', {
          headers: HEADERS,
          data: {
            AnstNr: me,
            Datum: datum,
            DayVersion: (await report.json()).Days[0].Version,
            TidKod: code,
            Timmar: hours,
            Brukare: 'B001',
          },
        });
        expect(added.status(), await added.text()).toBe(200);
      }

      await assistant.goto('/fk3059/assistent');
      await expect(assistant.getByRole('heading', { level: 1, name: 'Tidsredovisning FK3059' })).toBeVisible();
      await openMonth(assistant, label);
      const mine = assistant.getByRole('listitem').filter({ has: assistant.getByRole('heading', { name: /^Per Persson – assistans till/ }) });
      await expect(mine.getByText('6,00 h').first()).toBeVisible();
      await expect(mine.getByText('8,00 h').first()).toBeVisible();
      expect(await axeViolations(assistant)).toEqual([]);
      await signWithBankId(assistant, 'Skriv under', perPersNr);
      await expect(mine.getByText(/^Underskriven av Per Persson/)).toBeVisible();

      const organiser = await person(browser, baseURL, 'ftg@demo.se', 'Omsorgen Personlig Assistans AB');
      await organiser.goto('/fk3059/anordnare');
      await expect(organiser.getByRole('heading', { level: 1, name: 'Tidsredovisning FK3059 – anordnare' })).toBeVisible();
      await openMonth(organiser, label);
      const card = organiser.getByRole('listitem').filter({ has: organiser.getByRole('heading', { name: /^Per Persson – assistans till/ }) });
      await expect(card.getByText(/^Underskriven av Per Persson/)).toBeVisible();
      // the month's counts (from the server, whatever page is shown) and the stage filter
      const stage = organiser.getByLabel('Visa');
      await expect(stage).toContainText('Väntar på anordnaren (1)');
      await stage.selectOption('ToSign');
      await expect(card).toBeVisible();
      await expect(organiser.getByText('Tidsredovisningar: 1')).toBeVisible();
      await stage.selectOption('');
      await card.getByRole('button', { name: 'Skriv under som anordnare' }).scrollIntoViewIfNeeded();
      await signWithBankId(organiser, 'Skriv under som anordnare', ftgPersNr);
      await expect(card.getByText(/^Underskriven av Fredrik Företagsson/)).toBeVisible();
      await expect(stage).toContainText('Väntar på anordnaren (0)');
      // the assistant's page hears of the organiser's signature (push), without a reload
      await expect(mine.getByText(/^Underskriven av Fredrik Företagsson/)).toBeVisible();
      // the manual path: the form as a PDF, then marked as sent by hand
      const pdf = organiser.waitForEvent('download');
      await card.getByRole('button', { name: 'Skriv ut' }).click();
      expect((await pdf).suggestedFilename()).toBe(`fk3059-${me}-B001-${month}.pdf`);
      await card.getByRole('button', { name: 'Markera som skickad manuellt' }).click();
      await expect(organiser.getByText('Tidsredovisningen är markerad som skickad manuellt.')).toBeVisible();
      await expect(card.getByText(/^Skickad manuellt ·/)).toBeVisible();
      await expect(mine.getByText(/^Skickad manuellt ·/)).toBeVisible();
      await assistant.context().close();
      await organiser.context().close();
    });
  });

  test('the organiser keeps the details Försäkringskassan needs: a wrong personal number is shown on its field', async ({ page }) => {
    expectHttpErrors(page, [{ status: 400, method: 'PUT', path: '/api/fk3059/uppgifter' }]); // the wrong personal number
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB', path: '/fk3059/anordnare' });
    await expectShell(page);
    await page.getByText('Uppgifter till Försäkringskassan').click();
    await page.getByLabel('Kontaktperson').fill('Fredrik Företagsson');
    await page.getByLabel('Telefon').fill('08-123 456 78');
    const persNr = page.getByLabel(/^Personnummer för/).first();
    await persNr.fill('19410708-6996');
    await page.getByRole('button', { name: 'Spara uppgifterna' }).click();
    await expect(page.getByText(/^Personnumret för brukaren B\d+ är inte giltigt/)).toBeVisible();
    await persNr.fill('19410708-6995');
    await page.getByRole('button', { name: 'Spara uppgifterna' }).click();
    await expect(page.getByText('Uppgifterna till Försäkringskassan är sparade.')).toBeVisible();
    await expect(page.getByText(/^Personnumret för brukaren/)).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a signature locks the month in the time report; voided, the time can be corrected', async ({ browser, request }, info) => {
    test.setTimeout(120_000);
    const [month, label] = info.project.name === 'phone' ? ['2026-03', 'mars 2026'] : ['2026-04', 'april 2026'];
    const perPersNr = await persNrOf(request, 'per@demo.se');
    await asTheEmployee(async () => {
      const assistant = await person(browser, info.project.use.baseURL, 'per@demo.se');
      const me = (await (await assistant.request.get('/api/me', { headers: HEADERS })).json()).UserAccount.AnstNr as string;
      const add = async (day: string) => {
        const datum = `${month}-${day}`;
        const report = await assistant.request.get(`/api/tidrapport?AnstNr=${me}&From=${datum}&To=${datum}`, { headers: HEADERS });
        return assistant.request.post('/api/tidrapport/rader', {
          headers: HEADERS,
          data: { AnstNr: me, Datum: datum, DayVersion: (await report.json()).Days[0].Version, TidKod: 'ARB', Timmar: 5, Brukare: 'B001' },
        });
      };
      expect((await add('09')).status()).toBe(200);
      await assistant.goto('/fk3059/assistent');
      await openMonth(assistant, label);
      const mine = assistant.getByRole('listitem').filter({ has: assistant.getByRole('heading', { name: /^Per Persson – assistans till/ }) });
      await signWithBankId(assistant, 'Skriv under', perPersNr);
      await expect(mine.getByText(/^Underskriven av Per Persson/)).toBeVisible();
      // signed: the time report refuses another row on that care recipient in the month, and says why
      const refused = await add('10');
      expect(refused.status()).toBe(409);
      expect((await refused.json()).message).toBe(
        `Tiden ${month}-10 ingår i FK3059 ${month}, som är signerad, och kan inte ändras. Makulera signaturerna först.`,
      );

      await mine.getByRole('button', { name: 'Makulera underskrifter' }).click();
      const confirm = assistant.getByRole('dialog', { name: 'Makulera underskrifterna?' });
      await confirm.getByRole('button', { name: 'Makulera underskrifter' }).click();
      await expect(assistant.getByText('Underskrifterna är makulerade. Tiden kan rättas i tidrapporten.')).toBeVisible();
      await expect(mine.getByText('Inte underskriven')).toHaveCount(2);
      expect((await add('10')).status()).toBe(200);
      // the statement follows the correction (push from the time report)
      await expect(mine.getByText('10,00 h').first()).toBeVisible();
      await assistant.context().close();
    });
  });
});
