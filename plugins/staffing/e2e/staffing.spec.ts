import { axeViolations } from '../../../e2e/support/axe';
import { today } from '../../../e2e/support/clock';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, onSuiteClock, type Page, test } from '../../../e2e/support/test';

/** YYYY-MM-DD plus n days */
const plus = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** the Monday of the week n weeks after the suite's today (the demo's passes are staffed in weeks 0 and 1 only) */
function mondayIn(weeks: number): string {
  const t = today();
  const weekday = (new Date(`${t}T00:00:00Z`).getUTCDay() + 6) % 7;
  return plus(t, weeks * 7 - weekday);
}

async function asAdministrator(page: Page): Promise<void> {
  await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
  await expectShell(page);
}

/** a need through the form: one pass (no repeat) on `date` */
async function makeNeed(page: Page, name: string, date: string, start: string, end: string): Promise<void> {
  await page.getByRole('button', { name: 'Nytt behov' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt behov' });
  await dialog.getByRole('textbox', { name: /^Vad/ }).fill(name);
  await dialog.getByLabel('Från klockan').fill(start);
  await dialog.getByLabel('Till klockan').fill(end);
  await dialog.getByLabel('Upprepning').selectOption({ label: 'Ingen upprepning' });
  await dialog.getByRole('textbox', { name: /^Startdatum/ }).fill(date);
  await dialog.getByRole('textbox', { name: /^Slutdatum/ }).fill(plus(date, 6));
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/bemanna/behov') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Spara behov' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('list', { name: 'Behov' }).getByRole('heading', { name })).toBeVisible();
}

/** a day of the unfilled row shows three passes and "+n till": opened when the pass is among the rest */
async function showPass(page: Page, day: string, name: string): Promise<void> {
  const grid = page.getByRole('region', { name: 'Planering per anställd och dag' });
  const more = grid.getByRole('button', { name: new RegExp(`^\\+\\d+ till, ${day}$`) });
  await expect(
    grid
      .getByRole('button', { name: new RegExp(name) })
      .or(more)
      .first(),
  ).toBeVisible();
  if ((await grid.getByRole('button', { name: new RegExp(name) }).count()) === 0) await more.click();
}

/** the planner two weeks on (week view) */
async function plannerInTwoWeeks(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Planering', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planering' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Planering per anställd och dag' })).toBeVisible();
  for (let i = 0; i < 2; i++) {
    const loaded = page.waitForResponse((r) => r.url().includes('/api/bemanna/planering'));
    await page.getByRole('button', { name: 'Nästa period' }).click();
    await loaded;
  }
}

test.describe('staffing', () => {
  test('an administrator makes needs, assigns in the planner with the rest rule checked live; a second browser sees it by push', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const id = `${info.workerIndex}-${Date.now() % 100_000}`;
    const evening = `E2E kväll ${id}`;
    const morning = `E2E morgon ${id}`;
    const monday = mondayIn(2);

    await asAdministrator(page);
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Behov', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Behov' })).toBeVisible();
    await makeNeed(page, evening, monday, '15:00', '23:00');
    await makeNeed(page, morning, plus(monday, 1), '06:00', '14:00');
    expect(await axeViolations(page)).toEqual([]);

    // a second browser watches the same week
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = info.project.use;
    const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
    await onSuiteClock(context);
    const other = await context.newPage();
    await asAdministrator(other);
    await plannerInTwoWeeks(other);

    await plannerInTwoWeeks(page);
    const grid = page.getByRole('region', { name: 'Planering per anställd och dag' });
    await showPass(page, monday, evening);
    await grid.getByRole('button', { name: new RegExp(evening) }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(evening) });
    const who = dialog.getByLabel('Anställd');
    await who.selectOption({ index: 3 });
    const chosen = (await who.locator('option:checked').textContent())!;
    const name = chosen.replace(/ \(\d+\)$/, '');
    await expect(dialog.getByText('Arbetstidsreglerna:')).toHaveCount(0);
    const saved = page.waitForResponse((r) => r.url().includes('/anstalld') && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Passet är sparat.')).toBeVisible();

    // the other browser shows the assignment in the person's row without a reload
    const otherRow = other.getByRole('region', { name: 'Planering per anställd och dag' }).getByRole('row').filter({ hasText: name });
    await expect(otherRow.getByRole('button', { name: new RegExp(evening) })).toBeVisible();

    // the same person on the next morning's 06:00 pass: 7 h of daily rest — the rule says so before anything is sent
    await showPass(page, plus(monday, 1), morning);
    await grid.getByRole('button', { name: new RegExp(morning) }).click();
    const second = page.getByRole('dialog', { name: new RegExp(morning) });
    await second.getByLabel('Anställd').selectOption({ label: chosen });
    await expect(second.getByText('dygnsvilan blir 7 h, minst 11 h krävs (ATL 13 §)')).toBeVisible();
    await expect(second.getByRole('button', { name: 'Spara' })).toBeDisabled();
    // someone else then
    await second.getByLabel('Anställd').selectOption({ index: 4 });
    await expect(second.getByText('Arbetstidsreglerna:')).toHaveCount(0);
    const saved2 = page.waitForResponse((r) => r.url().includes('/anstalld') && r.request().method() === 'PUT');
    await second.getByRole('button', { name: 'Spara' }).click();
    expect((await saved2).status()).toBe(200);
    await expect(second).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('the planner asks for its rows by page, and a day with many unfilled passes shows three and "+n"', async ({ page }, info) => {
    const name = `E2E många ${info.workerIndex}-${Date.now() % 100_000}`;
    const day = plus(mondayIn(3), 2);
    await asAdministrator(page);
    // a need of six people on one day: six unfilled passes that day
    const made = await page.request.post('/api/bemanna/behov', {
      headers: { 'dv-api': '1', 'dv-selected-company': '1001', 'content-type': 'application/json' },
      data: {
        Namn: name,
        Uppgift: '',
        Avdelning: '',
        ResEnh: '',
        Brukare: '',
        Start: '10:00',
        Slut: '12:00',
        Antal: 6,
        Kompetenser: [],
        Upprepning: 'NONE',
        Faktor: 1,
        Dagar: '',
        Manader: '',
        FromDatum: day,
        TomDatum: day,
        Schemalangd: 1,
        Helgdagar: true,
        Delpass: false,
        Kommentar: '',
      },
    });
    expect(made.status()).toBe(200);
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Planering', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Planering per anställd och dag' })).toBeVisible();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/bemanna/planering')) requests.push(r.url());
    });
    for (let i = 0; i < 3; i++) {
      const loaded = page.waitForResponse((r) => r.url().includes('/api/bemanna/planering'));
      await page.getByRole('button', { name: 'Nästa period' }).click();
      await loaded;
    }
    // the grid asked for its first page of rows (with the unfilled row), never the whole company
    expect(requests.every((u) => u.includes('Page=1') && u.includes('PerPage=50'))).toBe(true);
    const grid = page.getByRole('region', { name: 'Planering per anställd och dag' });
    // the day holds more than three unfilled passes (ours, and whatever else is open then): three, then "+n"
    const more = grid.getByRole('button', { name: new RegExp(`^\\+\\d+ till, ${day}$`) });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(await grid.getByRole('button', { name: new RegExp(name) }).count()).toBeLessThanOrEqual(3);
    await more.click();
    await expect(grid.getByRole('button', { name: new RegExp(name) })).toHaveCount(6);
    await expect(grid.getByRole('button', { name: `Visa färre, ${day}` })).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an end date before the start is said in the form, and nothing is sent', async ({ page }) => {
    await asAdministrator(page);
    await page.goto('/bemanna/behov');
    await expect(page.getByRole('heading', { level: 1, name: 'Behov' })).toBeVisible();
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/bemanna/behov') && r.method() === 'POST') posted = true;
    });
    await page.getByRole('button', { name: 'Nytt behov' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nytt behov' });
    await dialog.getByRole('textbox', { name: /^Vad/ }).fill('Fel datum');
    await dialog.getByRole('textbox', { name: /^Startdatum/ }).fill(mondayIn(3));
    await dialog.getByRole('textbox', { name: /^Slutdatum/ }).fill(mondayIn(2));
    await dialog.getByRole('textbox', { name: /^Slutdatum/ }).press('Tab');
    await dialog.getByRole('button', { name: 'Spara behov' }).click();
    await expect(dialog.getByText('Slutdatum kan inte vara före startdatum.')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('the overview and the planner on a phone: this week’s coverage, the day list, the card @phone', async ({ page }) => {
    await asAdministrator(page);
    await expect(page.getByRole('region', { name: 'Obemannade pass denna vecka' }).getByText(/^Obemannade: \d+$/)).toBeVisible();
    await page.goto('/bemanna/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Bemanningsöversikt' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^måndag|^tisdag|^onsdag|^torsdag|^fredag|^lördag|^söndag/i }).first()).toBeVisible();
    await expect(page.getByText(/Morgon hos Elsa/).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/bemanna/planering');
    await expect(page.getByRole('heading', { level: 1, name: 'Planering' })).toBeVisible();
    // on a phone the grid is a day-by-day list of pass cards (the grid on a wide screen)
    const wide = (page.viewportSize()?.width ?? 1280) >= 640;
    const plan = page.getByRole(wide ? 'region' : 'list', { name: 'Planering per anställd och dag' });
    await expect(plan.getByText(/Kväll hos Elsa/).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
