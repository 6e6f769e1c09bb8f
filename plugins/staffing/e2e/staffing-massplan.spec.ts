import { axeViolations } from '../../../e2e/support/axe';
import { today } from '../../../e2e/support/clock';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, type Page, test } from '../../../e2e/support/test';

const HEADERS = { 'dv-api': '1', 'dv-selected-company': '1001' };
/** YYYY-MM-DD plus n days */
const plus = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** the Monday n weeks after the suite's today (weeks no other spec plans in) */
function mondayIn(weeks: number): string {
  const t = today();
  const weekday = (new Date(`${t}T00:00:00Z`).getUTCDay() + 6) % 7;
  return plus(t, weeks * 7 - weekday);
}

async function asAdministrator(page: Page): Promise<void> {
  await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
  await expectShell(page);
}

/** a need of department 10 with one pass on `date` for `antal` people, through the API (the needs page has its own spec) */
async function need(page: Page, Namn: string, date: string, Antal: number): Promise<void> {
  const res = await page.request.post('/api/bemanna/behov', {
    headers: HEADERS,
    data: {
      Namn,
      Uppgift: '',
      Avdelning: '10',
      ResEnh: '',
      Brukare: '',
      Start: '16:00',
      Slut: '22:00',
      Antal,
      Kompetenser: [],
      Upprepning: 'NONE',
      Faktor: 1,
      Dagar: '',
      Manader: '',
      FromDatum: date,
      TomDatum: date,
      Schemalangd: 1,
      Helgdagar: true,
      Delpass: false,
      Kommentar: '',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** the planner `weeks` weeks on, department 10 */
async function planner(page: Page, weeks: number): Promise<void> {
  await page.goto('/bemanna/planering');
  await expect(page.getByRole('heading', { level: 1, name: 'Planering' })).toBeVisible();
  const first = page.waitForResponse((r) => r.url().includes('/api/bemanna/planering') && r.url().includes('Avdelning=10'));
  await page.getByLabel('Avdelning').selectOption('10');
  await first;
  for (let i = 0; i < weeks; i++) {
    const loaded = page.waitForResponse((r) => r.url().includes('/api/bemanna/planering'));
    await page.getByRole('button', { name: 'Nästa period' }).click();
    await loaded;
  }
}

/** the mass planner for one need: the dry run in the dialog */
async function propose(page: Page, name: string) {
  await page.getByRole('button', { name: 'Massplanera' }).click();
  const dialog = page.getByRole('dialog', { name: /^Massplanering/ });
  await dialog.getByLabel('Behov').selectOption({ label: name });
  const proposed = page.waitForResponse((r) => r.url().endsWith('/api/bemanna/massplanering/forslag'));
  await dialog.getByRole('button', { name: 'Ta fram förslag' }).click();
  expect((await proposed).status()).toBe(200);
  return dialog;
}

test.describe('staffing: the mass planner', () => {
  test('a dry run shows every pass it cannot fill and why before anything is written; apply fills the grid; the schedule exports', async ({ page }, info) => {
    test.setTimeout(120_000);
    const name = `E2E mass ${info.workerIndex}-${Date.now() % 100_000}`;
    const day = plus(mondayIn(5), 2);
    await asAdministrator(page);
    // 20 people on one evening: more than department 10 has, so some places stay open (each person once: overlap)
    await need(page, name, day, 20);
    await planner(page, 5);
    const grid = page.getByRole('region', { name: 'Planering per anställd och dag' });
    const unfilledRow = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Obemannade' }) });
    // the day shows three of its open passes and "+n till": opened, all of them
    await unfilledRow.getByRole('button', { name: new RegExp(`^\\+\\d+ till, ${day}$`) }).click();
    await expect(unfilledRow.getByRole('button', { name: new RegExp(name) })).toHaveCount(20);

    let applied = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/bemanna/massplanering') && r.method() === 'POST') applied = true;
    });
    const dialog = await propose(page, name);
    await expect(dialog.getByText(/^Förslag: \d+ pass bemannas · \d+ kan inte bemannas$/)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /^Kan inte bemannas \(\d+\)$/ })).toBeVisible();
    await expect(dialog.getByText(/överlappande pass: \d+/).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // nothing written by the dry run: the grid still has all 20 open
    expect(applied).toBe(false);
    const count = Number(/Verkställ \((\d+)\)/.exec((await dialog.getByRole('button', { name: /^Verkställ/ }).textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    const done = page.waitForResponse((r) => r.url().endsWith('/api/bemanna/massplanering') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: /^Verkställ/ }).click();
    expect((await done).status()).toBe(200);
    await expect(dialog.getByText(`Bemannade pass: ${count}`)).toBeVisible();
    // the footer's Stäng (the corner button has the same name)
    await dialog.getByRole('button', { name: 'Stäng', exact: true }).last().click();
    await expect(dialog).toHaveCount(0);
    // the grid: the people's rows have the passes, the open row keeps the rest
    await expect(unfilledRow.getByRole('button', { name: new RegExp(name) })).toHaveCount(20 - count);
    await expect(
      grid
        .getByRole('row')
        .filter({ hasNot: page.getByRole('rowheader', { name: 'Obemannade' }) })
        .getByRole('button', { name: new RegExp(name) }),
    ).toHaveCount(count);
    // the planned passes to payroll
    const exported = page.waitForResponse((r) => r.url().includes('/api/bemanna/schematransaktioner'));
    await page.getByRole('button', { name: 'Exportera schema (PAXml)' }).click();
    const file = await exported;
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('paxml-schema-1001-');
    // the browser keeps the body for the file: the same call once more shows what it holds
    const xml = await (await page.request.get(file.url(), { headers: HEADERS })).text();
    expect(xml).toContain('<schematransaktioner>');
    expect(xml).toMatch(/<dag datum="[\d-]+" starttid="[\d-]+T16:00:00" sluttid="[\d-]+T22:00:00" timmar="6.00"\/>/);
  });

  test('the mass planner on a phone: the dry run, apply, the day list @phone', async ({ page }, info) => {
    test.setTimeout(120_000);
    const name = `E2E mass tel ${info.project.name}-${Date.now() % 100_000}`;
    const day = plus(mondayIn(6), 3);
    await asAdministrator(page);
    await need(page, name, day, 1);
    await planner(page, 6);
    const dialog = await propose(page, name);
    await expect(dialog.getByText('Förslag: 1 pass bemannas · 0 kan inte bemannas')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Verkställ (1)' }).click();
    await expect(dialog.getByText('Bemannade pass: 1')).toBeVisible();
    // the footer's Stäng (the corner button has the same name)
    await dialog.getByRole('button', { name: 'Stäng', exact: true }).last().click();
    const wide = (page.viewportSize()?.width ?? 1280) >= 640;
    const plan = page.getByRole(wide ? 'region' : 'list', { name: 'Planering per anställd och dag' });
    // staffed now: on the phone its card names the person instead of "Obemannat"
    const card = plan.getByRole('button', { name: new RegExp(name) });
    await expect(card).toHaveCount(1);
    if (!wide) await expect(card).not.toContainText('Obemannat');
  });
});
