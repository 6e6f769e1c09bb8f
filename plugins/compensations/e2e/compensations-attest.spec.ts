import { axeViolations } from '../../../e2e/support/axe';
import { today } from '../../../e2e/support/clock';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, onSuiteClock, type Page, test } from '../../../e2e/support/test';

const HEADERS = { 'dv-api': '1', 'dv-selected-company': '1001' };
/** letters only: no digit of a test's own text can be mistaken for an amount */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/** a claim of the signed-in employee's own, today, through the API (the list's dialogs have their own spec) */
async function claim(page: Page, text: string): Promise<void> {
  const res = await page.request.post('/api/compensations', {
    headers: HEADERS,
    data: { AnstNr: '', Datum: today(), Typ: 'ERS', LonKod: '660', Text: text, Extratext: '', Antal: 1, Belopp: 123, Moms: 0, Varugrupp: '' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** the compensation tab of the approve or attest page, with the employee's rows shown */
async function compensationTab(page: Page, path: '/approveTime' | '/attest', who: RegExp) {
  await page.goto(path);
  await page.getByRole('tab', { name: 'Ersättningar' }).click();
  const line = page
    .getByRole('list', { name: 'Anställda med ersättningar' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: who }) });
  await line.getByRole('button', { name: 'Visa ersättningar' }).click();
  return line;
}

test.describe('compensations on approve and attest', () => {
  test('the employee claims and approves, the attester attests it in another browser, the employee sees it attested', async ({ page, browser }, info) => {
    // two browsers, two sign-ins
    test.setTimeout(180_000);
    const text = `Attest ${info.project.name} ${letters(8)}`;
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    await claim(page, text);
    const me = (await (await page.request.get('/api/me', { headers: HEADERS })).json()).UserAccount.AnstNr as string;

    // the employee approves his own claim on the approve page's compensation tab
    const mine = await compensationTab(page, '/approveTime', /^Markera /);
    const row = (p: Page) => p.getByRole('row').filter({ hasText: text });
    await expect(row(page)).toContainText('Ej godkänd');
    expect(await axeViolations(page)).toEqual([]);
    await row(page)
      .getByRole('button', { name: `Godkänn: ${today()} ${text}` })
      .click();
    await expect(row(page)).toContainText('Godkänd');
    await expect(mine).toBeVisible();

    // the company administrator attests it in a second browser
    const other = await browser.newContext({ baseURL: info.project.use.baseURL });
    await onSuiteClock(other);
    const attester = await other.newPage();
    await signInAs(attester, 'ftg@demo.se', { company: 'Omsorgen' });
    await expectShell(attester);
    await compensationTab(attester, '/attest', new RegExp(`\\(${me}\\)$`));
    await expect(row(attester)).toContainText('Godkänd');
    expect(await axeViolations(attester)).toEqual([]);
    await row(attester)
      .getByRole('button', { name: `Attestera: ${today()} ${text}` })
      .click();
    await expect(row(attester)).toContainText('Attesterad');
    await other.close();

    // the employee's own list shows it attested (pushed), no longer his to change
    await page.goto('/compensations');
    const listed = page.getByRole('table', { name: 'Ersättningar' }).getByRole('row').filter({ hasText: text });
    await expect(listed).toContainText('Attesterad');
    await expect(listed.getByRole('button', { name: /^Ändra/ })).toHaveCount(0);
  });

  test('on a phone the attester opens the compensation tab and the prints @phone', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen', path: '/attest' });
    await expectShell(page);
    await page.getByRole('tab', { name: 'Ersättningar' }).click();
    await expect(page.getByRole('button', { name: 'Exportera PAXml' }).last()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    for (const [path, title] of [
      ['/rapporter/ersattningar', 'Ersättningar'],
      ['/rapporter/reserakning', 'Reseräkning'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  test('the employee prints his compensations and his travel expense report as PDFs', async ({ page }) => {
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    for (const [path, file] of [
      ['/rapporter/ersattningar', /^ersattningar-\d+-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/],
      ['/rapporter/reserakning', /^reserakning-\d+-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/],
    ] as const) {
      await page.goto(path);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Skapa PDF' }).click();
      expect((await download).suggestedFilename()).toMatch(file);
    }
  });
});
