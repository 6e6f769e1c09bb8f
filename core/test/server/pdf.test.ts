import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfTable, startPdf } from '../../src/server/pdf';

/** the PDF's text as poppler lays it out, one string per page */
function pagesOf(pdf: Buffer): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'lonna-pdf-')), 't.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((p) => p.trim());
}

function table(rows: string[][]): Promise<Buffer> {
  const page = startPdf('Test', 40);
  pdfTable(page, {
    columns: [
      { label: 'Datum', width: 80 },
      { label: 'Beskrivning', width: 0 },
      { label: 'Timmar', width: 60, align: 'right' },
    ],
    rows,
    footer: ['Summa', '', '8,00'],
  });
  page.doc.end();
  return page.done;
}

describe('pdfTable: the one printed table', () => {
  it('wraps a long cell inside its column instead of running into the next one', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `ord${i}`).join(' ');
    const [first] = pagesOf(await table([['2026-03-02', long, '8,00']]));
    const lines = first!.split('\n').filter((l) => /ord\d/.test(l));
    expect(lines.length).toBeGreaterThan(1);
    // the hours stay in their own column, on the row's first line
    expect(lines[0]).toMatch(/8,00\s*$/);
    expect(lines.slice(1).join('\n')).not.toContain('8,00');
  });

  it('repeats the heading row on every new page and never splits a row', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`2026-03-${String((i % 28) + 1).padStart(2, '0')}`, `rad ${i}`, '1,00']);
    const pages = pagesOf(await table(rows));
    expect(pages.length).toBeGreaterThan(1);
    for (const p of pages) expect(p).toMatch(/Datum\s+Beskrivning\s+Timmar/);
    expect(pages.at(-1)).toContain('Summa');
  });

  it('makes stored control characters printable', async () => {
    const [first] = pagesOf(await table([['2026-03-02', 'a\u0007b\tc', '1,00']]));
    expect(first).toContain('a\uFFFDb c');
  });
});
