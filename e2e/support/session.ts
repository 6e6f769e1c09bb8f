import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';

const API = { 'dv-api': '1', 'content-type': 'application/json' };

/** Sign in on the Swedish sign-in screen with the username-and-password tab. */
export async function signIn(page: Page, login: string, password = PASSWORD): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('textbox', { name: 'Användarnamn' }).fill(login);
  await page.getByLabel(/^Lösenord/).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/**
 * Signs in without the sign-in screen, for the tests that are not about signing in: the password sign-in and the
 * company choice go to the server through the page's own context (its cookies are the page's), then the page opens
 * `path` directly — no sign-in screen, no dashboard load of the company-less session before the page under test.
 * One session per call (never a shared storage state: tests log out). `company` is a company id or the start of its
 * name, as `chooseCompany` takes it; without it a one-company account lands on its company, a many-company account
 * on the picker, as after a sign-in through the screen.
 */
export async function signInAs(page: Page, login: string, o: { company?: string; path?: string; password?: string } = {}): Promise<void> {
  const request = page.context().request;
  const res = await request.post('/api/authenticate', { headers: API, data: { Login: login, Password: o.password ?? PASSWORD } });
  expect(res.status(), `sign-in of ${login}`).toBe(200);
  if (o.company) {
    const list = (await (await request.get('/api/companyList', { headers: API })).json()) as { FtgId: string; Namn: string }[];
    const company = list.find((c) => c.FtgId === o.company) ?? list.find((c) => c.Namn.startsWith(o.company!));
    expect(company, `${login} has the company ${o.company}`).toBeTruthy();
    const chosen = await request.patch('/api/me/updateSessionUserAccount', { headers: API, data: { FtgId: company!.FtgId } });
    expect(chosen.status(), `company ${o.company} for ${login}`).toBe(200);
  }
  await page.goto(o.path ?? '/dashboard');
  await expectAppRunning(page);
}

/**
 * The app runs: the server's first view of the start page (inert markup sent with the HTML, issue 22) has been replaced
 * by the app. Until then the page shows the user's dashboard but nothing on it works yet — a test that counts the
 * app's requests or moves its clock must start after this.
 */
export async function expectAppRunning(page: Page): Promise<void> {
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
}

export async function chooseCompany(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Välj företag' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(dialog).toBeHidden();
}

export async function expectDashboardFor(page: Page, company: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^(Hej|God morgon|God kväll|God eftermiddag)/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(company);
}

/**
 * The signed-in shell is up (the app's, not the server's first view of it): its menu button is there (the sign-in screen has a main landmark too), and on a wide
 * screen the main navigation (a phone opens it with the menu button).
 */
export async function expectShell(page: Page): Promise<void> {
  await expectAppRunning(page);
  await expect(page.getByRole('button', { name: 'Meny', exact: true })).toBeVisible();
  if ((page.viewportSize()?.width ?? 1280) >= 768) await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
}

// ---- BankID, SMS and mail through the server's development tools (never present in production) ----

/** The personal number on file of a demo account, read from its own sign-in (a separate request context). */
export async function persNrOf(request: APIRequestContext, login: string): Promise<string> {
  const res = await request.post('/api/authenticate', { headers: API, data: { Login: login, Password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  await request.get('/api/logout', { headers: API });
  return body.UserAccount.PersNr as string;
}

/** Starts BankID on the sign-in screen with the given button and returns the order the page got. */
export async function startBankId(page: Page, button: 'Mobilt BankID' | 'BankID på den här enheten' = 'Mobilt BankID'): Promise<string> {
  await page.getByRole('tab', { name: 'BankID' }).click();
  const started = page.waitForResponse((r) => r.url().endsWith('/api/bankidauth') && r.request().method() === 'POST');
  await page.getByRole('button', { name: button }).click();
  const res = await started;
  expect(res.status()).toBe(200);
  return (await res.json()).OrderRef as string;
}

/** The simulator's tester: approve the order as a personal number, or cancel it as the user. */
export async function approveBankId(request: APIRequestContext, orderRef: string, persNr: string): Promise<void> {
  const res = await request.post(`/api/dev/bankid/${orderRef}/approve`, { headers: API, data: { PersNr: persNr } });
  expect(res.status()).toBe(200);
}
export async function cancelBankIdAsUser(request: APIRequestContext, orderRef: string): Promise<void> {
  const res = await request.post(`/api/dev/bankid/${orderRef}/cancel`, { headers: { 'dv-api': '1' } });
  expect(res.status()).toBe(200);
}

/** The newest SMS code sent to a number ending in `phoneEnd` (the development outbox lists the newest last). */
export async function smsCodeFor(request: APIRequestContext, phoneEnd: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const list = (await (await request.get('/api/dev/sms/outbox')).json()) as { to: string; text: string }[];
    const last = list.filter((m) => m.to.endsWith(phoneEnd)).at(-1);
    code = /\b([A-Z2-9]{4})\b/.exec(last?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

/** The newest mail to `to` in the development outbox. */
export async function lastMailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  let mail: { subject: string; text: string } | undefined;
  await expect(async () => {
    const list = (await (await request.get('/api/dev/mail/outbox')).json()) as { to: string; subject: string; text: string }[];
    mail = list.filter((m) => m.to === to).at(-1);
    expect(mail).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return mail!;
}
