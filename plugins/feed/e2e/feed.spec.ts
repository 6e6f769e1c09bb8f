import { axeViolations } from '../../../e2e/support/axe';
import { expectShell, lastMailTo, signInAs } from '../../../e2e/support/session';
import { type APIRequestContext, expect, expectHttpErrors, onSuiteClock, type Page, test } from '../../../e2e/support/test';

type Browser = NonNullable<ReturnType<ReturnType<Page['context']>['browser']>>;
type TestInfo = ReturnType<typeof test.info>;

const COMPANY = 'Omsorgen Personlig Assistans AB'; // 1001: departments 10 Assistansteam Norr, 20 Assistansteam Söder
const API = { 'dv-api': '1', 'content-type': 'application/json' };
const C1 = { ...API, 'dv-selected-company': '1001' };
const MEMBER_PASSWORD = 'Nyhet-2026!söder';

/**
 * An employee of department 20 with an account of his own (made for this run by the system administrator through the
 * admin API and its welcome mail): the demo has employee accounts in department 10 only.
 */
async function employeeOfSouth(request: APIRequestContext, info: TestInfo): Promise<string> {
  const signedIn = await request.post('/api/authenticate', { headers: API, data: { Login: 'adm@demo.se', Password: 'demo1234' } });
  expect(signedIn.ok()).toBe(true);
  const staff = (await (await request.get('/api/perlista', { headers: C1 })).json()) as { AnstNr: string; Avdelning: string; Aktiv: boolean }[];
  const south = staff.filter((e) => e.Avdelning === '20' && e.Aktiv);
  const employee = south[(info.workerIndex + info.retry) % south.length]!;
  const login = `soder.${info.project.name}.${Date.now()}@example.se`;
  const made = await request.post('/api/admin/users', {
    headers: C1,
    data: {
      Login: login,
      Namn: 'Sören Södergren',
      Roll: 'PER',
      Signatur: '',
      PersNr: '',
      Email: login,
      Mobile: '',
      FtgId: '1001',
      Companies: ['1001'],
      AnstNr: employee.AnstNr,
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
  const token = /reset-password#token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const set = await request.post('/api/password/reset', { headers: API, data: { Token: token, NewPassword: MEMBER_PASSWORD } });
  expect(set.status(), await set.text()).toBe(200);
  await request.get('/api/logout', { headers: API });
  return login;
}

/** a browser of its own on the dashboard of 1001 (the suite's clock, the project's viewport) */
async function dashboardOf(browser: Browser, info: TestInfo, login: string, password?: string): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = info.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
  await onSuiteClock(context);
  const page = await context.newPage();
  await signInAs(page, login, { password });
  await expectShell(page);
  await expect(news(page)).toBeVisible();
  return page;
}

const news = (page: Page) => page.getByRole('region', { name: 'Nyheter' });

async function openInfopanel(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) >= 768) {
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Portalflöde' }).click();
  } else {
    await page.goto('/infopanel');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Portalflöde' })).toBeVisible();
}

async function choose(page: Page, field: RegExp, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

test.describe('portal feed', () => {
  test('a post published for a department appears live on its members’ dashboards, and not on another department’s', async ({
    page,
    browser,
    request,
  }, info) => {
    test.setTimeout(150_000);
    const title = `Arbetsplatsträff Söder ${info.project.name} ${info.workerIndex}-${Date.now()}`;
    const member = await dashboardOf(browser, info, await employeeOfSouth(request, info), MEMBER_PASSWORD);
    const other = await dashboardOf(browser, info, 'per@demo.se'); // department 10
    // the demo's pinned welcome post is everyone's
    await expect(news(other)).toContainText('Välkommen till Omsorgen Personlig Assistans');
    expect(await axeViolations(other)).toEqual([]);

    await signInAs(page, 'ftg@demo.se', { company: COMPANY });
    await expectShell(page);
    await openInfopanel(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Nytt inlägg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nytt inlägg' });
    await dialog.getByRole('textbox', { name: /^Rubrik/ }).fill(title);
    await dialog
      .getByRole('textbox', { name: /^Text/ })
      .fill('Torsdag kl. 14 i **stora konferensrummet**.\n\nLäs dagordningen på https://www.omsorgen.example/apt.');
    await choose(page, /^Avdelningar/, /^20 Assistansteam Söder/);
    expect(await axeViolations(page)).toEqual([]);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/infopanel') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    const row = page.getByRole('list', { name: 'Inlägg' }).getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Publicerad');
    await expect(row).toContainText('Avdelningar: 20');

    // the member's open dashboard shows it without a reload, its formatting as text marks, the link as a link
    const post = news(member).getByRole('article').filter({ hasText: title });
    await expect(post).toBeVisible();
    await expect(post.getByText('stora konferensrummet')).toHaveJSProperty('tagName', 'STRONG');
    await expect(post.getByRole('link', { name: 'https://www.omsorgen.example/apt' })).toHaveAttribute('rel', 'noopener noreferrer');
    // department 10 was told too (one company, one frame) and read its own feed again: the post is not in it
    await other.reload();
    await expect(news(other)).toContainText('Välkommen till Omsorgen Personlig Assistans');
    await expect(news(other)).not.toContainText(title);

    // deleted with a confirmation: gone from the member's dashboard as well
    await row.getByRole('button', { name: `Ta bort ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Ta bort inlägget?' });
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await expect(row).toHaveCount(0);
    await expect(post).toHaveCount(0);
    await member.context().close();
    await other.context().close();
  });

  test('the administrator writes, previews and pins a post on the phone; a window ending before it starts is refused on its field @phone', async ({
    page,
  }, info) => {
    const title = `Julbord ${info.project.name} ${info.workerIndex}-${Date.now()}`;
    await signInAs(page, 'ftg@demo.se', { company: COMPANY });
    await expectShell(page);
    await openInfopanel(page);
    await page.getByRole('button', { name: 'Nytt inlägg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nytt inlägg' });
    // an empty title is refused before anything is sent
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Rubrik/ })).toBeFocused();
    await dialog.getByRole('textbox', { name: /^Rubrik/ }).fill(title);
    await dialog.getByRole('textbox', { name: /^Text/ }).fill('Välkomna på *julbord* den 12 december!');
    await dialog.getByRole('checkbox', { name: /^Fastnålad överst/ }).check();
    await dialog.getByRole('textbox', { name: /^Visas till/ }).fill('2026-01-01');
    await dialog.getByRole('textbox', { name: /^Visas till/ }).press('Tab');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/infopanel') && r.request().method() === 'POST');
    expectHttpErrors(page, [{ status: 400, method: 'POST', path: '/api/infopanel' }]);
    await dialog.getByRole('button', { name: 'Spara' }).click();
    expect((await refused).status()).toBe(400);
    await expect(dialog.getByText('Visas till måste ligga efter Visas från.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Visas till/ }).fill('');
    await dialog.getByRole('textbox', { name: /^Visas till/ }).press('Tab');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('list', { name: 'Inlägg' }).getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Fastnålad');
    await expect(row).toContainText('Alla i företaget');
    await row.getByRole('button', { name: `Förhandsgranska ${title}` }).click();
    const preview = page.getByRole('dialog', { name: 'Förhandsgranskning' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.getByText('julbord', { exact: true })).toHaveJSProperty('tagName', 'EM');
    expect(await axeViolations(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Stäng' }).last().click();
    await expect(preview).toBeHidden();

    // his own dashboard shows it (everyone in the company)
    await page.goto('/dashboard');
    await expect(news(page).getByRole('article').filter({ hasText: title })).toBeVisible();
    await page.goto('/infopanel');
    await page
      .getByRole('list', { name: 'Inlägg' })
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('button', { name: `Ta bort ${title}` })
      .click();
    await page.getByRole('dialog', { name: 'Ta bort inlägget?' }).getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByRole('list', { name: 'Inlägg' }).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });
});
