import { expect, test } from '../support/test';
import { expectShell, signInAs } from '../support/session';

/**
 * Issue 13, done-criterion: "a month of time is reported as planned in a few clicks" (deviation reporting). The
 * employee steps back to a month the demo data leaves empty (three months back on desktop, four on the phone, so the
 * two runs never share a month), reports it as scheduled with one click — one request — and every scheduled day
 * shows its row; then changes only what differed.
 */
test.describe('report as planned @phone', () => {
  test('a whole month in a few clicks, one request', async ({ page }, info) => {
    test.setTimeout(90_000);
    await signInAs(page, 'per@demo.se', { path: '/timereporting' });
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeVisible();
    const back = info.project.name === 'phone' ? 4 : 3;
    for (let i = 0; i < back; i++) {
      const heading = await page.locator('ol[aria-label] li').first().getAttribute('data-date');
      await page.getByRole('button', { name: 'Föregående period' }).click();
      await expect(page.locator('ol[aria-label] li').first()).not.toHaveAttribute('data-date', heading ?? '');
    }
    const days = page.locator('ol[aria-label] > li');
    await expect(days.first()).toBeVisible();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/tidrapport/enligtschema')) posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Rapportera enligt schema' }).click();
    await expect(page.getByText(/^\d+ dagar rapporterades enligt schemat\./)).toBeVisible();
    expect(posts).toHaveLength(1);
    // every scheduled weekday now has its worked-time row
    const reported = page.locator('ol[aria-label] > li', { hasText: 'ARB' });
    await expect(reported.first()).toBeVisible();
    expect(await reported.count()).toBeGreaterThan(15);
    // a day no longer offers "as planned" once reported
    await expect(page.getByRole('button', { name: /^Rapportera .* enligt schema$/ })).toHaveCount(0);
  });
});
