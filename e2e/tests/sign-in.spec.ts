import { expect, expectHttpErrors, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { chooseCompany, expectDashboardFor, expectShell, signIn, smsCodeFor } from '../support/session';

test.describe('sign-in and company selection', () => {
  test('the sign-in screen passes axe and shows only what works', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Användarnamn och lösenord' })).toBeVisible();
    await expect(page.getByText('0 / 50')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Glömt lösenordet?' })).toHaveAttribute('href', '/reset-password');
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const [login, company] of [
    ['per@demo.se', 'Omsorgen Personlig Assistans AB'],
    ['ftg1@demo.se', null],
    ['avd@demo.se', null],
    ['lss@demo.se', null],
    ['bru@demo.se', null],
  ] as const) {
    test(`${login} gets their own company without the dialog`, async ({ page }) => {
      await signIn(page, login);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Välj företag' })).toHaveCount(0);
      if (company) await expectDashboardFor(page, company);
      // the drawer names the chosen company and its organisation number
      await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toContainText(/\d{6}-\d{4}/);
    });
  }

  test('ftg@demo.se with three companies picks one in the dialog, without search', async ({ page }) => {
    await signIn(page, 'ftg@demo.se');
    const dialog = page.getByRole('dialog', { name: 'Välj företag' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Org\.nr/ })).toHaveCount(3);
    await chooseCompany(page, 'Konsultbolaget Norr AB');
    await expectDashboardFor(page, 'Konsultbolaget Norr AB');
  });

  test('lic@demo.se searches among every company, archived hidden, and favourites come first', async ({ page }) => {
    await signIn(page, 'lic@demo.se');
    const dialog = page.getByRole('dialog', { name: 'Välj företag' });
    await expect(dialog).toBeVisible();
    const rows = dialog.getByRole('button', { name: /Org\.nr/ });
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    await expect(dialog.getByText(/arkiv/i)).toHaveCount(0);
    const search = dialog.getByRole('searchbox', { name: 'Sök företag' });
    await search.fill('restaurang');
    await expect(rows).toHaveCount(1);
    await search.fill('');
    // star a company that is not first by name: it moves to the top
    const last = (await rows.last().innerText()).split('\n')[0]!;
    await dialog.getByRole('button', { name: `Lägg till ${last} som favorit` }).click();
    await expect(rows.first()).toContainText(last);
    await chooseCompany(page, 'Restaurang Smak & Doft AB');
    await expectDashboardFor(page, 'Restaurang Smak & Doft AB');
  });

  test('a wrong password marks the fields invalid and keeps the user out', async ({ page }) => {
    expectHttpErrors(page, [{ status: 401, method: 'POST', path: '/api/authenticate' }]);
    await signIn(page, 'per@demo.se', 'wrong-password');
    const password = page.getByLabel(/^Lösenord/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
  });

  test('an unknown login is refused with the server message', async ({ page }) => {
    expectHttpErrors(page, [{ status: 401, method: 'POST', path: '/api/authenticate' }]);
    await signIn(page, 'nobody@demo.se');
    await expect(page.getByRole('textbox', { name: 'Användarnamn' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('an SMS account signs in with the code sent to its phone', async ({ page, request }) => {
    await signIn(page, 'sms@demo.se');
    const dialog = page.getByRole('dialog', { name: 'Verifiera med SMS-kod' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /SMS-kod/ }).fill(await smsCodeFor(request, '1740609'));
    await dialog.getByRole('button', { name: 'Logga in' }).click();
    await expectShell(page);
  });
});
