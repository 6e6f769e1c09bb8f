import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { expectShell, signInAs } from '../support/session';

/**
 * The dashboard's extension point (issue 13): each plugin adds its own cards. The time plugin's "Min tid" (the
 * employee's month and next shifts) and "Väntar på dig" (days to approve and attest) load from the server, the
 * card heading links to the plugin's page, and each card makes one request.
 */
test.describe('dashboard cards @phone', () => {
  test('an employee sees their month and next shifts, one request per card', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/tid\/(mintid|vantar)/.test(r.url())) calls.push(new URL(r.url()).pathname);
    });
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    const mine = page.getByRole('region', { name: 'Min tid' });
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId('time-card-reported')).toHaveText(/^\d[\d\s]*,\d\d h$/);
    await expect(mine.getByRole('heading', { name: 'Kommande pass' })).toBeVisible();
    await expect(mine.getByRole('meter')).toBeVisible();
    // below the fold on a phone: it loads when scrolled to
    await page.getByRole('region', { name: 'Väntar på dig' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Väntar på dig' }).getByText('Att godkänna')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(calls.sort()).toEqual(['/api/tid/mintid', '/api/tid/vantar']);
    await mine.getByRole('link', { name: 'Min tid' }).click();
    await expect(page).toHaveURL(/\/timereporting$/);
  });

  test('an administrator sees what waits for attest, and goes there', async ({ page }) => {
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen' });
    await expectShell(page);
    const waits = page.getByRole('region', { name: 'Väntar på dig' });
    await expect(waits.getByText('Att attestera')).toBeVisible();
    await expect(waits.getByText(/^Dagar: \d+/).first()).toBeVisible();
    const attest = waits.getByRole('link', { name: 'Attestera' });
    if (await attest.count()) {
      await attest.click();
      await expect(page).toHaveURL(/\/attest$/);
    }
  });

  // issue 22: seventeen cards mounted and asked at once, and their loading frames were shorter than their content
  test('a card below the fold asks only once scrolled to, and nothing on the page moves as the cards arrive', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/hr/nearAccidentsReports')) asked.push(r.url());
    });
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
    await expectShell(page);
    await expect(page.getByRole('region', { name: 'Nyheter' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Olästa meddelanden' }).getByText(/^Olästa: \d+$/)).toBeVisible();
    const below = page.getByRole('region', { name: 'Nya tillbud' });
    await expect(below).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.005);
    await below.scrollIntoViewIfNeeded();
    await expect(below.getByText(/^Nya: \d+$/)).toBeVisible();
    expect(asked).toHaveLength(1);
  });
});
