import { expect, test } from '../support/test';
import { expectShell, signInAs } from '../support/session';

/**
 * Issue 13, bug 2: period From 2026-02-30 replaced the whole page with a network error and the snackbar named an
 * internal field; "abc" put the error under the other field. A bad date is now an error on its own field, in words a
 * user knows, and nothing is loaded for it.
 */
test.describe('the period fields @phone', () => {
  test('an impossible or unreadable date is an error on that field; the page stays and nothing is sent', async ({ page }) => {
    await signInAs(page, 'per@demo.se', { path: '/timereporting' });
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/tidrapport?')) sent.push(new URL(r.url()).search);
    });
    await page.getByRole('button', { name: /\d{4}/, expanded: false }).first().click();
    const from = page.getByRole('textbox', { name: /^Från/ });
    const to = page.getByRole('textbox', { name: /^Till/ });
    const wrong = 'Datumet finns inte. Skriv det som ÅÅÅÅ-MM-DD, t.ex. 2026-11-18.';

    for (const text of ['2026-02-30', 'abc']) {
      await from.fill(text);
      await from.press('Tab');
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(wrong)).toBeVisible();
      await expect(to).not.toHaveAttribute('aria-invalid', 'true');
    }
    await from.fill('2026-11-01');
    await from.press('Tab');
    await to.fill('2026-13-01');
    await to.press('Tab');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(from).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(wrong)).toBeVisible();

    await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();
    await expect(page.getByText(/Sidan kunde inte laddas/)).toHaveCount(0);
    expect(sent.filter((q) => /2026-02-30|abc|2026-13-01/.test(q))).toEqual([]);
  });
});
