import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { withoutControlCharacters } from '../contracts/models';

/**
 * What every printed page of the portal starts from (time report, FK3059, payslip, near-accident report …): an A4
 * pdfkit document collected into a Buffer, DejaVu Sans when the system has it (every Polish letter) else the built-in
 * Helvetica (whose WinAnsi still covers Swedish and French), and text made printable. Rendered in the host's worker
 * pool (`ctx.render`). Its own entry (`@lonna/core/pdf`) so only the plugins that print load pdfkit.
 */
const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu'];
const regular = FONT_DIRS.map((d) => `${d}/DejaVuSans.ttf`).find((f) => existsSync(f));
const bold = FONT_DIRS.map((d) => `${d}/DejaVuSans-Bold.ttf`).find((f) => existsSync(f));

/** stored text never breaks a page: control characters made visible (U+FFFD), tabs as spaces */
export const pdfText = (s: string): string => withoutControlCharacters(s).replace(/\t/g, ' ');

export interface PdfPage {
  doc: PDFKit.PDFDocument;
  /** the regular or bold face, set on the document (chainable) */
  font(strong: boolean): PDFKit.PDFDocument;
  /** the finished file, once `doc.end()` is called */
  done: Promise<Buffer>;
  /** the left margin and the width between the margins */
  left: number;
  width: number;
}

export function startPdf(title: string, margin = 42): PdfPage {
  const doc = new PDFDocument({ size: 'A4', margin, info: { Title: pdfText(title), Producer: 'Lönna', Creator: 'Lönna' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const font = (strong: boolean) => doc.font(strong ? (bold ?? 'Helvetica-Bold') : (regular ?? 'Helvetica'));
  const left = doc.page.margins.left;
  return { doc, font, done, left, width: doc.page.width - left - doc.page.margins.right };
}

/** A column of a printed table; a width of 0 takes what the others leave of the page's width. */
export interface PdfColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

export interface PdfTableSpec {
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  /** a bold last line (totals) under a rule */
  footer?: readonly string[];
  /** the body's font size */
  size?: number;
  /** false: no heading row (a list of facts in columns) */
  header?: boolean;
  /** every other row's shade */
  zebra?: string;
  /** a hairline under every row */
  rules?: string;
}

/**
 * Every printed table of the portal (time report, claims, FK3059 statement, payslip, near-accident history): the
 * heading row shaded and repeated on each new page, with its size shrunk until its longest word fits ("Timmar", never
 * "Timma/r"); cells wrap inside their column, so a long text never runs into the next one; a row is never split
 * between pages. Text is made printable here, so no caller can forget it.
 */
export function pdfTable(page: PdfPage, spec: PdfTableSpec): void {
  const { doc, font, left } = page;
  const size = spec.size ?? 8.5;
  const fixed = spec.columns.reduce((s, c) => s + c.width, 0);
  const columns = spec.columns.map((c) => ({
    ...c,
    label: pdfText(c.label),
    width: c.width || Math.max(40, page.width - fixed),
  }));
  const width = columns.reduce((s, c) => s + c.width, 0);
  const bottom = () => doc.page.height - doc.page.margins.bottom - 20;
  const fitted = (label: string, colWidth: number): number => {
    font(true);
    let s = size;
    const longest = (n: number) => Math.max(...label.split(/\s+/).map((w) => doc.fontSize(n).widthOfString(w)));
    while (s > 5 && longest(s) > colWidth - 4) s -= 0.5;
    return s;
  };
  const headerSizes = columns.map((c) => fitted(c.label, c.width));
  const line = (raw: readonly string[], strong: boolean, sizes?: number[], shade?: string) => {
    const cells = columns.map((_, i) => pdfText(raw[i] ?? ''));
    font(strong);
    const sizeOf = (i: number) => sizes?.[i] ?? size;
    const h = Math.max(...cells.map((c, i) => doc.fontSize(sizeOf(i)).heightOfString(c || ' ', { width: columns[i]!.width - 4 }))) + 4;
    if (doc.y + h > bottom()) {
      doc.addPage();
      if (spec.header !== false) heading();
      font(strong);
    }
    const y = doc.y;
    if (shade) doc.rect(left, y, width, h).fill(shade).fillColor('#000000');
    let x = left;
    cells.forEach((c, i) => {
      const col = columns[i]!;
      doc.fontSize(sizeOf(i)).text(c, x + 2, y + 2, { width: col.width - 4, align: col.align ?? 'left' });
      x += col.width;
    });
    doc.x = left;
    doc.y = y + h;
    if (spec.rules && !strong) rule(spec.rules);
  };
  const rule = (color: string) => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .stroke(color);
  };
  const heading = () =>
    line(
      columns.map((c) => c.label),
      true,
      headerSizes,
      '#eef1f5',
    );
  if (spec.header !== false) heading();
  spec.rows.forEach((r, i) => line(r, false, undefined, spec.zebra && i % 2 === 1 ? spec.zebra : undefined));
  if (spec.footer) {
    rule('#888888');
    line(spec.footer, true);
  }
}

/** "label: value" lines, the label bold */
export function pdfFacts(page: PdfPage, pairs: readonly (readonly [string, string])[], size = 9): void {
  for (const [label, value] of pairs) {
    page
      .font(true)
      .fontSize(size)
      .text(`${pdfText(label)}: `, page.left, page.doc.y, { continued: true });
    page.font(false).text(pdfText(value));
  }
}

/** the title and the grey lines under it (company, employee, period …) */
export function pdfTitle(page: PdfPage, title: string, meta: readonly string[], size = 16): void {
  page.font(true).fontSize(size).text(pdfText(title), page.left, page.doc.y);
  page.font(false).fontSize(9).fillColor('#444444');
  for (const m of meta) page.doc.text(pdfText(m), page.left);
  page.doc.fillColor('#000000').moveDown(0.8);
}

/** when and by what the print was made, small at the foot of the last page */
export function pdfGenerated(page: PdfPage, text: string): void {
  const { doc } = page;
  page
    .font(false)
    .fontSize(7)
    .fillColor('#666666')
    .text(pdfText(text), page.left, doc.page.height - doc.page.margins.bottom - 10, { lineBreak: false })
    .fillColor('#000000');
}
