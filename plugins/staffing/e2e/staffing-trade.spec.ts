import { axeViolations } from '../../../e2e/support/axe';
import { today } from '../../../e2e/support/clock';
import { expectShell, lastMailTo, PASSWORD, signInAs } from '../../../e2e/support/session';
import { type APIRequestContext, type Browser, expect, onSuiteClock, type Page, type TestInfo, test } from '../../../e2e/support/test';
import { apiHeaders, cleanDay as cleanDayOf, COMPANY_NAMES, type PassRow, plus, postNeed } from './fixtures';

/**
 * Shift trade from the employee's own schedule and calendar (the time plugin's pages; staffing's day action), by the
 * company's PassbyteTyp, in browsers of their own for the offerer, the colleague and the planner:
 * C in 1001 (the planner approves), A in 1006 (the offerer approves), F in 1009 (the first to ask takes it), X in 1013
 * (set by the test: no trade anywhere). Every person but the seeded ones is an account the test makes; every pass is on
 * a day of its own — a fixed week per test and project (`dayOf`), 5–16 weeks ahead — and each test first removes
 * what a previous run left on its day (`cleanDay`), so a rerun on the same server meets the same plan.
 */
const headers = apiHeaders;
const COMPANY = COMPANY_NAMES;

async function signInTo(page: Page, login: string, ftg: string): Promise<void> {
  await signInAs(page, login, { company: COMPANY[ftg]! });
  await expectShell(page);
}

/** a browser of its own for each person, on the suite's clock */
function browsers(browser: Browser, info: TestInfo) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = info.project.use;
  return async (): Promise<Page> => {
    const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
    await onSuiteClock(context);
    return context.newPage();
  };
}

/** an employee account of `ftg` for `anstNr`, made by the administrator; the password chosen from the mail */
async function employeeLogin(admin: Page, request: APIRequestContext, other: Page, ftg: string, anstNr: string, login: string): Promise<string> {
  const made = await admin.request.post('/api/admin/users', {
    headers: headers(ftg),
    data: {
      Login: login,
      Namn: `Test ${anstNr}`,
      Roll: 'PER',
      Signatur: '',
      PersNr: '',
      Email: login,
      Mobile: '',
      FtgId: ftg,
      Companies: [ftg],
      AnstNr: anstNr,
      Brukare: '',
      Avdelningar: [],
      LoginTyp: 'A',
      AccessOption: '',
      UserOptions: [],
      Disabled: false,
      SendLink: true,
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const mail = await lastMailTo(request, login);
  const link = new URL(/(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mail.text)![1]!);
  await other.goto(link.pathname + link.hash);
  await other.getByLabel(/^Nytt lösenord/).fill(PASSWORD);
  await other.getByLabel(/^Upprepa lösenordet/).fill(PASSWORD);
  await other.getByRole('button', { name: 'Spara lösenordet' }).click();
  await expect(other.getByRole('status')).toHaveText('Lösenordet är bytt. Logga in med ditt nya lösenord.');
  await signInTo(other, login, ftg);
  return login;
}

type Employee = { AnstNr: string; Namn: string };

/** the planner makes a need of one pass (09:00–13:00) on `day` and puts `anstNr` on it (the first employee when empty) */
async function plannedPass(planner: Page, ftg: string, day: string, name: string, anstNr = '') {
  const needId = await postNeed(planner, ftg, day, { Namn: name, Start: '09:00', Slut: '13:00' });
  const plan = await (await planner.request.get(`/api/bemanna/planering?From=${day}&To=${day}`, { headers: headers(ftg) })).json();
  const employees = (plan.Employees as (Employee & { Aktiv: boolean })[]).filter((e) => e.Aktiv);
  const offerer = anstNr || employees[0]!.AnstNr;
  const pass = (plan.Passes as PassRow[]).find((p) => p.BehovId === needId)!;
  const assigned = await planner.request.put(`/api/bemanna/pass/${pass.Id}/anstalld`, {
    headers: headers(ftg),
    data: { AnstNr: offerer, Version: pass.Version },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const taker = employees.filter((e) => e.AnstNr !== offerer).at(-1)!;
  /** who has the pass now (the planner's view of the day) */
  const holder = async () => {
    const now = await (await planner.request.get(`/api/bemanna/planering?From=${day}&To=${day}`, { headers: headers(ftg) })).json();
    return (now.Passes as PassRow[]).find((p) => p.Id === pass.Id)!.AnstNr;
  };
  return { pass, offerer, taker, holder };
}

/** the schedule (or calendar) on the week of `day`: the period typed into the period bar */
async function openAt(page: Page, path: '/schedule' | '/calendar', day: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: path === '/schedule' ? 'Schema' : 'Kalendarie' })).toBeVisible();
  await page.getByRole('button', { name: /\d{4}/, expanded: false }).first().click();
  // from the day itself: the calendar shows the month the period starts in
  const to = page.getByRole('textbox', { name: /^Till/ });
  await to.fill(plus(day, 3));
  await to.press('Tab');
  const from = page.getByRole('textbox', { name: /^Från/ });
  await from.fill(day);
  await from.press('Tab');
}

/** the day of a test: its own week per test and project (desktop, phone), so no two runs share a day */
const SLOTS = ['C', 'A', 'F', 'X', 'phone'] as const;
function dayOf(test: (typeof SLOTS)[number], info: TestInfo): string {
  const slot = SLOTS.indexOf(test) * 2 + (info.project.name === 'phone' ? 1 : 0);
  return plus(today(), 35 + 7 * slot);
}

/**
 * Takes this spec's passes of `day` (needs named "E2E byte …") off their people and removes their needs, so the day
 * is free again: a pass that someone is on would otherwise refuse the next run's pass (overlap) for the same person.
 */
const cleanDay = (planner: Page, ftg: string, day: string) => cleanDayOf(planner, ftg, day, 'E2E byte');

const offerButton = (page: Page) => page.getByRole('button', { name: /^Lägg ut för byte: .* 09:00–13:00$/ });
const takeButton = (page: Page) => page.getByRole('button', { name: /^Pass att ta 09:00–13:00: / });
const tradeDialog = (page: Page) => page.getByRole('dialog', { name: 'Passbyte' });

test.describe('staffing: shift trade from the schedule and calendar', () => {
  test('C: the employee offers from his schedule, a colleague shows interest from his, the planner approves; each follows by push', async ({
    page,
    browser,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const newPage = browsers(browser, info);
    const tag = `${info.project.name}.${Date.now()}`;
    const day = dayOf('C', info);
    const name = `E2E byte C ${tag}`;

    await signInTo(page, 'ftg@demo.se', '1001');
    await cleanDay(page, '1001', day);
    const { pass, taker: colleague, holder } = await plannedPass(page, '1001', day, name, '3');

    const admin = await newPage();
    await signInTo(admin, 'adm@demo.se', '1001');
    const taker = await newPage();
    await employeeLogin(admin, request, taker, '1001', colleague.AnstNr, `byte.c.${tag}@example.se`);
    await openAt(taker, '/schedule', day);

    // the employee offers the pass from its day in his schedule
    const offerer = await newPage();
    await signInTo(offerer, 'per@demo.se', '1001');
    await openAt(offerer, '/schedule', day);
    await offerButton(offerer).click();
    await expect(offerer.getByText('Klart.')).toBeVisible();
    await expect(offerer.getByRole('button', { name: /^Utlagt för byte: / })).toBeVisible();
    expect(await axeViolations(offerer)).toEqual([]);

    // the planner's view shows it; the colleague sees it on the same day of his schedule (push) and shows interest
    await page.goto('/bemanna/passbyten');
    await expect(page.getByRole('heading', { level: 1, name: 'Passbyten' })).toBeVisible();
    const open = page.getByRole('listitem').filter({ hasText: name });
    await expect(open.getByText('Utlagt för byte')).toBeVisible();
    await takeButton(taker).click();
    await tradeDialog(taker).getByRole('button', { name: 'Anmäl intresse' }).click();
    await expect(tradeDialog(taker).getByText('Du har anmält intresse.')).toBeVisible();
    expect(await axeViolations(taker)).toEqual([]);
    await tradeDialog(taker).getByRole('button', { name: 'Stäng' }).click();
    await expect(open.getByText('Intresse anmält')).toBeVisible();
    await expect(offerer.getByRole('button', { name: /^Intresse anmält: / })).toBeVisible();

    // the planner approves: the pass is the colleague's, in his schedule; the offerer's day has no trade left
    await open.getByRole('button', { name: /^Ge passet till / }).click();
    await expect(page.getByRole('region', { name: 'Historik' }).getByRole('listitem').filter({ hasText: name }).getByText('Godkänt')).toBeVisible();
    await expect(offerer.getByRole('button', { name: /^(Intresse anmält|Utlagt för byte): / })).toHaveCount(0);
    await expect(takeButton(taker)).toHaveCount(0);
    expect(await holder()).toBe(colleague.AnstNr);
    // his trade history is the schedule's "Passbyten" tab
    await taker.getByRole('tab', { name: 'Passbyten' }).click();
    await expect(taker.getByRole('region', { name: 'Historik' }).getByRole('listitem').filter({ hasText: name }).getByText('Godkänt')).toBeVisible();
    // the old employee page is gone
    await offerer.goto('/bemanna/mina-pass');
    await expect(offerer.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
    for (const p of [admin, taker, offerer]) await p.context().close();
    await cleanDay(page, '1001', day);
    void pass;
  });

  test('A: the offerer gives his pass to the colleague who asked from her calendar', async ({ page, browser, request }, info) => {
    test.setTimeout(180_000);
    const newPage = browsers(browser, info);
    const tag = `${info.project.name}.${Date.now()}`;
    const day = dayOf('A', info);
    const name = `E2E byte A ${tag}`;

    await signInTo(page, 'adm@demo.se', '1006');
    await cleanDay(page, '1006', day);
    const { offerer: offererNr, taker: colleague, holder } = await plannedPass(page, '1006', day, name);
    const offerer = await newPage();
    await employeeLogin(page, request, offerer, '1006', offererNr, `byte.a1.${tag}@example.se`);
    const taker = await newPage();
    await employeeLogin(page, request, taker, '1006', colleague.AnstNr, `byte.a2.${tag}@example.se`);

    await openAt(offerer, '/schedule', day);
    await offerer.getByRole('tab', { name: 'Passbyten' }).click();
    await expect(offerer.getByText('Passbyten godkänns av den som lägger ut passet.')).toBeVisible();
    await offerer.getByRole('tab', { name: 'Schema' }).click();
    await offerButton(offerer).click();
    await expect(offerer.getByRole('button', { name: /^Utlagt för byte: / })).toBeVisible();

    // the colleague asks from her calendar
    await openAt(taker, '/calendar', day);
    await takeButton(taker).click();
    await tradeDialog(taker).getByRole('button', { name: 'Anmäl intresse' }).click();
    await expect(tradeDialog(taker).getByText('Du har anmält intresse.')).toBeVisible();
    await tradeDialog(taker).getByRole('button', { name: 'Stäng' }).click();

    // the offerer sees the interest by push and gives the pass away
    await offerer.getByRole('button', { name: /^Intresse anmält: / }).click();
    const dialog = tradeDialog(offerer);
    await expect(dialog.getByText(/^Intresserade: /)).toBeVisible();
    expect(await axeViolations(offerer)).toEqual([]);
    await dialog.getByRole('button', { name: /^Ge passet till / }).click();
    await expect(dialog).toBeHidden();
    await expect(offerer.getByRole('button', { name: /^(Intresse anmält|Utlagt för byte): / })).toHaveCount(0);
    expect(await holder()).toBe(colleague.AnstNr);
    await expect(takeButton(taker)).toHaveCount(0);
    for (const p of [offerer, taker]) await p.context().close();
    await cleanDay(page, '1006', day);
  });

  test('F: the first colleague to ask takes the pass at once', async ({ page, browser, request }, info) => {
    test.setTimeout(180_000);
    const newPage = browsers(browser, info);
    const tag = `${info.project.name}.${Date.now()}`;
    const day = dayOf('F', info);
    const name = `E2E byte F ${tag}`;

    await signInTo(page, 'adm@demo.se', '1009');
    await cleanDay(page, '1009', day);
    const { offerer: offererNr, taker: colleague, holder } = await plannedPass(page, '1009', day, name);
    const offerer = await newPage();
    await employeeLogin(page, request, offerer, '1009', offererNr, `byte.f1.${tag}@example.se`);
    const taker = await newPage();
    await employeeLogin(page, request, taker, '1009', colleague.AnstNr, `byte.f2.${tag}@example.se`);

    await openAt(offerer, '/schedule', day);
    await openAt(taker, '/schedule', day);
    await offerButton(offerer).click();
    await expect(offerer.getByRole('button', { name: /^Utlagt för byte: / })).toBeVisible();

    await takeButton(taker).click();
    await expect(tradeDialog(taker).getByText(/Passbyten sker direkt|utlagt av/)).toBeVisible();
    await tradeDialog(taker).getByRole('button', { name: 'Ta passet' }).click();
    await expect(tradeDialog(taker)).toBeHidden();
    await expect(taker.getByText('Klart.')).toBeVisible();
    expect(await holder()).toBe(colleague.AnstNr);
    // the offerer's day follows by push: the pass is no longer his to trade
    await expect(offerer.getByRole('button', { name: /^(Intresse anmält|Utlagt för byte): / })).toHaveCount(0);
    await expect(offerButton(offerer)).toHaveCount(0);
    for (const p of [offerer, taker]) await p.context().close();
    await cleanDay(page, '1009', day);
  });

  test('X: no trade anywhere — no button on the schedule, no tab, the planner’s route refused', async ({ page, browser, request }, info) => {
    test.setTimeout(120_000);
    const newPage = browsers(browser, info);
    const tag = `${info.project.name}.${Date.now()}`;
    const day = dayOf('X', info);

    await signInTo(page, 'adm@demo.se', '1013');
    await cleanDay(page, '1013', day);
    // 1013's own setting for this test (no other spec trades in 1013); put back at the end
    const set = (Value: string) => page.request.put('/api/admin/portalinfo/PassbyteTyp', { headers: headers('1013'), data: { Value } });
    // off the dashboard first: still loading its cards as the switch turned to X, it asked the trades card it had
    // decided on under C, and got the server's 403 (CI, session 15)
    await page.goto('about:blank');
    expect((await set('X')).status()).toBe(200);
    try {
      const { offerer: offererNr } = await plannedPass(page, '1013', day, `E2E byte X ${tag}`);
      const offerer = await newPage();
      await employeeLogin(page, request, offerer, '1013', offererNr, `byte.x.${tag}@example.se`);
      await openAt(offerer, '/schedule', day);
      await expect(offerer.getByText('09:00–13:00').first()).toBeVisible();
      await expect(offerButton(offerer)).toHaveCount(0);
      await expect(offerer.getByRole('tab', { name: 'Passbyten' })).toHaveCount(0);
      expect((await offerer.request.get('/api/bemanna/minapass', { headers: headers('1013') })).status()).toBe(403);
      await offerer.context().close();

      await page.goto('/bemanna/passbyten');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('link', { name: 'Passbyten' })).toHaveCount(0);
    } finally {
      // clean before C is back: with C the open dashboard would load the trades card while the server may still
      // answer from its cached X for a moment
      await cleanDay(page, '1013', day);
      // and leave the dashboard first: pushed the change, it loaded the trades card at once, and the request could
      // reach the worker that had not yet forgotten its cached X (a 403 in CI run 3; the host's race is in the
      // session-14 note)
      await page.goto('about:blank');
      expect((await set('C')).status()).toBe(200);
    }
  });

  test('the schedule on a phone: the offer button on the pass’s day, the trade tab @phone', async ({ page, browser }, info) => {
    const tag = `${info.project.name}.${Date.now()}`;
    const day = dayOf('phone', info);
    // the planner in a browser of his own
    const planner = await browsers(browser, info)();
    await signInTo(planner, 'ftg@demo.se', '1001');
    await cleanDay(planner, '1001', day);
    await plannedPass(planner, '1001', day, `E2E byte tel ${tag}`, '3');
    await signInTo(page, 'per@demo.se', '1001');
    await openAt(page, '/schedule', day);
    await expect(offerButton(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Passbyten' }).click();
    await expect(page.getByText('Passbyten godkänns av ansvarig.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pass att ta' })).toBeVisible();
    // my shift-swap options are on the tab too, kept in this browser for my login
    await page.getByLabel('Meddela mig om mina passbyten').selectOption('SMS');
    expect(await page.evaluate(() => localStorage.getItem('UserOptions:per@demo.se:ShiftSwap'))).toBe(JSON.stringify({ onlyTakeable: false, notice: 'SMS' }));
    expect(await axeViolations(page)).toEqual([]);
    await cleanDay(planner, '1001', day);
    await planner.context().close();
  });
});
