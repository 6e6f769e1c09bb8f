import { axeViolations } from '../../../e2e/support/axe';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, expectHttpErrors, type Locator, type Page, test } from '../../../e2e/support/test';

/** letters only: no digit of a test's own text can be mistaken for an amount */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const wide = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 768;
const rowsOf = (page: Page) =>
  wide(page) ? page.getByRole('table', { name: 'Ersättningar' }).getByRole('row') : page.getByRole('list', { name: 'Ersättningar' }).getByRole('listitem');

/** the browser's clock in March 2026 (the list opens on the browser's month; never today's date) */
async function inMarch2026(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date('2026-03-10T10:00:00+01:00'));
}

/**
 * The company administrator of Konsultbolaget Norr (1002: per diem and representation switched on, unlike the
 * demo's care company) on /compensations, claiming for the first employee of the company.
 */
async function openAsAdmin(page: Page): Promise<void> {
  await signInAs(page, 'ftg@demo.se', { company: 'Konsultbolaget Norr AB', path: '/compensations' });
  await expectShell(page);
  // the shared CI machine can be slow to load the page's chunk
  await expect(page.getByRole('heading', { level: 1, name: 'Ersättningar' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: /^Anställd/ }).click();
  // the first choice is "Alla anställda" (the whole scope): a claim needs one employee
  await page.getByRole('listbox').getByRole('option').filter({ hasNotText: 'Alla anställda' }).first().click();
  await expect(page.getByRole('combobox', { name: /^Anställd/ })).not.toHaveValue(/^(Alla anställda)?$/);
}

async function next(dialog: Locator, heading: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Nästa' }).click();
  await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
}

/** the page's per diem lookups (`GET /api/traktamente/…`): the guide needs none, its rates come with the rule in force */
function perDiemLookups(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/traktamente/')) seen.push(r.url());
  });
  return seen;
}

/** the guide's last button: the claim is created (the server answers 200) and the dialog closes */
async function createClaim(page: Page, dialog: Locator, path: string): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Skapa ersättning' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
}

/** the per diem guide's first two steps: departure and return */
async function departureAndReturn(dialog: Locator, o: { dep: string; depTime: string; ret: string; retTime: string; destination: string }) {
  await dialog.getByRole('textbox', { name: /^Avresedatum/ }).fill(o.dep);
  await dialog.getByLabel(/^Avresetid/).fill(o.depTime);
  await dialog.getByRole('textbox', { name: /^Avreseort/ }).fill('Göteborg');
  await dialog.getByRole('textbox', { name: /^Resmål och ärende/ }).fill(o.destination);
  await next(dialog, 'Hemkomst');
  await dialog.getByRole('textbox', { name: /^Hemkomstdatum/ }).fill(o.ret);
  await dialog.getByLabel(/^Hemkomsttid/).fill(o.retTime);
  await expect(dialog.getByRole('checkbox', { name: /mer än 50 km/ })).toBeChecked();
  await next(dialog, 'Inrikes eller utrikes');
}

test.describe('compensations: the per diem and representation guides', () => {
  test('a claim for an employee: a domestic three-day trip with a free lunch; the summary shows each day’s rule; the guide reopens', async ({ page }, info) => {
    const destination = `Utbildning ${info.project.name} ${letters(8)}`;
    await inMarch2026(page);
    await openAsAdmin(page);
    await page.getByRole('button', { name: 'Traktamente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Traktamente' });
    await expect(dialog.getByRole('list', { name: 'Steg' }).getByRole('listitem')).toHaveCount(6);
    // the step says what is missing before it goes on
    await dialog.getByRole('button', { name: 'Nästa' }).click();
    await expect(dialog.getByText('Fyll i avresetid.')).toBeVisible();
    await departureAndReturn(dialog, { dep: '2026-03-02', depTime: '07:00', ret: '2026-03-04', retTime: '20:00', destination });
    await next(dialog, 'Måltider');
    await dialog.getByRole('group', { name: /3 mar/ }).getByRole('checkbox', { name: 'Lunch' }).check();
    await next(dialog, 'Logi');
    await expect(dialog.getByRole('checkbox', { name: /logi betald av arbetsgivaren/ })).toHaveCount(2);
    await next(dialog, 'Sammanfattning');
    const summary = dialog.getByTestId('per-diem-summary');
    await expect(summary.getByRole('row', { name: /3 mar/ })).toContainText('Heldag 300,00');
    await expect(summary.getByRole('row', { name: /3 mar/ })).toContainText('−35 % för lunch = −105,00');
    await expect(dialog.getByTestId('per-diem-total')).toHaveText(/795,00\s?kr/);
    expect(await axeViolations(page)).toEqual([]);
    await createClaim(page, dialog, '/api/compensations/guides/perdiem');

    const mine = rowsOf(page).filter({ hasText: destination });
    await expect(mine).toHaveCount(3);
    await expect(mine.filter({ hasText: 'fri lunch' })).toContainText('195,00');
    await expect(mine.first()).toContainText('Traktamentsguide');
    await expect(mine.first().getByRole('button', { name: /^Ändra/ })).toHaveCount(0);
    await mine
      .first()
      .getByRole('button', { name: `Öppna guiden för ${destination}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Traktamente' }).getByRole('textbox', { name: /^Resmål och ärende/ })).toHaveValue(destination);
    await page.getByRole('dialog', { name: 'Traktamente' }).getByRole('button', { name: 'Avbryt' }).click();
  });

  test('on a phone a claim for a trip over Denmark and Germany with a free breakfast @phone', async ({ page }, info) => {
    const destination = `Mässa ${info.project.name} ${letters(8)}`;
    await inMarch2026(page);
    await openAsAdmin(page);
    await page.getByRole('button', { name: 'Traktamente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Traktamente' });
    await departureAndReturn(dialog, { dep: '2026-03-04', depTime: '07:00', ret: '2026-03-06', retTime: '20:00', destination });
    await dialog.getByLabel('Resans typ').selectOption({ label: 'Utrikes' });
    await dialog.getByLabel(/^Land 1/).selectOption({ label: 'Danmark' });
    await dialog.getByRole('button', { name: 'Lägg till land' }).click();
    await dialog.getByLabel(/^Land 2/).selectOption({ label: 'Tyskland' });
    await dialog.locator('#pd-leg-1-date').fill('2026-03-05');
    await dialog.locator('#pd-leg-1-time').fill('10:00');
    // the day's country: the most hours between 06 and 24
    await expect(dialog.getByRole('list', { name: 'Länder under resan' })).toContainText('Danmark');
    await expect(dialog.getByRole('list', { name: 'Länder under resan' })).toContainText('Tyskland');
    await next(dialog, 'Måltider');
    await dialog.getByRole('group', { name: /5 mar/ }).getByRole('checkbox', { name: 'Frukost' }).check();
    await next(dialog, 'Logi');
    await next(dialog, 'Sammanfattning');
    // 2026: Danmark 1 226; Tyskland 760 − 15 % (114) = 646; Tyskland 760
    await expect(dialog.getByTestId('per-diem-total')).toHaveText(/2\s?632,00\s?kr/);
    expect(await axeViolations(page)).toEqual([]);
    await createClaim(page, dialog, '/api/compensations/guides/perdiem');
    const mine = rowsOf(page).filter({ hasText: destination });
    await expect(mine).toHaveCount(3);
    await expect(mine.filter({ hasText: 'fri frukost' })).toContainText('646,00');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('representation with a receipt and sees the deductible and non-deductible parts', async ({ page }, info) => {
    const text = `Kaffe ${info.project.name} ${letters(8)}`;
    await inMarch2026(page);
    await openAsAdmin(page);
    await page.getByRole('button', { name: 'Representation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Representation' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'kvitto.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> stream\nBT (Kvitto) Tj ET\nendstream endobj\ntrailer <<>>\n%%EOF\n', 'latin1'),
    });
    await dialog.getByLabel('Typ av representation').selectOption({ label: 'Enklare förtäring' });
    await dialog.getByRole('textbox', { name: /^Tillfälle och syfte/ }).fill(text);
    await dialog.getByRole('textbox', { name: /^Deltagare från företaget/ }).fill('Per Persson och tre kolleger');
    await dialog.getByRole('textbox', { name: /^Antal personer/ }).fill('4');
    await dialog.getByRole('textbox', { name: /^Belopp inkl. moms/ }).fill('375');
    await dialog.getByRole('textbox', { name: /^Moms/ }).fill('75');
    await dialog.getByRole('textbox', { name: /^Moms/ }).press('Tab');
    await expect(dialog.getByTestId('representation-split')).toContainText('Avdragsgill del: 300,00 kr (varav moms 60,00 kr)');
    await expect(dialog.getByTestId('representation-split')).toContainText('Ej avdragsgill del: 75,00 kr');
    expect(await axeViolations(page)).toEqual([]);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/compensations/guides/representation') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Skapa ersättning' }).click();
    expect((await saved).status()).toBe(200);
    const mine = rowsOf(page).filter({ hasText: text });
    await expect(mine).toHaveCount(2);
    await expect(mine.filter({ hasText: 'ej avdragsgill' })).toContainText('75,00');
    await expect(mine.first()).toContainText('Representationsguide');
  });

  test('the company administrator sets the pay codes and imports a per diem table; a bad file names its lines', async ({ page }) => {
    await signInAs(page, 'ftg@demo.se', { company: 'Konsultbolaget Norr AB', path: '/compensations/settings' });
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Inställningar för ersättningar' })).toBeVisible();
    await expect(page.getByLabel('Traktamente inrikes')).toHaveValue('600');
    expect(await axeViolations(page)).toEqual([]);
    // a year no other test uses: 2040–2064 (the guide's test imports 2065–2089 for the same company, and this test deletes
    // its table at the end: one range for both removed the other's table when they drew the same year)
    const year = String(2040 + Math.floor(Math.random() * 25));
    await page.getByRole('textbox', { name: /^År/ }).fill(year);
    const upload = (csv: string) =>
      page.locator('input[type=file]').setInputFiles({
        name: `normalbelopp-${year}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(csv, 'utf8'),
      });
    expectHttpErrors(page, [{ status: 400, method: 'PUT', path: `/api/compensations/rates/${year}` }]);
    await upload(`År;Land eller område;Normalbelopp\n${year};Danmark;tusen\n`);
    const refused = page.waitForResponse((r) => r.url().endsWith(`/api/compensations/rates/${year}`) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Läs in tabellen' }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByTestId('rate-import-error')).toContainText('Rad 2: normalbeloppet ”tusen”');
    await upload(`År;Land eller område;Normalbelopp\n${year};Danmark;1400\n${year};Grönland;Se Danmark\n`);
    await page.getByRole('button', { name: 'Läs in tabellen' }).click();
    const imported = page
      .getByRole('list', { name: 'Inlästa tabeller' })
      .getByRole('listitem')
      .filter({ hasText: `${year}: 2 länder` });
    await expect(imported).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // leave no table behind
    await imported.getByRole('button', { name: `Ta bort tabellen för ${year}` }).click();
    await page
      .getByRole('dialog', { name: `Ta bort tabellen för ${year}?` })
      .getByRole('button', { name: 'Ta bort' })
      .click();
    await expect(imported).toHaveCount(0);
  });

  test('the guide’s summary uses the year’s imported table, and a year without a rule says "travel rule missing"', async ({ page }, info) => {
    const destination = `Import ${info.project.name} ${letters(8)}`;
    // a year no other test uses (2065–2089; the settings test imports 2040–2064): the company imports 400 kr for Sweden
    const year = 2065 + Math.floor(Math.random() * 25);
    await inMarch2026(page);
    await openAsAdmin(page);
    const headers = { 'dv-api': '1', 'dv-selected-company': '1002' };
    const put = await page.request.put(`/api/compensations/rates/${year}`, {
      headers,
      // Antarktis (AQ) is in no shipped table: only the import offers it
      data: { Csv: `År;Land eller område;Normalbelopp;Landskod\n${year};Sverige;400;SE\n${year};Danmark;1400;DK\n${year};Antarktis;999;AQ\n` },
    });
    expect(put.status(), await put.text()).toBe(200);
    try {
      // the table comes with the rule in force (one answer for the departure date): nothing is asked per country
      const lookups = perDiemLookups(page);
      await page.getByRole('button', { name: 'Traktamente' }).click();
      const dialog = page.getByRole('dialog', { name: 'Traktamente' });
      await departureAndReturn(dialog, { dep: `${year}-03-02`, depTime: '07:00', ret: `${year}-03-04`, retTime: '20:00', destination });
      // the countries offered include the imported year's: Antarktis is in no shipped table
      await dialog.getByLabel('Resans typ').selectOption({ label: 'Utrikes' });
      await expect(dialog.getByLabel(/^Land 1/).getByRole('option', { name: 'Antarktis' })).toHaveCount(1);
      await dialog.getByLabel('Resans typ').selectOption({ label: 'Inrikes' });
      await next(dialog, 'Måltider');
      await next(dialog, 'Logi');
      await next(dialog, 'Sammanfattning');
      await expect(dialog.getByTestId('per-diem-summary').getByRole('row', { name: /3 mar/ })).toContainText('Heldag 400,00');
      await expect(dialog.getByTestId('per-diem-total')).toHaveText(/1\s?200,00\s?kr/);
      expect(await axeViolations(page)).toEqual([]);

      // 2035 has neither a shipped table (2024–2026) nor an imported one (the tests import 2040–2089), and no company rule
      // is in force (the tests' rules start in 2090 or later: 2099 met the next test's rule when both ran at once)
      await dialog.getByRole('button', { name: 'Tillbaka' }).click();
      await dialog.getByRole('button', { name: 'Tillbaka' }).click();
      await dialog.getByRole('button', { name: 'Tillbaka' }).click();
      await dialog.getByRole('button', { name: 'Tillbaka' }).click();
      await dialog.getByRole('button', { name: 'Tillbaka' }).click();
      await dialog.getByRole('textbox', { name: /^Avresedatum/ }).fill('2035-03-02');
      await next(dialog, 'Hemkomst');
      await dialog.getByRole('textbox', { name: /^Hemkomstdatum/ }).fill('2035-03-04');
      await next(dialog, 'Inrikes eller utrikes');
      await next(dialog, 'Måltider');
      await next(dialog, 'Logi');
      await next(dialog, 'Sammanfattning');
      await expect(dialog.getByTestId('per-diem-missing')).toHaveText('Reseregel saknas för 2035 (Sverige).');
      await dialog.getByRole('button', { name: 'Avbryt' }).click();
      expect(lookups).toEqual([]);
    } finally {
      // leave no table behind
      await page.request.delete(`/api/compensations/rates/${year}`, { headers });
    }
  });

  test('the company’s own travel rule: the per diem summary shows its amounts and representation above its maximum is not reimbursed', async ({
    page,
  }, info) => {
    const destination = `Avtal ${info.project.name} ${letters(8)}`;
    // a year no other test uses (the import test's are 2040–2089; a rate table takes years up to 2100): the company's
    // rule pays 450 kr and at most 90 kr a person; the company imported Skatteverket's 300 kr for Sweden that year
    const year = 2090 + Math.floor(Math.random() * 10);
    await inMarch2026(page);
    await openAsAdmin(page);
    const headers = { 'dv-api': '1', 'dv-selected-company': '1002' };
    const created = await page.request.post('/api/compensations/travelRules', {
      headers,
      data: {
        GiltigFran: `${year}-01-01`,
        Regelverk: `Avtal ${letters(4)}`,
        Intervall: [{ Nr: 1, FranManad: 0, TillManad: null, Heldag: 450, Halvdag: 225 }],
        Natt: 225,
        MaxRepresentation: 90,
        AvresaFore: '12:00',
        HemkomstEfter: '19:00',
        HalvdagTimmar: 0,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { Id } = (await created.json()) as { Id: string };
    const put = await page.request.put(`/api/compensations/rates/${year}`, {
      headers,
      data: { Csv: `År;Land eller område;Normalbelopp\n${year};Sverige;300\n` },
    });
    expect(put.status(), await put.text()).toBe(200);
    try {
      // the company's rule pays at home: Skatteverket's table is not asked for (no 404 for a year without one)
      const lookups = perDiemLookups(page);
      await page.getByRole('button', { name: 'Traktamente' }).click();
      const dialog = page.getByRole('dialog', { name: 'Traktamente' });
      await departureAndReturn(dialog, { dep: `${year}-03-02`, depTime: '07:00', ret: `${year}-03-04`, retTime: '20:00', destination });
      await next(dialog, 'Måltider');
      await next(dialog, 'Logi');
      await next(dialog, 'Sammanfattning');
      await expect(dialog.getByTestId('per-diem-summary').getByRole('row', { name: /3 mar/ })).toContainText('Heldag 450,00');
      await expect(dialog.getByTestId('per-diem-total')).toHaveText(/1\s?350,00\s?kr/);
      // above the year's tax-free 300 kr a day the rest is taxable: 3 × 150
      await expect(dialog.getByTestId('per-diem-tax-free')).toHaveText(/900,00\s?kr/);
      await expect(dialog.getByTestId('per-diem-taxable')).toHaveText(/450,00\s?kr/);
      await expect(dialog.getByTestId('per-diem-summary').getByRole('row', { name: /3 mar/ })).toContainText('300,00 skattefritt · 150,00 skattepliktigt');
      await dialog.getByRole('button', { name: 'Avbryt' }).click();
      expect(lookups).toEqual([]);

      await page.getByRole('button', { name: 'Representation' }).click();
      const repr = page.getByRole('dialog', { name: 'Representation' });
      await repr.getByRole('textbox', { name: /^Datum/ }).fill(`${year}-03-02`);
      await repr.getByLabel('Typ av representation').selectOption({ label: 'Enklare förtäring' });
      await repr.getByRole('textbox', { name: /^Antal personer/ }).fill('4');
      await repr.getByRole('textbox', { name: /^Belopp inkl. moms/ }).fill('375');
      await repr.getByRole('textbox', { name: /^Moms/ }).fill('75');
      await repr.getByRole('textbox', { name: /^Moms/ }).press('Tab');
      await expect(repr.getByTestId('representation-over-cap')).toHaveText(
        /^Ersätts inte: 15,00 kr över företagets tak på 90,00 kr per person \(360,00 kr\)\.$/,
      );
      await expect(repr.getByTestId('representation-split')).toContainText('Ej avdragsgill del: 60,00 kr');
      expect(await axeViolations(page)).toEqual([]);
      await repr.getByRole('button', { name: 'Avbryt' }).click();
    } finally {
      // leave no rule or table behind
      await page.request.delete(`/api/compensations/travelRules/${Id}`, { headers });
      await page.request.delete(`/api/compensations/rates/${year}`, { headers });
    }
  });
});
