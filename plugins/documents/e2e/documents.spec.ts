import { axeViolations } from '../../../e2e/support/axe';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, expectHttpErrors, onSuiteClock, type Page, test } from '../../../e2e/support/test';

/** a whole one-page PDF whose bytes are this run's own (the server refuses the same bytes twice) */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj <<>> stream\nBT /F1 12 Tf (${text}) Tj ET\nendstream endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90), Buffer.from([0, 0, 0x50, 0x45, 0, 0])]);

async function openDocuments(page: Page): Promise<void> {
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Dokument' })).toBeVisible();
}

/** the "Nya dokument" card's count on the dashboard */
async function unseenCount(page: Page): Promise<number> {
  const text = await page.getByTestId('documents-unseen-count').textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
}

test.describe('documents', () => {
  test('an administrator uploads a document for a department; its member sees it live, opens it, and it becomes seen', async ({ page, browser }, info) => {
    test.setTimeout(150_000);
    const name = `Rutiner ${info.project.name} ${info.workerIndex}-${Date.now()}`;

    // per@demo.se (department 10, Assistansteam Norr) has his dashboard open
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = info.project.use;
    const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
    await onSuiteClock(context);
    const employee = await context.newPage();
    await signInAs(employee, 'per@demo.se');
    await expectShell(employee);
    const card = employee.getByRole('region', { name: 'Nya dokument' });
    await expect(card.getByTestId('documents-unseen-count')).toBeVisible();
    const before = await unseenCount(employee);

    // the company administrator uploads for the department
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
    await expectShell(page);
    await openDocuments(page);
    await expect(page.getByRole('table', { name: 'Dokument' })).toContainText('Personalhandbok 2026');
    await page.getByRole('button', { name: 'Ladda upp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ladda upp dokument' });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdf(name) });
    await dialog.getByRole('combobox', { name: /^Avdelningar/ }).click();
    await page.getByRole('option', { name: /Assistansteam Norr/ }).click();
    await dialog.getByRole('textbox', { name: /^Namn i listan/ }).click();
    expect(await axeViolations(page)).toEqual([]);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/documents') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Ladda upp' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Dokumentet är uppladdat.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Dokument' }).getByRole('row').filter({ hasText: name })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // the employee's card follows by push: one more unseen, the new one named
    await expect(card.getByRole('button', { name })).toBeVisible();
    expect(await unseenCount(employee)).toBe(before + 1);
    // opening it downloads it, with its name, and it becomes seen: the count drops
    const download = employee.waitForEvent('download');
    await card.getByRole('button', { name }).click();
    expect((await download).suggestedFilename()).toBe(`${name}.pdf`);
    await expect(card.getByRole('button', { name })).toHaveCount(0);
    expect(await unseenCount(employee)).toBe(before);
    await openDocuments(employee);
    const row = employee.getByRole('table', { name: 'Dokument' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Läst');
    expect(await axeViolations(employee)).toEqual([]);
    await context.close();
  });

  test('a program renamed .pdf is refused with DocumentFileExtensionError; a .exe is refused before it is sent', async ({ page }) => {
    expectHttpErrors(page, [{ status: 400, path: '/api/documents', method: 'POST' }]);
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
    await expectShell(page);
    await openDocuments(page);
    await page.getByRole('button', { name: 'Ladda upp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ladda upp dokument' });
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/documents') && r.method() === 'POST') posts += 1;
    });
    // the client knows the type by the name: nothing is sent
    await dialog.locator('input[type=file]').setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: exe });
    await expect(dialog.getByText(/Filtypen stöds inte/)).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Alla i företaget' }).check();
    await dialog.getByRole('button', { name: 'Ladda upp' }).click();
    expect(posts).toBe(0);
    // the server knows it by the bytes
    await dialog.locator('input[type=file]').setInputFiles({ name: 'faktura.pdf', mimeType: 'application/pdf', buffer: exe });
    await expect(dialog.getByText(/Filtypen stöds inte/)).toHaveCount(0);
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/documents') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Ladda upp' }).click();
    expect((await refused).status()).toBe(400);
    await expect(dialog.getByText(/Filtypen stöds inte/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Dokument' }).getByRole('row').filter({ hasText: 'faktura' })).toHaveCount(0);
  });

  test('an employee reads the documents shared with him as cards on a phone @phone', async ({ page }) => {
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    await openDocuments(page);
    const wide = (page.viewportSize()?.width ?? 1280) >= 768;
    const list = page.getByRole(wide ? 'table' : 'list', { name: 'Dokument' });
    await expect(list).toContainText('Personalhandbok 2026');
    await expect(list).toContainText('Anställningsavtal');
    // a reader has no upload and no access tools
    await expect(page.getByRole('button', { name: 'Ladda upp' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Ta bort/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Sök dokument' }).fill('handbok');
    await expect(list).not.toContainText('Anställningsavtal');
    expect(await axeViolations(page)).toEqual([]);
  });
});
