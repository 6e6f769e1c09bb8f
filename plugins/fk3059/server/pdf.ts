import { pdfFacts, pdfGenerated, pdfTable, pdfText as clean, startPdf } from '@lonna/core/pdf';

/**
 * The statement on paper, laid out like Försäkringskassan's form FK 3059 "Tidsredovisning – Assistansersättning" (for
 * the manual path): the parties, the day lines with their kind, the totals, and both signatures with BankID's data.
 * Rendered by pdfkit in the host's worker (ctx.render), its table by core's pdfTable. DejaVu Sans when the system has it, else Helvetica.
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
  const page = startPdf(input.title, 42);
  const { doc, font, done, left, width } = page;

  font(true).fontSize(15).text(clean(input.title));
  font(false).fontSize(9).fillColor('#444444').text(clean(input.subtitle)).fillColor('#000000').moveDown(0.6);
  pdfFacts(page, input.parties);
  doc.moveDown(0.6);
  const [day, from, to, kind, hours] = input.columns;
  pdfTable(page, {
    columns: [
      { label: day, width: 80 },
      { label: from, width: 50 },
      { label: to, width: 50 },
      { label: kind, width: 0 },
      { label: hours, width: 80, align: 'right' },
    ],
    rows: input.rows,
    size: 9,
    rules: '#dddddd',
  });
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
  pdfGenerated(page, input.generated);
  doc.end();
  return done;
}
