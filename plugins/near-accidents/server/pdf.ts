import { pdfFacts, pdfGenerated, pdfTable, pdfText as clean, startPdf } from '@lonna/core/pdf';

/**
 * The printed report (pdfkit through core's startPdf and pdfTable, in the host's render worker): title, facts, sections of free text, the history table.
 * DejaVu Sans when the system has it (every Polish letter), else Helvetica (WinAnsi covers Swedish and French).
 */

export interface ReportPdf {
  title: string;
  /** lines under the title: company, reporter */
  meta: string[];
  /** a warning line (sensitive report) */
  notice?: string;
  /** label: value */
  facts: [string, string][];
  /** headed free text */
  sections: { heading: string; text: string }[];
  history: { heading: string; rows: [string, string, string][] };
  after: string[];
  generated: string;
}

export function renderReportPdf(input: ReportPdf): Promise<Buffer> {
  const page = startPdf(input.title, 48);
  const { doc, font, done, left, width } = page;

  font(true).fontSize(16).text(clean(input.title));
  font(false).fontSize(9).fillColor('#444444');
  for (const m of input.meta) doc.text(clean(m));
  doc.fillColor('#000000').moveDown(0.6);
  if (input.notice) {
    font(true).fontSize(9).fillColor('#a3530a').text(clean(input.notice)).fillColor('#000000').moveDown(0.4);
  }
  pdfFacts(page, input.facts, 10);
  for (const s of input.sections) {
    doc.moveDown(0.6);
    font(true).fontSize(11).text(clean(s.heading));
    font(false).fontSize(10).text(clean(s.text), { width });
  }
  doc.moveDown(0.8);
  font(true).fontSize(11).text(clean(input.history.heading));
  pdfTable(page, {
    columns: [
      { label: '', width: 150 },
      { label: '', width: 120 },
      { label: '', width: 0 },
    ],
    rows: input.history.rows,
    size: 9,
    header: false,
    rules: '#dddddd',
  });
  doc.moveDown(1.2);
  font(false).fontSize(10);
  for (const a of input.after) doc.text(clean(a), left);
  pdfGenerated(page, input.generated);
  doc.end();
  return done;
}
