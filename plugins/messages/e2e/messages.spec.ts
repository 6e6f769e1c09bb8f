import { axeViolations } from '../../../e2e/support/axe';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, onSuiteClock, type Page, test } from '../../../e2e/support/test';

const badge = (page: Page) => page.getByTestId('unread-badge');
const inboxButton = (page: Page) => page.getByRole('button', { name: /^Meddelanden, \d+ olästa$/ });

async function openMessages(page: Page): Promise<void> {
  await page.goto('/messages');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible();
}

async function unreadOf(page: Page): Promise<number> {
  const name = (await inboxButton(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) olästa/.exec(name)?.[1] ?? 'NaN');
}

test.describe('messages', () => {
  test('an administrator writes to an employee; his badge rises and the message appears live; he opens it, the badge drops, he replies', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const subject = `Ändrad arbetstid i december ${info.workerIndex}-${Date.now()}`;

    // the employee, in a browser of his own, on his inbox
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = info.project.use;
    const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
    await onSuiteClock(context);
    const per = await context.newPage();
    await signInAs(per, 'per@demo.se');
    await expectShell(per);
    await openMessages(per);
    await expect(inboxButton(per)).toBeVisible();
    const before = await unreadOf(per);
    expect(before).toBeGreaterThan(0);

    // the company administrator writes to him
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
    await expectShell(page);
    await openMessages(page);
    await page.getByRole('button', { name: 'Nytt meddelande' }).click();
    const compose = page.getByRole('dialog', { name: 'Nytt meddelande' });
    await compose.getByRole('combobox', { name: /^Mottagare/ }).click();
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /^Per Persson/ })
      .click();
    await page.keyboard.press('Escape');
    await expect(compose).toBeVisible();
    await compose.getByRole('textbox', { name: /^Ämne/ }).fill(subject);
    await compose
      .getByRole('textbox', { name: /^Meddelande/ })
      .fill('Hej Per!\n\nFrån den 1 december börjar kvällspassen kl 16 i stället för 15.\n\nHälsningar\nFredrik');
    expect(await axeViolations(page)).toEqual([]);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/messages') && r.request().method() === 'POST');
    await compose.getByRole('button', { name: 'Skicka' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Meddelandet är skickat.')).toBeVisible();

    // without a reload: his badge rises by one and the message is at the top of his inbox
    await expect(badge(per)).toHaveText(String(before + 1));
    const row = per.getByRole('button', { name: new RegExp(`^${subject}, Fredrik Företagsson`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('oläst');
    await row.click();
    const message = per.getByRole('dialog', { name: subject });
    await expect(message.getByText('Från den 1 december börjar kvällspassen kl 16 i stället för 15.')).toBeVisible();
    // opened: the badge drops back
    await expect(badge(per)).toHaveText(String(before));
    expect(await axeViolations(per)).toEqual([]);

    // he replies
    await message.getByRole('textbox', { name: /^Svara/ }).fill('Det går bra, tack för att du sa till!');
    await message.getByRole('button', { name: 'Skicka svar' }).click();
    await expect(per.getByText('Svaret är skickat.')).toBeVisible();
    await per.keyboard.press('Escape');
    await expect(row).toContainText('öppnat');

    // the administrator's open inbox shows the answer, live
    await expect(page.getByRole('button', { name: new RegExp(`^Sv: ${subject}, Per Persson`) })).toBeVisible();
    // and his sent folder says the employee has opened it
    await page.getByRole('tab', { name: 'Skickade' }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${subject}, Till: Per Persson`) })).toContainText('öppnat av 1 av 1');
    await context.close();
  });

  test('a message without a recipient shows the field error and nothing is sent @phone', async ({ page }) => {
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    await openMessages(page);
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/messages') && r.method() === 'POST') sent = true;
    });
    await page.getByRole('button', { name: 'Nytt meddelande' }).click();
    const compose = page.getByRole('dialog', { name: 'Nytt meddelande' });
    await compose.getByRole('textbox', { name: /^Ämne/ }).fill('Byte av pass');
    await compose.getByRole('textbox', { name: /^Meddelande/ }).fill('Kan jag byta passet på fredag?');
    await compose.getByRole('button', { name: 'Skicka' }).click();
    await expect(compose.getByText('Mottagare är obligatoriskt.')).toBeVisible();
    await expect(compose.getByRole('combobox', { name: /^Mottagare/ })).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
    expect(sent).toBe(false);
  });

  test('the dashboard card counts the unread messages and leads to the page', async ({ page }) => {
    await signInAs(page, 'avd@demo.se');
    await expectShell(page);
    const card = page.getByRole('region', { name: 'Olästa meddelanden' });
    await expect(card.getByText(/^Olästa: \d+$/)).toBeVisible();
    await expect(card.getByText('Julledighet – ansök senast 1 december')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('link', { name: 'Olästa meddelanden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Julledighet – ansök senast 1 december, HR/ })).toBeVisible();
  });
});
