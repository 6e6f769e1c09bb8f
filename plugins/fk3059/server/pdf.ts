import { pdfText as clean, startPdf } from '@lonna/core/pdf';

/**
 * The statement on paper, laid out like Försäkringskassan's form FK 3059 "Tidsredovisning – Assistansersättning" (for
 * the manual path): the parties, the day lines with their kind, the totals, and both signatures with BankID's data.
 * Rendered by pdfkit in the host's worker (ctx.render). DejaVu Sans when the system has it, else Helvetica.
 */

export interface StatementPdf {
  title: string;
  subtitle: string;
  /** label: value pairs in two columns (period, care recipient, assistant, organiser) */
  parties: [string, string][];
  /** day, from, to, kind, hours */
  columns: [string, string, string, string, string];
  rows: [string, string, string, string, string][];
  /** a heading and one line per kind of time */
  totals: { heading: string; lines: string[] };
  signatures: { heading: string; lines: string[] }[];
  generated: string;
}

export function renderStatementPdf(input: StatementPdf): Promise<Buffer> {
  const { doc, font, done, left, width } = startPdf(input.title, 42);

  font(true).fontSize(15).text(clean(input.title));
  font(false).fontSize(9).fillColor('#444444').text(clean(input.subtitle)).fillColor('#000000').moveDown(0.6);
  for (const [label, value] of input.parties) {
    font(true)
      .fontSize(9)
      .text(`${clean(label)}: `, { continued: true });
    font(false).text(clean(value));
  }
  doc.moveDown(0.6);
  const cols = [80, 50, 50, 0, 80];
  cols[3] = width - cols.reduce((a, b) => a + b, 0);
  const line = (cells: readonly string[], strong = false) => {
    if (doc.y + 16 > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const top = doc.y;
    let x = left;
    font(strong).fontSize(9);
    cells.forEach((c, i) => {
      doc.text(clean(c), x, top + 2, { width: cols[i]! - 4, align: i === 4 ? 'right' : 'left', lineBreak: false });
      x += cols[i]!;
    });
    doc.x = left;
    doc.y = top + 14;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke('#dddddd');
  };
  line(input.columns, true);
  for (const r of input.rows) line(r);
  doc.moveDown(0.6);
  font(true).fontSize(10).text(clean(input.totals.heading), left);
  font(false).fontSize(9);
  for (const l of input.totals.lines) doc.text(clean(l), left);
  doc.moveDown(1);
  for (const s of input.signatures) {
    if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    font(true).fontSize(10).text(clean(s.heading), left);
    font(false).fontSize(9);
    for (const l of s.lines) doc.text(clean(l), left, undefined, { width });
    doc.moveDown(0.6);
  }
  font(false)
    .fontSize(7)
    .fillColor('#666666')
    .text(clean(input.generated), left, doc.page.height - doc.page.margins.bottom - 10, { lineBreak: false });
  doc.end();
  return done;
}
