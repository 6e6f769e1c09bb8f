import { pdfText as clean, startPdf } from '@lonna/core/pdf';

/**
 * The printed report (pdfkit, in the host's render worker): title, facts, sections of free text, the history table.
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
  const { doc, font, done, left, width } = startPdf(input.title, 48);

  font(true).fontSize(16).text(clean(input.title));
  font(false).fontSize(9).fillColor('#444444');
  for (const m of input.meta) doc.text(clean(m));
  doc.fillColor('#000000').moveDown(0.6);
  if (input.notice) {
    font(true).fontSize(9).fillColor('#a3530a').text(clean(input.notice)).fillColor('#000000').moveDown(0.4);
  }
  for (const [label, value] of input.facts) {
    font(true)
      .fontSize(10)
      .text(`${clean(label)}: `, { continued: true });
    font(false).text(clean(value));
  }
  for (const s of input.sections) {
    doc.moveDown(0.6);
    font(true).fontSize(11).text(clean(s.heading));
    font(false).fontSize(10).text(clean(s.text), { width });
  }
  doc.moveDown(0.8);
  font(true).fontSize(11).text(clean(input.history.heading));
  const cols = [150, 120, width - 270];
  for (const row of input.history.rows) {
    const y = doc.y;
    font(false).fontSize(9);
    const h = Math.max(...row.map((c, i) => doc.heightOfString(clean(c) || ' ', { width: cols[i]! - 4 }))) + 4;
    if (y + h > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const top = doc.y;
    let x = left;
    row.forEach((c, i) => {
      doc.text(clean(c), x, top + 2, { width: cols[i]! - 4 });
      x += cols[i]!;
    });
    doc.x = left;
    doc.y = top + h;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke('#dddddd');
  }
  doc.moveDown(1.2);
  font(false).fontSize(10);
  for (const a of input.after) doc.text(clean(a), left);
  font(false)
    .fontSize(7)
    .fillColor('#666666')
    .text(clean(input.generated), left, doc.page.height - doc.page.margins.bottom - 10, { lineBreak: false });
  doc.end();
  return done;
}
