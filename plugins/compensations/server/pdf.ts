import { type PdfColumn, pdfGenerated, pdfTable, pdfText, pdfTitle, startPdf } from '@lonna/core/pdf';

/**
 * The two prints (ErsattningarPrint, ReserakningPrint) as PDFs (pdfkit through core's startPdf and pdfTable, in the
 * host's render worker): title, facts, a table of the claims with a total, lines under it (totals per pay code,
 * signatures).
 */
export interface ClaimsPdf {
  title: string;
  meta: string[];
  columns: PdfColumn[];
  rows: string[][];
  footer: string[];
  after: string[];
  generated: string;
}

export function renderClaimsPdf(input: ClaimsPdf): Promise<Buffer> {
  const page = startPdf(input.title, 40);
  const { doc, font, done, left } = page;
  pdfTitle(page, input.title, input.meta);
  pdfTable(page, { columns: input.columns, rows: input.rows, footer: input.footer });
  doc.moveDown(0.8);
  font(false).fontSize(9);
  for (const a of input.after) doc.text(pdfText(a), left, doc.y);
  pdfGenerated(page, input.generated);
  doc.end();
  return done;
}
