import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { approveBankId, cancelBankIdAsUser, expectShell, persNrOf, startBankId } from '../support/session';

test.describe('BankID sign-in', () => {
  test('on another device: the QR code, approved in the simulator, lands in the portal', async ({ page, request }) => {
    const persNr = await persNrOf(request, 'per@demo.se');
    await page.goto('/dashboard');
    const orderRef = await startBankId(page);
    const qr = page.getByRole('img', { name: 'QR-kod för BankID' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('width', '220');
    await expect(page.getByText('Skanna QR-koden i BankID-appen')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Starta BankID-appen och scanna QR-koden.');
    // the code is animated: a new picture every second
    expect(await axeViolations(page)).toEqual([]);
    const first = await qr.getAttribute('src');
    await expect.poll(() => qr.getAttribute('src'), { timeout: 5000 }).not.toBe(first);

    await approveBankId(request, orderRef, persNr);
    await expectShell(page);
    await expect(page.getByRole('main')).toContainText('Omsorgen Personlig Assistans AB');
  });

  test('several accounts: the list with login and role, pick one', async ({ page, request }) => {
    const persNr = await persNrOf(request, 'ftg2@demo.se');
    await page.goto('/dashboard');
    const orderRef = await startBankId(page);
    await approveBankId(request, orderRef, persNr);
    const list = page.getByRole('list', { name: 'Välj konto att logga in med' });
    await expect(list.getByRole('button')).toHaveCount(2);
    await expect(list.getByRole('button', { name: /ftg@demo\.se/ })).toContainText('Företagsadministratör');
    await expect(page.getByRole('button', { name: 'Avbryt' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await list.getByRole('button', { name: /ftg2@demo\.se/ }).click();
    await expectShell(page);
    await expect(page.getByRole('main')).toContainText('Konsultbolaget Norr AB');
  });

  test('Cancel deletes the pending order and shows the start buttons again', async ({ page, request }) => {
    await page.goto('/dashboard');
    const orderRef = await startBankId(page);
    await expect(page.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await expect(page.getByRole('button', { name: 'Mobilt BankID' })).toBeVisible();
    await expect
      .poll(async () => ((await (await request.get('/api/dev/bankid/orders')).json()) as { orderRef: string }[]).some((o) => o.orderRef === orderRef))
      .toBe(false);
  });

  test('cancelled in the app: the message after 7 s, then the start buttons', async ({ page, request }) => {
    await page.goto('/dashboard');
    const orderRef = await startBankId(page);
    await expect(page.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
    await cancelBankIdAsUser(request, orderRef);
    // the server's message shows after 7 s; until then the app's last status stays
    await expect(page.getByText('Åtgärden avbruten.')).toBeHidden({ timeout: 5000 });
    await expect(page.getByText('Åtgärden avbruten.')).toBeVisible({ timeout: 12_000 });
    await expect(page.getByRole('button', { name: 'Mobilt BankID' })).toBeVisible({ timeout: 12_000 });
  });

  test('a person without accounts is told so', async ({ page, request }) => {
    await page.goto('/dashboard');
    const orderRef = await startBankId(page);
    await approveBankId(request, orderRef, '199001012385');
    await expect(page.getByRole('alert')).toHaveText('Det finns inga konton för personnumret.');
  });

  test('the last-used tab is remembered', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'BankID' }).click();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'BankID' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'BankID på den här enheten' })).toBeVisible();
  });
});

test.describe('BankID on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('@phone the ID app can be started on this device from the QR view', async ({ page }) => {
    await page.goto('/dashboard');
    await startBankId(page);
    await expect(page.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Öppna BankID på den här enheten' })).toHaveAttribute('href', /^https:\/\/app\.bankid\.com\/\?autostarttoken=/);
  });
});
