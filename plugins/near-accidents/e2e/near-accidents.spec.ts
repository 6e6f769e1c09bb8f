import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, onSuiteClock, type Page, test } from '../../../e2e/support/test';
import { axeViolations } from '../../../e2e/support/axe';

/** a small whole PDF, as a phone's scan app would send */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> stream\nBT (Skyddsrond) Tj ET\nendstream endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

async function openReports(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Tillbud' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tillbud' })).toBeVisible();
}

test.describe('near-accident reports', () => {
  test('a report filed in one browser appears in the handler’s list in another without a reload; the handler receives it and the reporter hears', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const title = `Lös matta i hallen ${info.project.name} ${info.workerIndex}-${Date.now()}`;

    // the handler (FTG of 1001, a NearAccidentsReportsAdmins role) watches the new reports
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen Personlig Assistans AB' });
    await expectShell(page);
    // the dashboard card: the new reports waiting, the heading leads to the page
    const card = page.getByRole('region', { name: 'Nya tillbud' });
    // a card below the fold loads when scrolled to
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('Halkade på isfläck vid entrén')).toBeVisible();
    await expect(card.getByText(/^Nya: \d+$/)).toBeVisible();
    await openReports(page);
    await page.getByLabel('Status', { exact: true }).selectOption('NEW');
    await expect(page.getByRole('list', { name: 'Tillbudsrapporter' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // the employee, in a browser of his own, files a report and attaches a photo scan
    const context = await browser.newContext({ baseURL: info.project.use.baseURL });
    await onSuiteClock(context);
    const reporter = await context.newPage();
    await signInAs(reporter, 'per@demo.se');
    await expectShell(reporter);
    await openReports(reporter);
    await reporter.getByRole('button', { name: 'Rapportera tillbud' }).click();
    const form = reporter.getByRole('dialog', { name: 'Rapportera tillbud' });
    await form.getByRole('textbox', { name: /^Rubrik/ }).fill(title);
    await form.getByRole('textbox', { name: /^Klockslag/ }).fill('07:45');
    await form.getByRole('textbox', { name: /^Plats/ }).fill('Brukarens hall, Storgatan 12');
    await form.getByRole('textbox', { name: /^Vad hände/ }).fill('Mattan i hallen gled undan när jag bar in matkassar.');
    await form.getByRole('textbox', { name: /^Vad kunde ha hänt/ }).fill('Fall mot byrån.');
    await form.getByRole('button', { name: 'Skicka rapport' }).click();
    const report = reporter.getByRole('dialog', { name: title });
    await expect(report).toBeVisible();
    await expect(report).toContainText('0 av 5 bilagor. PDF, PNG eller JPEG, högst 5 MB per fil.');
    await report.locator('input[type=file]').setInputFiles({ name: 'matta.pdf', mimeType: 'application/pdf', buffer: PDF });
    await report.getByRole('button', { name: 'Bifoga' }).click();
    await expect(report.getByRole('button', { name: 'Ladda ned matta.pdf' })).toBeVisible();
    await expect(report).toContainText('1 av 5 bilagor');

    // the handler's open list shows it at once (push), and a notice says so
    await expect(page.getByRole('list', { name: 'Tillbudsrapporter' }).getByText(title)).toBeVisible();
    await expect(page.getByText(`Ny tillbudsrapport: ${title}`)).toBeVisible();

    // the handler receives it; the reporter's page follows without a reload
    await page.getByRole('button', { name: new RegExp(title) }).click();
    const handling = page.getByRole('dialog', { name: title });
    await expect(handling).toContainText('Per Persson');
    await handling.getByRole('button', { name: 'Markera som Mottagen' }).click();
    await expect(page.getByText('Rapporten har nu status Mottagen.')).toBeVisible();
    await expect(handling.getByRole('button', { name: 'Markera som Pågår' })).toBeVisible();
    // the reporter's notice is a snackbar that leaves after a few seconds: looked for before the PDF (which took
    // longer than that on a loaded CI machine, and the notice had gone)
    await expect(reporter.getByText(`Din tillbudsrapport ”${title}” har nu status Mottagen.`)).toBeVisible();
    await expect(report.getByRole('button', { name: 'Ta bort rapporten' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await handling.getByRole('button', { name: 'Skriv ut PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^tillbud-.*\.pdf$/);
    await context.close();
  });

  test('the reporter deletes his own report while it is new', async ({ page }) => {
    const title = `Felregistrerat ${Date.now()}`;
    await signInAs(page, 'per@demo.se');
    await expectShell(page);
    await openReports(page);
    await page.getByRole('button', { name: 'Rapportera tillbud' }).click();
    const form = page.getByRole('dialog', { name: 'Rapportera tillbud' });
    await form.getByRole('textbox', { name: /^Rubrik/ }).fill(title);
    await form.getByRole('textbox', { name: /^Plats/ }).fill('Kontoret');
    await form.getByRole('textbox', { name: /^Vad hände/ }).fill('Fel rapport.');
    await form.getByRole('button', { name: 'Skicka rapport' }).click();
    const report = page.getByRole('dialog', { name: title });
    await report.getByRole('button', { name: 'Ta bort rapporten' }).click();
    await page.getByRole('dialog', { name: 'Ta bort rapporten?' }).getByRole('button', { name: 'Ta bort rapporten' }).click();
    await expect(page.getByText('Rapporten är borttagen.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tillbudsrapporter' }).getByText(title)).toHaveCount(0);
  });
});
