import { readFileSync } from 'node:fs';
import { axeViolations } from '../../../e2e/support/axe';
import { today } from '../../../e2e/support/clock';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, onSuiteClock, type Page, test } from '../../../e2e/support/test';

const FIXTURE = readFileSync(new URL('./fixtures/lonekorning.xml', import.meta.url), 'utf8');

/** the fixture with a period id of this test's own, published today on the suite's clock */
const payRun = (period: string) => Buffer.from(FIXTURE.replaceAll('PERIOD_ID', period).replaceAll('PAY_DATE', today()), 'utf8');

async function openPayslips(page: Page): Promise<void> {
  await page.goto('/lonebesked');
  await expect(page.getByRole('heading', { level: 1, name: 'Lönebesked och saldon' })).toBeVisible();
}

/** the payroll administrator reads a pay run in through the page */
async function upload(page: Page, period: string): Promise<void> {
  await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
  await expectShell(page);
  await openPayslips(page);
  await page.getByRole('tab', { name: 'Import', exact: true }).click();
  const form = page.getByRole('region', { name: 'Läs in en lönekörning' });
  await form.locator('input[type="file"]').setInputFiles({ name: 'lonekorning.xml', mimeType: 'text/xml', buffer: payRun(period) });
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/lonebesked/import') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Läs in' }).click();
  expect((await sent).status()).toBe(200);
  await expect(form.getByRole('status')).toContainText('Inläst: 1 lönebesked, 1 saldon');
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('payslips and balances', () => {
  test('an administrator uploads a pay run; the employee sees the payslip, its lines, its PDF and his balances', async ({ page, browser }, info) => {
    test.setTimeout(120_000);
    const period = `E2E-${info.project.name}-${info.workerIndex}-${Date.now()}`;
    await upload(page, period);

    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = info.project.use;
    const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
    await onSuiteClock(context);
    const employee = await context.newPage();
    await signInAs(employee, 'per@demo.se');
    await expectShell(employee);
    // the dashboard card: the latest payslip's net pay
    await expect(employee.getByRole('region', { name: 'Senaste lönebesked' })).toContainText('24 380,00 kr');
    await openPayslips(employee);
    const list = employee.getByRole('list', { name: /^Lönebesked \d{4}$/ });
    const row = list.getByRole('listitem').filter({ hasText: `Lön ${period}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText('24 380,00 kr');
    expect(await axeViolations(employee)).toEqual([]);

    await row.getByRole('button', { name: `Visa rader för Lön ${period}` }).click();
    const dialog = employee.getByRole('dialog', { name: `Lön ${period}` });
    await expect(dialog.getByRole('list', { name: 'Lönerader' })).toContainText('Jourtillägg helg');
    await expect(dialog).toContainText('31 000,00 kr');
    expect(await axeViolations(employee)).toEqual([]);
    await employee.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // the PDF opens inline in the browser's viewer
    const href = await row.getByRole('link', { name: `Öppna PDF för Lön ${period} (öppnas i ny flik)` }).getAttribute('href');
    const pdf = await employee.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^inline; filename="lonebesked-3-/);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const balances = employee.getByRole('region', { name: 'Saldon' });
    await expect(balances).toContainText('Betalda semesterdagar kvar');
    await expect(balances).toContainText('Kompsaldo');
    await expect(balances.getByRole('list', { name: 'Historik' })).toBeVisible();
    await context.close();
  });

  test('on a phone the employee reads the year’s payslips, opens one and sees his balances @phone', async ({ page }) => {
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    await openPayslips(page);
    // the demo's monthly pay runs: newest first, with the year's totals
    const list = page.getByRole('list', { name: /^Lönebesked \d{4}$/ });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('group', { name: /^Hittills under \d{4}$/ })).toContainText('Nettolön');
    // one of the demo's own monthly runs ("Lön oktober 2026"): the upload test's run for the same employee, made at
    // the same time in another worker, may be the newest (its rows are its own test's)
    await list
      .getByRole('listitem')
      .filter({ hasText: /Lön [a-zåäö]+ \d{4}/ })
      .first()
      .getByRole('button', { name: /^Visa rader för / })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('list', { name: 'Lönerader' }).getByRole('listitem').first()).toBeVisible();
    await expect(dialog).toContainText('Netto att utbetala');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Saldon' })).toContainText('Betalda semesterdagar kvar');
    expect(await axeViolations(page)).toEqual([]);
    // nothing is wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
