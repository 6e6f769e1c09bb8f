import { expect, expectHttpErrors, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { today } from '../support/clock';
import { asTheEmployee } from '../support/employee-lock';
import { expectShell, signInAs } from '../support/session';

/**
 * Two users on the same day: the second save answers 409, the editor says so, keeps what was
 * typed and reloads the day; saving again works. Also axe on the time pages.
 */

test.describe('time conflicts @phone', () => {
  test('a change by someone else meanwhile gives a clear 409 and nothing is lost', async ({ page, browser }, info) => {
    expectHttpErrors(page, [{ status: 409, method: 'POST', path: '/api/tidrapport/rader' }]); // the conflict itself, once
    test.setTimeout(120_000);
    const text = `konflikt ${info.project.name}`;
    await asTheEmployee(async () => {
      await signInAs(page, 'per@demo.se', { path: '/timereporting' });
      await expectShell(page);
      const card = page.locator(`li[data-date="${today()}"]`);
      await card.getByRole('button', { name: /^Lägg till rad/ }).click();
      const dialog = page.getByRole('dialog', { name: /Ny tidrad/ });
      await dialog.getByLabel(/^Timmar/).fill('1,5');
      await dialog.getByLabel(/^Text/).fill(text);

      // meanwhile the administrator adds a row to the same day
      const admin = await browser.newContext({ baseURL: info.project.use.baseURL });
      const headers = { 'dv-api': '1', 'dv-selected-company': '1001' };
      expect((await admin.request.post('/api/authenticate', { headers, data: { Login: 'ftg@demo.se', Password: 'demo1234' } })).status()).toBe(200);
      const perNr = (await (await page.request.get('/api/me')).json()).UserAccount.AnstNr as string;
      const day = (await (await admin.request.get(`/api/tidrapport?AnstNr=${perNr}&From=${today()}&To=${today()}`, { headers })).json()).Days[0];
      const added = await admin.request.post('/api/tidrapport/rader', {
        headers,
        data: { AnstNr: perNr, Datum: today(), DayVersion: day.Version, TidKod: 'OT50', Timmar: 0.5, Brukare: 'B001', Text: 'admin' },
      });
      expect(added.status()).toBe(200);
      await admin.close();

      await dialog.getByRole('button', { name: 'Spara' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Någon annan har ändrat dagen');
      await expect(dialog.getByLabel(/^Text/)).toHaveValue(text);
      await expect(card).toContainText('admin');
      await dialog.getByRole('button', { name: 'Spara' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText(text);
      await expect(card).toContainText('admin');
    });
  });

  test('the time pages pass axe', async ({ page }) => {
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
    await expectShell(page);
    for (const [path, heading] of [
      ['/timereporting', 'Tidrapport'],
      ['/calendar', 'Kalendarie'],
      ['/schedule', 'Schema'],
      ['/approveTime', 'Godkänn tid'],
      ['/attest', 'Attestera'],
      ['/stamplingar', 'Stämplingar'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
