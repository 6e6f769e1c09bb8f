import { axeViolations } from '../../../e2e/support/axe';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, test } from '../../../e2e/support/test';

/** a 1×1 PNG: a photo the user chooses without scanning it */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('the receipt dialog’s fields', () => {
  // the care company 1001 is not VAT-liable (demo seed): no VAT field; it has Plus, so the auto-scan checkbox shows
  test('without auto-scan a chosen photo is not read; goods group, currency and rate are kept; no VAT field @phone', async ({ page }, info) => {
    test.setTimeout(120_000);
    const purpose = `Kvittofält ${info.project.name} ${info.workerIndex}-${Date.now()}`;
    await signInAs(page, 'per@demo.se', { path: '/travelExpenses' });
    await expectShell(page);
    await page.getByRole('button', { name: 'Ny reseräkning' }).click();
    const tripDialog = page.getByRole('dialog', { name: 'Ny reseräkning' });
    await tripDialog.getByRole('textbox', { name: /^Syfte/ }).fill(purpose);
    await tripDialog.getByRole('textbox', { name: /^Resmål/ }).fill('Köpenhamn');
    await tripDialog.locator('#tr-avresa').fill('2026-11-16T07:10');
    await tripDialog.locator('#tr-hemkomst').fill('2026-11-17T19:30');
    await tripDialog.getByRole('button', { name: 'Skapa' }).click();
    await expect(tripDialog).toBeHidden();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${purpose} – Köpenhamn` }) });

    await card.getByRole('button', { name: 'Lägg till kvitto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kvitto' });
    const auto = dialog.getByRole('checkbox', { name: 'Skanna kvitton automatiskt' });
    await expect(auto).toBeChecked();
    await auto.uncheck();
    let scans = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/receipts/scan')) scans++;
    });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'lunch.png', mimeType: 'image/png', buffer: PIXEL });
    await expect(dialog.getByRole('img', { name: 'Förhandsvisning av kvittot' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Moms/ })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /^Beskrivning/ }).fill('Lunch under mässan');
    await dialog.getByRole('textbox', { name: /^Datum/ }).fill('2026-11-17');
    await dialog.getByRole('combobox', { name: /^Varugrupp/ }).selectOption({ label: 'Livsmedel' });
    await dialog.getByRole('textbox', { name: /^Summa/ }).fill('20');
    await expect(dialog.getByRole('combobox', { name: /^Valuta/ })).toHaveValue('SEK');
    await dialog.getByRole('combobox', { name: /^Valuta/ }).selectOption('EUR');
    await dialog.getByRole('textbox', { name: /^Valutakurs/ }).fill('11,5');
    await dialog.getByRole('textbox', { name: /^Summa/ }).click();
    await expect(dialog).toContainText(/230,00/);
    expect(await axeViolations(page)).toEqual([]);
    const added = page.waitForResponse((r) => /\/api\/travelExpenses\/[^/]+\/lines$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Bekräfta' }).click();
    const res = await added;
    expect(res.status()).toBe(200);
    const sent = res.request().postDataJSON() as { Moms: number; Varugrupp: string; Valuta: string; Datum: string };
    expect(sent).toMatchObject({ Moms: 0, Varugrupp: 'LIVS', Valuta: 'EUR', Datum: '2026-11-17' });
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Lunch under mässan');
    await expect(card).toContainText(/230,00 SEK/);
    expect(scans).toBe(0);
  });
});
