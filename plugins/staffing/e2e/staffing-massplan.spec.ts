import { axeViolations } from '../../../e2e/support/axe';
import { expect, type Page, test } from '../../../e2e/support/test';
import { asAdministrator, mondayIn, plus, postNeed } from './fixtures';

/** a need of department 10 with one pass (16:00–22:00) on `date` for `antal` people, through the API (the needs page has its own spec) */
const need = (page: Page, Namn: string, date: string, Antal: number) =>
  postNeed(page, '1001', date, { Namn, Avdelning: '10', Start: '16:00', Slut: '22:00', Antal });

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
    const xml = await (await page.request.get(file.url(), { headers: { 'dv-api': '1', 'dv-selected-company': '1001' } })).text();
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
