import { axeViolations } from '../../../e2e/support/axe';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, type Page, test } from '../../../e2e/support/test';
import { RECEIPT_CASES, receiptHtml } from '../test/support/receipts';

type Browser = NonNullable<ReturnType<ReturnType<Page['context']>['browser']>>;

/** a taxi receipt rendered the way the OCR tests render theirs (Chromium, a slight rotation, a little noise) */
async function taxiReceipt(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 520, height: 700 }, deviceScaleFactor: 1.5 });
  try {
    const page = await context.newPage();
    await page.setContent(receiptHtml(RECEIPT_CASES.find((c) => c.name === 'taxi-sans')!));
    return await page.locator('body').screenshot({ type: 'png' });
  } finally {
    await context.close();
  }
}

test.describe('travel expense reports', () => {
  // Konsultbolaget Norr (1002) has travel expense reports and Plus; ftg1@demo.se administers only it
  test('an administrator makes a trip for an employee, scans a receipt, confirms its fields and submits the report @phone', async ({ page, browser }, info) => {
    test.setTimeout(240_000);
    const purpose = `Kundbesök ${info.project.name} ${info.workerIndex}-${Date.now()}`;
    const receipt = await taxiReceipt(browser);

    await signInAs(page, 'ftg1@demo.se');
    await expectShell(page);
    if ((page.viewportSize()?.width ?? 1280) >= 768) {
      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Reseräkningar' }).click();
    } else {
      await page.goto('/travelExpenses');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Reseräkningar' })).toBeVisible();

    // a new trip for the first employee
    await page.getByRole('button', { name: 'Ny reseräkning' }).click();
    const tripDialog = page.getByRole('dialog', { name: 'Ny reseräkning' });
    await tripDialog.getByRole('combobox', { name: /^Anställd/ }).click();
    await page.getByRole('option').first().click();
    await tripDialog.getByRole('textbox', { name: /^Syfte/ }).fill(purpose);
    await tripDialog.getByRole('textbox', { name: /^Resmål/ }).fill('Stockholm');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/travelExpenses') && r.request().method() === 'POST');
    await tripDialog.getByRole('button', { name: 'Skapa' }).click();
    expect((await created).status()).toBe(200);
    await expect(tripDialog).toBeHidden();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${purpose} – Stockholm` }) });
    await expect(card).toContainText('Pågående');

    // the receipt: chosen, scanned by itself (auto-scan), the form filled and the description focused
    await card.getByRole('button', { name: 'Lägg till kvitto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kvitto' });
    await expect(dialog.getByRole('checkbox', { name: 'Skanna kvitton automatiskt' })).toBeChecked();
    const scanned = page.waitForResponse((r) => r.url().endsWith('/api/receipts/scan'), { timeout: 180_000 });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'taxi.png', mimeType: 'image/png', buffer: receipt });
    await expect(dialog.getByRole('img', { name: 'Förhandsvisning av kvittot' })).toBeVisible();
    // Confirm waits for the scan
    await expect(dialog.getByRole('button', { name: 'Bekräfta' })).toBeDisabled();
    expect((await scanned).status()).toBe(200);
    await expect(dialog.getByRole('button', { name: 'Bekräfta' })).toBeEnabled();
    await expect(dialog.getByRole('textbox', { name: /^Summa/ })).toHaveValue(/625,00/);
    await expect(dialog.getByRole('textbox', { name: /^Moms/ })).toHaveValue(/35,38/);
    await expect(dialog.getByRole('textbox', { name: /^Leverantör/ })).toHaveValue('Taxi Stockholm AB');
    await expect(dialog.getByRole('textbox', { name: /^Beskrivning/ })).toBeFocused();
    // a VAT-liable company (1002): the VAT field; the goods group and the currency are the user's
    await expect(dialog.getByRole('combobox', { name: /^Valuta/ })).toHaveValue('SEK');
    await dialog.getByRole('combobox', { name: /^Varugrupp/ }).selectOption({ label: 'Resor och biljetter' });
    expect(await axeViolations(page)).toEqual([]);
    const added = page.waitForResponse((r) => /\/api\/travelExpenses\/[^/]+\/lines$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Bekräfta' }).click();
    expect((await added).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('625,00 SEK');

    // submitted: the line became a compensation; the report can be taken back while nothing is approved
    const sent = page.waitForResponse((r) => /\/submit$/.test(r.url()));
    await card.getByRole('button', { name: 'Skicka in' }).click();
    expect((await sent).status()).toBe(200);
    await expect(card).toContainText('Inskickad');
    await expect(card.getByRole('button', { name: 'Återkalla' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
