import { pdfText, startPdf } from '@lonna/core/pdf';

/**
 * Server-rendered PDFs (pdfkit). DejaVu Sans when the system has it (every
 * Polish letter); otherwise the built-in Helvetica, whose WinAnsi encoding
 * still covers Swedish and French.
 */

export interface PdfTable {
  title: string;
  /** lines under the title: company, employee, period */
  meta: string[];
  columns: { label: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
  /** a bold last line (totals) */
  footer?: string[];
  /** text below the table (totals per code, signatures) */
  after?: string[];
  generated: string;
}

/** every text of the table, with control characters made visible (U+FFFD) and tabs as spaces: stored text never breaks a page */
function printable(t: PdfTable): PdfTable {
  const c = pdfText;
  return {
    ...t,
    title: c(t.title),
    meta: t.meta.map(c),
    columns: t.columns.map((col) => ({ ...col, label: c(col.label) })),
    rows: t.rows.map((r) => r.map(c)),
    footer: t.footer?.map(c),
    after: t.after?.map(c),
    generated: c(t.generated),
  };
}

export function renderTablePdf(table: PdfTable): Promise<Buffer> {
  const t = printable(table);
  const { doc, font, done } = startPdf(t.title, 40);

  font(true).fontSize(16).text(t.title);
  font(false).fontSize(9).fillColor('#444444');
  for (const m of t.meta) doc.text(m);
  doc.fillColor('#000000').moveDown(0.8);

  const left = doc.page.margins.left;
  const bottom = doc.page.height - doc.page.margins.bottom - 20;
  const width = t.columns.reduce((s, c) => s + c.width, 0);
  const BODY = 8.5;
  /** a heading breaks between words only: its size shrinks until its longest word fits ("Timmar", never "Timma/r") */
  const fitted = (label: string, colWidth: number): number => {
    font(true);
    let size = BODY;
    const longest = (n: number) => Math.max(...label.split(/\s+/).map((w) => doc.fontSize(n).widthOfString(w)));
    while (size > 5 && longest(size) > colWidth - 4) size -= 0.5;
    return size;
  };
  const line = (cells: string[], isBold: boolean, sizes?: number[], shade?: string) => {
    font(isBold);
    const sizeOf = (i: number) => sizes?.[i] ?? BODY;
    const heights = cells.map((c, i) => doc.fontSize(sizeOf(i)).heightOfString(c || ' ', { width: t.columns[i]!.width - 4 }));
    const h = Math.max(...heights) + 4;
    if (doc.y + h > bottom) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    if (shade) doc.rect(left, y, width, h).fill(shade).fillColor('#000000');
    let x = left;
    cells.forEach((c, i) => {
      const col = t.columns[i]!;
      doc.fontSize(sizeOf(i)).text(c, x + 2, y + 2, { width: col.width - 4, align: col.align ?? 'left' });
      x += col.width;
    });
    doc.x = left;
    doc.y = y + h;
  };
  const headerSizes = t.columns.map((c) => fitted(c.label, c.width));
  const header = () =>
    line(
      t.columns.map((c) => c.label),
      true,
      headerSizes,
      '#eef1f5',
    );
  header();
  t.rows.forEach((r, i) => line(r, false, undefined, i % 2 === 1 ? '#fafafa' : undefined));
  if (t.footer) {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke('#888888');
    line(t.footer, true);
  }
  if (t.after?.length) {
    doc.moveDown(1);
    font(false).fontSize(9);
    for (const a of t.after) doc.text(a, left);
  }
  font(false)
    .fontSize(7)
    .fillColor('#666666')
    .text(t.generated, left, doc.page.height - doc.page.margins.bottom - 10, { lineBreak: false });
  doc.end();
  return done;
}
