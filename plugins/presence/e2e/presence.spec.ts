import { axeViolations } from '../../../e2e/support/axe';
import { asTheEmployee } from '../../../e2e/support/employee-lock';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, onSuiteClock, type Page, test } from '../../../e2e/support/test';

/** the board as the viewport shows it: a table on a wide screen, cards on a phone */
function board(page: Page) {
  const wide = (page.viewportSize()?.width ?? 1280) >= 768;
  return page.getByRole(wide ? 'table' : 'list', { name: 'Närvarostatus för kollegor' });
}

async function openBoard(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) >= 768) {
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Närvarostatus' }).click();
  } else {
    await page.goto('/presenceStatus');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Närvarostatus' })).toBeVisible();
}

test.describe('presence status', () => {
  test('an employee sets his status in one browser; the administrator’s open board shows it without a reload @phone', async ({ page, browser }, info) => {
    test.setTimeout(120_000);
    const comment = `Kundmöte ${info.project.name} ${info.workerIndex}-${Date.now()}`;

    // the company administrator watches the board of Omsorgen (presence status on)
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
    await expectShell(page);
    // the dashboard card: how many are at work now, its heading leads to the board (below the fold on a phone: it
    // loads when scrolled to)
    await page.getByRole('region', { name: 'På jobbet i dag' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'På jobbet i dag' }).getByText(/^På jobbet: \d+$/)).toBeVisible();
    await openBoard(page);
    await expect(board(page)).toBeVisible();
    await expect(board(page)).toContainText('Arbetsplatsträff i stora konferensrummet');
    expect(await axeViolations(page)).toEqual([]);

    // per@demo.se's status is his only: the flows that write it take turns
    await asTheEmployee(async () => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = info.project.use;
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
      await onSuiteClock(context);
      const employee = await context.newPage();
      await signInAs(employee, 'per@demo.se');
      await expectShell(employee);
      await openBoard(employee);
      const form = employee.getByRole('form', { name: 'Min status' });
      await form.getByLabel('Status').selectOption({ label: 'I möte' });
      await form.getByRole('textbox', { name: /^Kommentar/ }).fill(comment);
      const saved = employee.waitForResponse((r) => r.url().endsWith('/api/presenceStatus') && r.request().method() === 'PUT');
      await form.getByRole('button', { name: 'Spara status' }).click();
      expect((await saved).status()).toBe(200);
      await expect(employee.getByText('Din status är sparad.')).toBeVisible();

      // the administrator's board follows by push: the line of Per Persson, in a meeting, with the comment
      const line = board(page)
        .getByRole(page.viewportSize()!.width >= 768 ? 'row' : 'listitem')
        .filter({ hasText: comment });
      await expect(line).toBeVisible();
      await expect(line).toContainText('Per Persson');
      await expect(line).toContainText('I möte');

      // he clears it again (the next flow starts from no status): the board follows once more
      await form.getByRole('button', { name: 'Rensa min status' }).click();
      await expect(employee.getByText('Din status är rensad.')).toBeVisible();
      await expect(line).toHaveCount(0);
      await context.close();
    });
  });

  test('a comment over 100 characters is a field error under the field, and nothing is sent', async ({ page }) => {
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    await openBoard(page);
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/presenceStatus') && r.method() === 'PUT') sent = true;
    });
    const form = page.getByRole('form', { name: 'Min status' });
    const field = form.getByRole('textbox', { name: /^Kommentar/ });
    await field.fill('Sitter i möte med Försäkringskassan hela eftermiddagen och kan inte svara i telefon, ring växeln vid brådska');
    await form.getByRole('button', { name: 'Spara status' }).click();
    await expect(form.getByText('Kommentar får innehålla högst 100 tecken.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    expect(sent).toBe(false);
  });
});
