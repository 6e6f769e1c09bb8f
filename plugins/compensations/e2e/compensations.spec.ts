import { axeViolations } from '../../../e2e/support/axe';
import { today } from '../../../e2e/support/clock';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, type Page, test } from '../../../e2e/support/test';

const HEADERS = { 'dv-api': '1', 'dv-selected-company': '1001' };
/** letters only: no digit of a test's own text can be mistaken for a pay code or an amount */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const wide = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 768;
/** the list as the viewport shows it: a table on a wide screen, cards on a phone */
const rowsOf = (page: Page) =>
  wide(page) ? page.getByRole('table', { name: 'Ersättningar' }).getByRole('row') : page.getByRole('list', { name: 'Ersättningar' }).getByRole('listitem');

/** a car of the employee's own, registered through the personal plugin's API (its own plate: no other test's data) */
async function ownCar(page: Page): Promise<string> {
  const plate = letters(7);
  const me = (await (await page.request.get('/api/me', { headers: HEADERS })).json()).UserAccount.AnstNr as string;
  const res = await page.request.post('/api/employeeCard/vehicles', {
    headers: HEADERS,
    data: { AnstNr: me, RegNr: plate, Beskrivning: 'Egen bil (e2e)', Typ: 'PRI', Matarstallning: 5000 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return plate;
}

async function openPage(page: Page): Promise<void> {
  if (wide(page)) await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Ersättningar', exact: true }).click();
  else await page.goto('/compensations');
  await expect(page.getByRole('heading', { level: 1, name: 'Ersättningar' })).toBeVisible();
}

test.describe('compensations', () => {
  test('the employee claims mileage with his own car through the guide, sees the right amounts, and cannot edit them by hand', async ({ page }, info) => {
    const trip = `Hembesök ${info.project.name} ${letters(8)}`;
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    const plate = await ownCar(page);
    await openPage(page);
    await expect(rowsOf(page).filter({ hasText: 'Kontorsmaterial' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Milersättning' }).click();
    const dialog = page.getByRole('dialog', { name: 'Milersättning' });
    await dialog.getByLabel('Fordon').selectOption({ label: `${plate} · Egen bil (e2e) (egen bil)` });
    await dialog.getByRole('textbox', { name: /^Resans syfte och mål/ }).fill(trip);
    // the meter starts at the car's last reading; the trip ends 64 km later
    await expect(dialog.getByRole('textbox', { name: /^Mätarställning start/ })).toHaveValue(/5\s?000/);
    await dialog.getByRole('textbox', { name: /^Mätarställning slut/ }).fill('5064');
    // the number field takes its value when it is left
    await dialog.getByRole('textbox', { name: /^Mätarställning slut/ }).press('Tab');
    await expect(dialog.getByTestId('mileage-preview')).toHaveText(/6,4.*mil × 25,00 kr = 160,00 kr/);
    expect(await axeViolations(page)).toEqual([]);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/compensations/guides/mileage') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Skapa ersättning' }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();

    // Omsorgen pays 30 kr/mil: 25 tax-free (620), 5 taxable (630)
    const mine = rowsOf(page).filter({ hasText: trip });
    await expect(mine).toHaveCount(2);
    await expect(mine.filter({ hasText: '620' })).toContainText('160,00');
    await expect(mine.filter({ hasText: '630' })).toContainText('32,00');
    await expect(mine.first()).toContainText('Milersättningsguide');
    // made by the guide: no edit or delete by hand, only the guide
    await expect(mine.first().getByRole('button', { name: /^Ändra/ })).toHaveCount(0);
    await expect(mine.first().getByRole('button', { name: /^Ta bort/ })).toHaveCount(0);
    await mine
      .first()
      .getByRole('button', { name: `Öppna guiden för ${trip}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Milersättning' }).getByRole('textbox', { name: /^Resans syfte och mål/ })).toHaveValue(trip);
    await page.getByRole('dialog', { name: 'Milersättning' }).getByRole('button', { name: 'Avbryt' }).click();
  });

  test('on a phone the employee records an out-of-pocket expense with its receipt and sees it as a card @phone', async ({ page }, info) => {
    const text = `Parkering ${info.project.name} ${letters(8)}`;
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    await openPage(page);
    await page.getByRole('button', { name: 'Utlägg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Utlägg' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'kvitto.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> stream\nBT (Kvitto) Tj ET\nendstream endobj\ntrailer <<>>\n%%EOF\n', 'latin1'),
    });
    await dialog.getByRole('textbox', { name: /^Text/ }).fill(text);
    await dialog.getByLabel('Varugrupp').selectOption({ label: 'Parkering' });
    await dialog.getByRole('textbox', { name: /^Belopp inkl. moms/ }).fill('125,50');
    await dialog.getByRole('textbox', { name: /^Moms/ }).fill('25,10');
    await dialog.getByRole('textbox', { name: /^Moms/ }).press('Tab');
    expect(await axeViolations(page)).toEqual([]);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/compensations/guides/expense') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Skapa ersättning' }).click();
    expect((await saved).status()).toBe(200);
    const row = rowsOf(page).filter({ hasText: text });
    await expect(row).toContainText('125,50');
    await expect(row).toContainText('Utläggsguide');
    await expect(row.getByRole('link', { name: 'Kvitto' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the administrator sorts the month by amount, picks one employee and then all of them again', async ({ page }, info) => {
    const text = `Sortering ${info.project.name} ${letters(8)}`;
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen' });
    await expectShell(page);
    // two claims of employee 3 (per@demo.se) of its own, today: the largest amount of the month and a small one. The
    // largest grows with the clock, so a rerun on the same database (retries, --repeat-each) is the largest again
    const largest = 900_000 + (Math.floor(Date.now() / 1000) % 99_999);
    let name = '';
    for (const Belopp of [largest, 1]) {
      const res = await page.request.post('/api/compensations', {
        headers: HEADERS,
        data: { AnstNr: '3', Datum: today(), Typ: 'ERS', LonKod: '660', Text: `${text} ${Belopp}`, Extratext: '', Antal: 1, Belopp, Moms: 0, Varugrupp: '' },
      });
      expect(res.status(), await res.text()).toBe(200);
      name = (await res.json()).Namn as string;
    }
    // a fresh load has no employee chosen: the list asks for everyone (without AnstNr) as the page opens, so the
    // wait is set before the load (set after it, it raced the page's own request and could wait for ever)
    const everyone = page.waitForResponse((r) => r.url().includes('/api/compensations?') && !r.url().includes('AnstNr='));
    await page.goto('/compensations');
    await expect(page.getByRole('heading', { level: 1, name: 'Ersättningar' })).toBeVisible({ timeout: 30_000 });
    await everyone;
    // choosing everyone again changes nothing (no request of its own)
    await page.getByRole('combobox', { name: /^Anställd/ }).fill('Alla');
    await page.getByRole('listbox').getByRole('option', { name: 'Alla anställda' }).click();
    await expect(page.getByRole('combobox', { name: /^Anställd/ })).toHaveValue('Alla anställda');
    const table = page.getByRole('table', { name: 'Ersättningar' });
    await expect(table.getByRole('columnheader', { name: 'Datum' })).toHaveAttribute('aria-sort', 'descending');

    // the amount's heading sorts the largest first; pressed again, the smallest
    const amount = table.getByRole('columnheader', { name: 'Belopp' });
    await amount.getByRole('button', { name: 'Belopp' }).click();
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('row').nth(1)).toContainText(`${text} ${largest}`);
    await expect(table.getByRole('columnheader', { name: 'Datum' })).toHaveAttribute('aria-sort', 'none');
    expect(await axeViolations(page)).toEqual([]);
    await amount.getByRole('button', { name: 'Belopp' }).click();
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');

    // one employee, then everyone again (the list asks without AnstNr)
    const one = page.waitForRequest((r) => r.url().includes('/api/compensations?') && r.url().includes('AnstNr=3'));
    // the list may be long (only the visible rows render): search by the name first
    await page.getByRole('combobox', { name: /^Anställd/ }).fill(name);
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Anst\.nr 3$/ })
      .click();
    await one;
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: `${text} 1` })
        .first(),
    ).toBeVisible();
    const all = page.waitForRequest((r) => r.url().includes('/api/compensations?') && !r.url().includes('AnstNr='));
    await page.getByRole('combobox', { name: /^Anställd/ }).fill('Alla');
    await page.getByRole('listbox').getByRole('option', { name: 'Alla anställda' }).click();
    await all;
    await expect(page.getByRole('combobox', { name: /^Anställd/ })).toHaveValue('Alla anställda');
    // still the smallest first (the order stays), now over the whole company
    await expect(table.getByRole('row').filter({ hasText: `${text} 1` })).toBeVisible();
  });
});
