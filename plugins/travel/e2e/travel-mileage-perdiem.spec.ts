import { axeViolations } from '../../../e2e/support/axe';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, test } from '../../../e2e/support/test';

test.describe('mileage and per diem in a travel expense report', () => {
  // the care company 1001 has travel expense reports and per diem (demo seed); per@demo.se reports his own trip
  test('an employee adds a drive and the per diem, sees the amounts by the rules, submits and takes it back @phone', async ({ page }, info) => {
    test.setTimeout(120_000);
    const purpose = `Kundbesök ${info.project.name} ${info.workerIndex}-${Date.now()}`;
    await signInAs(page, 'per@demo.se', { path: '/travelExpenses' });
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Reseräkningar' })).toBeVisible();

    await page.getByRole('button', { name: 'Ny reseräkning' }).click();
    const tripDialog = page.getByRole('dialog', { name: 'Ny reseräkning' });
    await tripDialog.getByRole('textbox', { name: /^Syfte/ }).fill(purpose);
    await tripDialog.getByRole('textbox', { name: /^Resmål/ }).fill('Göteborg');
    await tripDialog.locator('#tr-avresa').fill('2026-11-16T07:10');
    await tripDialog.locator('#tr-hemkomst').fill('2026-11-17T19:30');
    await tripDialog.getByRole('button', { name: 'Skapa' }).click();
    await expect(tripDialog).toBeHidden();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${purpose} – Göteborg` }) });
    await expect(card).toContainText('Pågående');

    // 100 km in his own car: 10 mil × 25 kr tax-free; the company pays 30 kr, so 50 kr is taxable
    await card.getByRole('button', { name: 'Lägg till milersättning' }).click();
    const drive = page.getByRole('dialog', { name: 'Milersättning' });
    await drive.getByRole('textbox', { name: /^Ärende/ }).fill('Till kunden');
    await drive.getByRole('textbox', { name: /^Mätare start/ }).fill('12000');
    await drive.getByRole('textbox', { name: /^Mätare slut/ }).fill('12100');
    await drive.getByRole('textbox', { name: /^Besökt företag/ }).fill('Kund AB');
    await expect(drive.getByRole('status')).toContainText('250,00 kr skattefritt');
    expect(await axeViolations(page)).toEqual([]);
    await drive.getByRole('button', { name: 'Bekräfta' }).click();
    await expect(drive).toBeHidden();
    await expect(card).toContainText('250,00 kr skattefritt');
    await expect(card).toContainText('50,00 kr skattepliktigt');
    await expect(card).toContainText('Kund AB');

    // per diem: two full days of 300 kr (2026), a night without paid lodging +150, a free lunch on the way home −105
    await card.getByRole('button', { name: 'Lägg till traktamente' }).click();
    const perDiem = page.getByRole('dialog', { name: 'Traktamente' });
    await perDiem.getByRole('checkbox', { name: /^Natten 2026-11-16/ }).uncheck();
    await perDiem.locator('#tp-l-2026-11-17').check();
    await expect(perDiem.getByRole('status')).toContainText('645,00 kr');
    expect(await axeViolations(page)).toEqual([]);
    await perDiem.getByRole('button', { name: 'Bekräfta' }).click();
    await expect(perDiem).toBeHidden();
    await expect(card).toContainText('Traktamente, 2 dagar');
    await expect(card).toContainText('945,00 SEK');

    // reopened, the per diem dialog shows the answers that made it (the night unpaid, the free lunch)
    await card.getByRole('button', { name: 'Ändra traktamente' }).click();
    const again = page.getByRole('dialog', { name: 'Traktamente' });
    await expect(again.getByRole('checkbox', { name: /^Natten 2026-11-16/ })).not.toBeChecked();
    await expect(again.locator('#tp-l-2026-11-17')).toBeChecked();
    await expect(again.getByRole('status')).toContainText('645,00 kr');
    await again.getByRole('button', { name: 'Avbryt' }).click();
    await expect(again).toBeHidden();

    const sent = page.waitForResponse((r) => /\/submit$/.test(r.url()));
    await card.getByRole('button', { name: 'Skicka in' }).click();
    expect((await sent).status()).toBe(200);
    await expect(card).toContainText('Inskickad');
    await expect(card).toContainText('ej godkänd');
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Återkalla' }).click();
    await expect(card).toContainText('Pågående');
  });
});
