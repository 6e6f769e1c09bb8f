import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPayslipPdf } from '../../server/pdf';

describe('the payslip on paper', () => {
  it('gives a long pay line the height it wraps to: it never overlaps the lines below it', async () => {
    const item = 'Obekväm arbetstid helg storhelg kväll natt enligt kollektivavtal Vårdföretagarna bransch G';
    const pdf = await renderPayslipPdf({
      title: 'Lönebesked',
      company: 'Demo AB',
      parties: [['Anställd', 'Per Persson']],
      columns: ['Lönearter', 'Datum', 'Antal', 'À-pris', 'Belopp'],
      rows: [[item, '2026-03-01 – 2026-03-31', '12,00', '55,50', '666,00']],
      summary: [['Netto', '666,00']],
      ytd: { heading: 'Hittills i år', lines: [] },
      balances: { heading: 'Saldon', lines: [] },
      employer: 'Demo AB',
    });
    const file = join(mkdtempSync(join(tmpdir(), 'lonna-payslip-')), 'p.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const row = text.split('\n').filter((l) => /Obekväm|Vårdföretagarna|bransch/.test(l));
    expect(row.length).toBeGreaterThan(1);
    expect(row[0]).toMatch(/2026-03-01.*12,00\s+55,50\s+666,00\s*$/);
    // the summary starts below the row's last line (before: a fixed 15 pt row, so the wrap overlapped "Netto")
    expect(row.slice(1).join('\n')).not.toMatch(/Netto|666,00/);
    expect(text).toContain('bransch G');
  });
});
