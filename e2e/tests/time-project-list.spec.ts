import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations } from '../support/axe';
import { expectShell, signInAs } from '../support/session';
import { expect, test } from '../support/test';

test.describe('time @phone', () => {
  test('an administrator prints the project list: hours per care recipient and employee as a PDF', async ({ page }, info) => {
    await signInAs(page, 'ftg@demo.se', { company: 'Omsorgen', path: '/rapporter/projektlista' });
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Utskrift projektlista' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Gruppera per' })).toHaveValue('Brukare');
    expect(await axeViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Skriv ut (PDF)' }).click();
    const file = join(tmpdir(), `lonna-e2e-projektlista-${info.project.name}-${Date.now()}.pdf`);
    await (await download).saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Projektlista');
    expect(text).toContain('Per Brukare');
    expect(text).toMatch(/Summa\s+[\d\s]+,\d\d/);
  });
});
