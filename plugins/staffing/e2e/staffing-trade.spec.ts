import { axeViolations } from '../../../e2e/support/axe';
import { today } from '../../../e2e/support/clock';
import { chooseCompany, expectShell, lastMailTo, PASSWORD, signIn } from '../../../e2e/support/session';
import { type APIRequestContext, expect, onSuiteClock, type Page, test } from '../../../e2e/support/test';

/**
 * Shift trade in company 1001 (PassbyteTyp C: the responsible planner approves). Three browsers: the employee who
 * offers his pass (per@demo.se), a colleague who shows interest (an account made for the test), and the planner.
 */
const C1 = { 'dv-api': '1', 'dv-selected-company': '1001', 'content-type': 'application/json' };
const plus = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function signInTo1001(page: Page, login: string): Promise<void> {
  await signIn(page, login);
  const picker = page.getByRole('dialog', { name: 'Välj företag' });
  const menu = page.getByRole('button', { name: 'Meny', exact: true });
  await expect(picker.or(menu)).toBeVisible();
  if (await picker.isVisible()) await chooseCompany(page, 'Omsorgen Personlig Assistans AB');
  await expectShell(page);
}

/** an employee account of company 1001 for `anstNr`, made by the administrator; the password chosen from the mail */
async function colleagueLogin(admin: Page, request: APIRequestContext, other: Page, anstNr: string, tag: string): Promise<string> {
  const login = `byte.${tag}@example.se`;
  const made = await admin.request.post('/api/admin/users', {
    headers: C1,
    data: {
      Login: login,
      Namn: 'Kalle Kollega',
      Roll: 'PER',
      Signatur: '',
      PersNr: '',
      Email: login,
      Mobile: '',
      FtgId: '1001',
      Companies: ['1001'],
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
  return login;
}

test.describe('staffing: shift trade', () => {
  test('an employee offers his pass, a colleague shows interest, the planner approves; each browser follows by push', async ({
    page,
    browser,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const tag = `${info.project.name}.${Date.now()}`;
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = info.project.use;
    /** a browser of its own for each person, on the suite's clock */
    const newPage = async (): Promise<Page> => {
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
      await onSuiteClock(context);
      return context.newPage();
    };
    // a day of its own, 5–24 weeks ahead (no seeded pass, no other spec's)
    const day = plus(today(), 35 + (Date.now() % 140));
    const name = `E2E byte ${tag}`;

    // the planner (ftg@demo.se): a need of one pass that day, per@demo.se's employee on it
    await signInTo1001(page, 'ftg@demo.se');
    const need = await page.request.post('/api/bemanna/behov', {
      headers: C1,
      data: {
        Namn: name,
        Uppgift: '',
        Avdelning: '10',
        ResEnh: '',
        Brukare: '',
        Start: '09:00',
        Slut: '13:00',
        Antal: 1,
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
    expect(need.status(), await need.text()).toBe(200);
    const needId = (await need.json()).Id as string;
    const plan = await (await page.request.get(`/api/bemanna/planering?From=${day}&To=${day}&Avdelning=10`, { headers: C1 })).json();
    const pass = plan.Passes.find((p: { BehovId: string }) => p.BehovId === needId);
    const assigned = await page.request.put(`/api/bemanna/pass/${pass.Id}/anstalld`, { headers: C1, data: { AnstNr: '3', Version: pass.Version } });
    expect(assigned.status(), await assigned.text()).toBe(200);
    const colleague = plan.Employees.filter((e: { AnstNr: string }) => e.AnstNr !== '3').at(-1) as { AnstNr: string; Namn: string };

    // the colleague's account and browser (the administrator makes it)
    const admin = await newPage();
    await signInTo1001(admin, 'adm@demo.se');
    const taker = await newPage();
    const takerLogin = await colleagueLogin(admin, request, taker, colleague.AnstNr, tag);
    await signInTo1001(taker, takerLogin);
    await taker.goto('/bemanna/mina-pass');
    await expect(taker.getByRole('heading', { level: 1, name: 'Mina pass' })).toBeVisible();

    // the employee offers the pass from his own page
    const offerer = await newPage();
    await signInTo1001(offerer, 'per@demo.se');
    await offerer.goto('/bemanna/mina-pass');
    await expect(offerer.getByRole('heading', { level: 1, name: 'Mina pass' })).toBeVisible();
    await expect(offerer.getByText('Passbyten godkänns av ansvarig.')).toBeVisible();
    const mine = offerer.getByRole('listitem').filter({ hasText: name });
    await mine.getByRole('button', { name: /^Lägg ut för byte: / }).click();
    await expect(offerer.getByText('Klart.')).toBeVisible();
    expect(await axeViolations(offerer)).toEqual([]);

    // the planner's view shows it by push; the colleague shows interest
    await page.goto('/bemanna/passbyten');
    await expect(page.getByRole('heading', { level: 1, name: 'Passbyten' })).toBeVisible();
    const open = page.getByRole('listitem').filter({ hasText: name });
    await expect(open.getByText('Utlagt för byte')).toBeVisible();
    const offered = taker.getByRole('listitem').filter({ hasText: name });
    await offered.getByRole('button', { name: 'Anmäl intresse' }).click();
    await expect(offered.getByText('Du har anmält intresse.')).toBeVisible();
    await expect(open.getByText('Intresse anmält')).toBeVisible();
    await expect(
      offerer
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByText(/Intresserade: /),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // the planner approves: the trade moves to history everywhere, and the pass to the colleague
    await open.getByRole('button', { name: /^Ge passet till / }).click();
    await expect(page.getByRole('region', { name: 'Historik' }).getByRole('listitem').filter({ hasText: name }).getByText('Godkänt')).toBeVisible();
    await expect(taker.getByRole('region', { name: 'Historik' }).getByRole('listitem').filter({ hasText: name }).getByText('Godkänt')).toBeVisible();
    await expect(offerer.getByRole('region', { name: 'Mina planerade pass' }).getByText(name)).toHaveCount(0);
    const after = await (await page.request.get(`/api/bemanna/planering?From=${day}&To=${day}&Avdelning=10`, { headers: C1 })).json();
    expect(after.Passes.find((p: { Id: string }) => p.Id === pass.Id).AnstNr).toBe(colleague.AnstNr);
    for (const p of [admin, taker, offerer]) await p.context().close();
  });

  test('the employee’s page on a phone: his passes and the trade type @phone', async ({ page }) => {
    await signInTo1001(page, 'per@demo.se');
    await page.goto('/bemanna/mina-pass');
    await expect(page.getByRole('heading', { level: 1, name: 'Mina pass' })).toBeVisible();
    await expect(page.getByText('Passbyten godkänns av ansvarig.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Mina planerade pass' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
