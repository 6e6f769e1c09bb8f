import { expect, expectHttpErrors, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { expectShell, lastMailTo, signIn } from '../support/session';

test('forgot password: request a link, read the mail, set a new password, sign in with it', async ({ page, request }) => {
  expectHttpErrors(page, [{ status: 400, method: 'POST', path: '/api/password/reset' }]); // the used link, tried again
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Användarnamn och lösenord' }).click();
  await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Glömt lösenordet' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Användarnamn' }).fill('reset@demo.se');
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByRole('status')).toContainText('Om kontot finns har vi skickat en länk');

  const mail = await lastMailTo(request, 'reset@demo.se');
  expect(mail.subject).toBe('Återställ ditt lösenord i Lönna');
  const link = /(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('heading', { level: 1, name: 'Välj ett nytt lösenord' })).toBeVisible();
  // the token leaves the address bar at once
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(/^Nytt lösenord/).fill('Sommar-2026');
  await page.getByLabel(/^Upprepa lösenordet/).fill('Sommar-2026');
  await page.getByRole('button', { name: 'Spara lösenordet' }).click();
  await expect(page.getByRole('status')).toHaveText('Lösenordet är bytt. Logga in med ditt nya lösenord.');

  await page.getByRole('link', { name: 'Till inloggningen' }).click();
  await signIn(page, 'reset@demo.se', 'Sommar-2026');
  await expectShell(page);
  await expect(page.getByRole('main')).toContainText('Konsultbolaget Norr AB');

  // the link was single-use
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await page.getByLabel(/^Nytt lösenord/).fill('Vinter-2026');
  await page.getByLabel(/^Upprepa lösenordet/).fill('Vinter-2026');
  await page.getByRole('button', { name: 'Spara lösenordet' }).click();
  await expect(page.getByRole('alert')).toContainText('ogiltig');
});
