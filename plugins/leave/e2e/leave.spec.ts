import { axeViolations } from '../../../e2e/support/axe';
import { e2eNow } from '../../../e2e/support/clock';
import { asTheEmployee } from '../../../e2e/support/employee-lock';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, onSuiteClock, type Page, test } from '../../../e2e/support/test';

/**
 * The leave plugin's browser flows. Dates are relative to the suite's clock and far ahead (about 14 months), in a
 * week of their own per project and retry, so no other spec's days and no earlier run's application overlap them.
 */
function weekAhead(offsetWeeks: number): { from: string; to: string } {
  const d = new Date(e2eNow().getTime() + (420 + offsetWeeks * 7) * 86_400_000);
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7)));
  const iso = (x: Date) => x.toISOString().slice(0, 10);
  return { from: iso(monday), to: iso(new Date(monday.getTime() + 4 * 86_400_000)) };
}

async function fillDate(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field.fill(value);
  await field.press('Tab');
}

async function openApplications(page: Page): Promise<void> {
  await page.goto('/leaveapplications');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledighetsansökningar' })).toBeVisible();
}

test.describe('leave applications', () => {
  test('the employee applies; the administrator in another browser sees it without a reload and approves; the employee sees Beviljad @phone', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(150_000);
    const week = weekAhead((info.project.name.includes('phone') ? 2 : 0) + info.retry * 4);
    const reason = `Resa ${info.project.name} ${info.workerIndex}-${Date.now()}`;

    // the company administrator watches the open applications of Omsorgen
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
    await expectShell(page);
    await expect(page.getByRole('region', { name: 'Ledighetsansökningar att besluta' })).toBeVisible();
    await openApplications(page);
    await expect(page.getByText('Administratörsversion')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ansökningar att besluta' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await asTheEmployee(async () => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = info.project.use;
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
      await onSuiteClock(context);
      const employee = await context.newPage();
      await signInAs(employee, 'per@demo.se');
      await expectShell(employee);
      await openApplications(employee);
      await expect(employee.getByText('Anställdversion')).toBeVisible();
      const form = employee.getByRole('form', { name: 'Ny ansökan' });
      await form.getByLabel('Typ av ledighet').selectOption({ label: 'Semester' });
      await fillDate(employee, 'Från och med', week.from);
      await fillDate(employee, 'Till och med', week.to);
      // the schedule check and the vacation days of the vacation year, before sending
      await expect(form.getByText('Valda dagar: 5')).toBeVisible();
      await expect(form.getByText(/^Semesterår \d{4}-04-01 – \d{4}-03-31/)).toBeVisible();
      await form.getByRole('textbox', { name: /^Orsak/ }).fill(reason);
      expect(await axeViolations(employee)).toEqual([]);
      const sent = employee.waitForResponse((r) => r.url().endsWith('/api/leaveapplications') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Skicka ansökan' }).click();
      expect((await sent).status()).toBe(200);
      await expect(employee.getByText('Ansökan är skickad.')).toBeVisible();
      const own = employee.getByRole('list', { name: 'Mina ansökningar', exact: true }).getByRole('listitem').filter({ hasText: reason });
      await expect(own).toContainText('Under behandling');

      // the administrator's open list follows by push; he approves with a message
      const item = page.getByRole('list', { name: 'Ansökningar', exact: true }).getByRole('listitem').filter({ hasText: reason });
      await expect(item).toBeVisible();
      await expect(item).toContainText('Per Persson');
      await item.getByRole('button', { name: `Bevilja Per Persson ${week.from} – ${week.to}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Bevilja ansökan från Per Persson' });
      await dialog.getByRole('textbox', { name: /^Meddelande till den anställde/ }).fill('Trevlig resa!');
      expect(await axeViolations(page)).toEqual([]);
      const approved = page.waitForResponse((r) => r.url().endsWith('/approve') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Bevilja', exact: true }).click();
      expect((await approved).status()).toBe(200);
      await expect(page.getByText('Ansökan är beviljad.')).toBeVisible();
      await expect(item).toHaveCount(0);

      // the employee's page follows by push: approved, with the message
      await expect(own).toContainText('Beviljad');
      await expect(own).toContainText('Trevlig resa!');
      await context.close();
    });
  });

  test('parental leave without a child is a field error, and nothing is sent', async ({ page }) => {
    const week = weekAhead(10);
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    await openApplications(page);
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/leaveapplications') && r.method() === 'POST') posted = true;
    });
    const form = page.getByRole('form', { name: 'Ny ansökan' });
    await form.getByLabel('Typ av ledighet').selectOption({ label: 'Föräldraledighet' });
    await fillDate(page, 'Från och med', week.from);
    await fillDate(page, 'Till och med', week.to);
    await form.getByRole('button', { name: 'Skicka ansökan' }).click();
    await expect(form.getByText('Välj barnet som föräldraledigheten gäller.')).toBeVisible();
    expect(posted).toBe(false);
  });
});

test.describe('leave planner', () => {
  test('the administrator opens the summer plan: everyone’s weeks side by side with the staffing line', async ({ page }) => {
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB', path: '/leaveplanner/overview' });
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Semesterplanering' })).toBeVisible();
    await page
      .getByRole('list', { name: 'Planeringar' })
      .getByRole('link', { name: /^Sommarsemester \d{4}/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Sommarsemester \d{4}/ })).toBeVisible();
    const grid = page.getByRole('table', { name: /^Veckoöversikt för Sommarsemester/ });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('rowheader', { name: /^I arbete \(minst \d+\)$/ })).toBeVisible();
    await expect(page.getByText(/Semesterlagen \(1977:480\) 12 §/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
