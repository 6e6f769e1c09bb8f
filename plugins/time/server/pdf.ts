import { type PdfColumn, pdfGenerated, pdfTable, pdfText, pdfTitle, startPdf } from '@lonna/core/pdf';

/**
 * The time plugin's prints as PDFs (pdfkit through core's startPdf and pdfTable, in the host's render worker): title,
 * facts, the table with a bold totals line, the lines under it (totals per code, signatures).
 */
export interface PdfTable {
  title: string;
  /** lines under the title: company, employee, period */
  meta: string[];
  columns: PdfColumn[];
  rows: string[][];
  /** a bold last line (totals) */
  footer?: string[];
  /** text below the table (totals per code, signatures) */
  after?: string[];
  generated: string;
}

export function renderTablePdf(t: PdfTable): Promise<Buffer> {
  const page = startPdf(t.title, 40);
  const { doc, font, done, left } = page;
  pdfTitle(page, t.title, t.meta);
  pdfTable(page, { columns: t.columns, rows: t.rows, footer: t.footer, zebra: '#fafafa' });
  if (t.after?.length) {
    doc.moveDown(1);
    font(false).fontSize(9);
    for (const a of t.after) doc.text(pdfText(a), left);
  }
  pdfGenerated(page, t.generated);
  doc.end();
  return done;
}
