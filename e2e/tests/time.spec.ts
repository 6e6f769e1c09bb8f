import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { today } from '../support/clock';
import { asTheEmployee } from '../support/employee-lock';
import { expectShell, signInAs } from '../support/session';

/**
 * The time plugin end to end (issue 6): an employee reports a day, punches in and out and prints
 * the time report; an administrator approves, attests and exports PAXml. Tagged @phone: the
 * phone project runs the same flows on a Pixel 7 viewport.
 */

const dayCard = (page: Page, date: string) => page.locator(`li[data-date="${date}"]`);

test.describe('time @phone', () => {
  test('an employee reports a day, punches in and out, and prints the time report', async ({ page }, info) => {
    test.setTimeout(120_000);
    const text = `e2e ${info.project.name}`;
    await asTheEmployee(async () => {
      await signInAs(page, 'per@demo.se', { path: '/timereporting' });
      await expectShell(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();
      const card = dayCard(page, today());
      await expect(card).toBeVisible();

      // a row of four hours (the employee's care recipient is filled in)
      await card.getByRole('button', { name: /^Lägg till rad/ }).click();
      const dialog = page.getByRole('dialog', { name: /Ny tidrad/ });
      await expect(dialog).toBeVisible();
      // the first row of a scheduled day starts as the plan; emptied, the hours are required
      await dialog.getByLabel(/^Timmar/).fill('');
      await dialog.getByRole('button', { name: 'Spara' }).click();
      await expect(dialog.getByText('Timmar är obligatoriskt.')).toBeVisible();
      await dialog.getByLabel(/^Timmar/).fill('4');
      await dialog.getByLabel(/^Text/).fill(text);
      await dialog.getByRole('button', { name: 'Spara' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText(text);
      await expect(card).toContainText('4,00 h');

      // punch in and out: the punch becomes a time row
      await page.goto('/stamplingar');
      await expect(page.getByRole('heading', { level: 1, name: 'Stämplingar' })).toBeVisible();
      // the clock fills in the care recipient once its list is read: a click before that sends none (seen on a loaded machine)
      await expect(page.getByRole('combobox', { name: 'Brukare' })).not.toHaveValue('');
      await page.getByRole('button', { name: 'Stämpla in' }).click();
      await expect(page.getByText(/^Instämplad sedan \d\d:\d\d$/)).toBeVisible();
      await page.getByRole('button', { name: 'Stämpla ut' }).click();
      await expect(page.getByText('Inte instämplad')).toBeVisible();
      await page.goto('/timereporting');
      await expect(dayCard(page, today())).toContainText('Från stämpling');

      // the PDF holds the row (checked with pdftotext)
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Skriv ut' }).click();
      const file = join(tmpdir(), `lonna-e2e-tidrapport-${info.project.name}-${Date.now()}.pdf`);
      await (await download).saveAs(file);
      const pdf = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(pdf).toContain('Tidrapport');
      expect(pdf).toContain('Per Persson');
      expect(pdf).toContain(today());
      expect(pdf).toContain(text);
    });
  });

  test('an administrator approves and attests, then exports PAXml', async ({ page }, info) => {
    test.setTimeout(120_000);
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB', path: '/approveTime' });
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Godkänn tid' })).toBeVisible();
    // desktop and phone each take their own employee (never the employee account's)
    const row = page
      .getByRole('list', { name: 'Anställda i perioden' })
      .getByRole('listitem')
      .nth(info.project.name === 'phone' ? 5 : 4);
    await expect(row).toBeVisible();
    const [, label, anstNr] = /^(.+? \((\d+)\))/.exec((await row.innerText()).trim())!;
    expect(label).not.toContain('Per Persson');
    // the test's own day to approve, attest and export: a row today (the seed stops at yesterday, and on a
    // Monday the week's period has no seeded days at all)
    const headers = { 'dv-api': '1', 'dv-selected-company': '1001' };
    const report = await page.request.get(`/api/tidrapport?AnstNr=${anstNr}&From=${today()}&To=${today()}`, { headers });
    expect(report.status()).toBe(200);
    const day = (await report.json()).Days[0];
    const added = await page.request.post('/api/tidrapport/rader', {
      headers,
      data: { AnstNr: anstNr, Datum: today(), DayVersion: day.Version, TidKod: 'ARB', Timmar: 6, Brukare: 'B001', Text: `e2e paxml ${info.project.name}` },
    });
    expect(added.status()).toBe(200);
    await page.reload();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Godkänn', exact: true }).click();
    await expect(page.getByText(/dagar ändrades/)).toBeVisible();

    await page.goto('/attest');
    await expect(page.getByRole('heading', { level: 1, name: 'Attestera' })).toBeVisible();
    await page.getByRole('checkbox', { name: label! }).check();
    await page.getByRole('button', { name: 'Attestera', exact: true }).click();
    await expect(page.getByText(/dagar ändrades/).first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('checkbox', { name: label! }).check();
    await page.getByRole('button', { name: 'Exportera PAXml' }).click();
    const file = join(tmpdir(), `lonna-e2e-paxml-${info.project.name}-${Date.now()}.xml`);
    await (await download).saveAs(file);
    const xml = readFileSync(file, 'utf8');
    expect(xml).toContain('<format>LÖNIN</format>');
    expect(xml).toMatch(new RegExp(`<tidtrans anstid="${anstNr}" persnr="\\d{12}" postid="[^"]+">`));
  });
});
