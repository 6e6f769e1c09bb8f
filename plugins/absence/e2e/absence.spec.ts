import { axeViolations } from '../../../e2e/support/axe';
import { today } from '../../../e2e/support/clock';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { type APIRequestContext, expect, onSuiteClock, type Page, test } from '../../../e2e/support/test';

/*
 * The absence notices and the calendar, end to end. The employees are our own: department-10 employees of Omsorgen
 * (never per@demo.se, whose rows the time specs use) without an open demo notice, one slot per test and project so
 * parallel runs never share one. A notice a test leaves open (a retry) is recovered before it starts again.
 */
const HEADERS = { 'dv-api': '1', 'content-type': 'application/json', 'dv-selected-company': '1001' };
const plus = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Option = { AnstNr: string; Namn: string; Avdelning: string };
type Notice = { Id: string; AnstNr: string; Kommentar: string; FriskDatum: string };

/** our employee of the slot (its number and name), with no open notice left from an earlier try */
async function ourEmployee(request: APIRequestContext, slot: number): Promise<Option> {
  expect((await request.post('/api/authenticate', { headers: HEADERS, data: { Login: 'ftg@demo.se', Password: 'demo1234' } })).status()).toBe(200);
  expect((await request.patch('/api/me/updateSessionUserAccount', { headers: HEADERS, data: { FtgId: '1001' } })).status()).toBe(200);
  const employees = (await (await request.get('/api/absenceReports/employees', { headers: HEADERS })).json()) as Option[];
  const open = (await (await request.get('/api/absenceReports?Recovered=false', { headers: HEADERS })).json()) as Notice[];
  const seeded = new Set(open.filter((n) => !n.Kommentar.startsWith('e2e')).map((n) => n.AnstNr));
  const ours = employees.filter((e) => e.Avdelning === '10' && e.AnstNr !== '3' && !seeded.has(e.AnstNr)).sort((a, b) => Number(b.AnstNr) - Number(a.AnstNr))[
    slot
  ];
  if (!ours) throw new Error(`no employee for slot ${slot}`);
  for (const n of open.filter((x) => x.AnstNr === ours.AnstNr))
    expect((await request.put(`/api/absenceReports/${n.Id}/recovery`, { headers: HEADERS, data: { FriskDatum: plus(today(), 1) } })).status()).toBe(200);
  return ours;
}

async function openNotices(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) >= 768) {
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Frånvaroanmälan' }).click();
  } else {
    await page.goto('/absenceReports');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Frånvaroanmälan' })).toBeVisible();
}

test.describe('absence notices', () => {
  test('a sick notice reported in one browser shows at once in another’s open list and calendar; recovery closes it', async ({ page, browser }, info) => {
    test.setTimeout(150_000);
    const emp = await ourEmployee(page.request, info.project.name === 'phone' ? 3 : 0);
    const comment = `e2e ${info.project.name} ${Date.now()}`;
    await page.context().clearCookies();

    // the department administrator watches the open notices of his department
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = info.project.use;
    const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
    await onSuiteClock(context);
    const watcher = await context.newPage();
    await signInAs(watcher, 'avd@demo.se');
    await expectShell(watcher);
    await openNotices(watcher);
    expect(await axeViolations(watcher)).toEqual([]);

    // the company administrator reports the employee sick
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
    await expectShell(page);
    await openNotices(page);
    await page.getByRole('button', { name: 'Anmäl frånvaro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmäl frånvaro' });
    await dialog.getByLabel('Anställd').selectOption(emp.AnstNr);
    await expect(dialog.getByLabel('Typ av frånvaro')).toHaveValue('SJK');
    await dialog.getByRole('textbox', { name: /^Kommentar/ }).fill(comment);
    expect(await axeViolations(page)).toEqual([]);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/absenceReports') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Skicka anmälan' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Frånvaron är anmäld.')).toBeVisible();

    // the other browser's open list follows by push: the notice with its sick-pay timeline
    const card = watcher.getByRole('listitem').filter({ hasText: comment });
    await expect(card).toBeVisible();
    await expect(card).toContainText(emp.Namn);
    await expect(card).toContainText('Sjukdom');
    await expect(card).toContainText('Karensavdrag');
    await expect(card).toContainText('Läkarintyg');

    // its days are in the time report (the karensavdrag on the first scheduled day, then SJK)
    const report = await page.request.get(`/api/tidrapport?AnstNr=${emp.AnstNr}&From=${today()}&To=${plus(today(), 13)}`, { headers: HEADERS });
    const rows = ((await report.json()) as { Days: { Rows: { TidKod: string; Source: string }[] }[] }).Days.flatMap((d) => d.Rows).filter(
      (r) => r.Source === 'BOOKED',
    );
    expect(rows.map((r) => r.TidKod)).toContain('SJK');

    // the calendar shows him absent, in words as well as colour
    await watcher.goto('/absencecalendar');
    await expect(watcher.getByRole('heading', { level: 1, name: 'Frånvarokalender' })).toBeVisible();
    const line = watcher.getByRole('row').filter({ has: watcher.getByRole('rowheader', { name: new RegExp(emp.Namn) }) });
    await expect(line).toBeVisible();
    await expect(line).toContainText('Sjukdom 100 %');
    expect(await axeViolations(watcher)).toEqual([]);

    // he is back tomorrow: the administrator reports recovery, and the watcher's list loses the notice
    await openNotices(watcher);
    await expect(card).toBeVisible();
    const mine = page.getByRole('listitem').filter({ hasText: comment });
    await mine.getByRole('button', { name: `Friskanmäl ${emp.Namn}` }).click();
    const back = page.getByRole('dialog', { name: 'Friskanmäl' });
    await back.getByRole('textbox', { name: /^Tillbaka i arbete från/ }).fill(plus(today(), 1));
    const recovered = page.waitForResponse((r) => r.url().includes('/recovery') && r.request().method() === 'PUT');
    await back.getByRole('button', { name: 'Skicka friskanmälan' }).click();
    expect((await recovered).status()).toBe(200);
    await expect(page.getByText('Friskanmälan är skickad.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(mine).toHaveCount(0);
    await context.close();
  });

  test('a bad date is a field error and nothing is sent; the form works on a phone @phone', async ({ page }, info) => {
    test.setTimeout(90_000);
    const emp = await ourEmployee(page.request, info.project.name === 'phone' ? 2 : 1);
    await page.context().clearCookies();
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
    await expectShell(page);
    await openNotices(page);
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/absenceReports') && r.method() === 'POST') sent = true;
    });
    await page.getByRole('button', { name: 'Anmäl frånvaro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmäl frånvaro' });
    await dialog.getByLabel('Anställd').selectOption(emp.AnstNr);
    await dialog.getByLabel('Typ av frånvaro').selectOption('TJL');
    const from = dialog.getByRole('textbox', { name: /^Från och med/ });
    await from.fill('2026-13-45');
    await dialog.getByRole('button', { name: 'Skicka anmälan' }).click();
    await expect(dialog.getByText('Från och med är inte ett giltigt datum.')).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // a good date: a half day of leave of absence from tomorrow, then recovered again (the employee is ours)
    await from.fill(plus(today(), 1));
    await dialog.getByLabel('Omfattning').selectOption('50');
    await dialog.getByRole('textbox', { name: /^Kommentar/ }).fill(`e2e ${info.project.name} tjl`);
    await dialog.getByRole('button', { name: 'Skicka anmälan' }).click();
    const card = page.getByRole('listitem').filter({ hasText: `e2e ${info.project.name} tjl` });
    await expect(card).toContainText('Tjänstledighet');
    await expect(card).toContainText('50 %');
    await card.getByRole('button', { name: `Friskanmäl ${emp.Namn}` }).click();
    const back = page.getByRole('dialog', { name: 'Friskanmäl' });
    await back.getByRole('textbox', { name: /^Tillbaka i arbete från/ }).fill(plus(today(), 3));
    await back.getByRole('button', { name: 'Skicka friskanmälan' }).click();
    await expect(card).toHaveCount(0);
  });

  test('leave registered and approved in one browser shows at once in another’s absence calendar, by type', async ({ page, browser }, info) => {
    test.setTimeout(150_000);
    // our own employee (slots 4–7: per project and retry) with no approved leave left today from an earlier try
    const emp = await ourEmployee(page.request, 4 + (info.project.name === 'phone' ? 1 : 0) + (info.retry % 2) * 2);
    const day = today();
    const left = (await (await page.request.get(`/api/leaveapplications/admin?FromDate=${day}`, { headers: HEADERS })).json()) as {
      Id: string;
      AnstNr: string;
      Status: string;
      FromDatum: string;
    }[];
    for (const a of left.filter((x) => x.AnstNr === emp.AnstNr && x.FromDatum <= day && (x.Status === 'APPROVED' || x.Status === 'REVIEW')))
      await page.request.post(`/api/leaveapplications/${a.Id}/${a.Status === 'APPROVED' ? 'revert' : 'deny'}`, {
        headers: HEADERS,
        data: { Meddelande: 'e2e' },
      });
    await page.context().clearCookies();

    // the company's second administrator watches this month's calendar, leave only
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = info.project.use;
    const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
    await onSuiteClock(context);
    const watcher = await context.newPage();
    await signInAs(watcher, 'avd@demo.se', { path: '/absencecalendar' });
    await expectShell(watcher);
    await expect(watcher.getByRole('heading', { level: 1, name: 'Frånvarokalender' })).toBeVisible();
    await watcher.getByLabel('Typ', { exact: true }).selectOption('SEM');
    await expect(watcher.getByRole('list', { name: 'Förklaring' })).toContainText('Semester');
    const line = watcher.getByRole('row').filter({ has: watcher.getByRole('rowheader', { name: new RegExp(emp.Namn) }) });

    // the company administrator registers a day of vacation for him today: approved at once
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB', path: '/leaveapplications' });
    await expectShell(page);
    await page.getByRole('button', { name: 'Registrera ledighet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrera ledighet för en anställd' });
    await dialog.getByRole('combobox', { name: /^Anställd/ }).selectOption(emp.AnstNr);
    for (const field of ['Från och med', 'Till och med']) {
      const box = dialog.getByRole('textbox', { name: new RegExp(`^${field}`) });
      await box.fill(day);
      await box.press('Tab');
    }
    // every weekday, so the day counts whatever weekday the suite's clock says
    for (const w of ['Lördag', 'Söndag']) await dialog.getByRole('checkbox', { name: w }).check();
    await dialog.getByRole('checkbox', { name: 'Skapa tidrader automatiskt' }).uncheck();
    expect(await axeViolations(page)).toEqual([]);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/leaveapplications/admin') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Registrera och bevilja' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Ledigheten är registrerad och beviljad.')).toBeVisible();

    // the watcher's calendar follows by push, without a reload: the leave in words as well as colour
    await expect(line).toBeVisible();
    await expect(line).toContainText('Semester 100 %');
    expect(await axeViolations(watcher)).toEqual([]);

    // the decision taken back: the leave leaves the calendar again
    const mine = (await (await page.request.get(`/api/leaveapplications/admin?FromDate=${day}`, { headers: HEADERS })).json()) as {
      Id: string;
      AnstNr: string;
      Status: string;
    }[];
    const ours = mine.find((a) => a.AnstNr === emp.AnstNr && a.Status === 'APPROVED')!;
    expect((await page.request.post(`/api/leaveapplications/${ours.Id}/revert`, { headers: HEADERS, data: { Meddelande: 'e2e' } })).status()).toBe(200);
    await expect(line).toHaveCount(0);
    await context.close();
  });
});
