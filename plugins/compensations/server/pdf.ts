import { pdfText, startPdf } from '@lonna/core/pdf';

/**
 * The two prints (ErsattningarPrint, ReserakningPrint) as PDFs (pdfkit through core's startPdf, in the host's render
 * worker): title, facts, a table of the claims with a total, lines under it (totals per pay code, signatures).
 */
export interface ClaimsPdf {
  title: string;
  meta: string[];
  columns: { label: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
  footer: string[];
  after: string[];
  generated: string;
}

export function renderClaimsPdf(input: ClaimsPdf): Promise<Buffer> {
  const c = pdfText;
  const { doc, font, done, left } = startPdf(input.title, 40);
  font(true).fontSize(16).text(c(input.title));
  font(false).fontSize(9).fillColor('#444444');
  for (const m of input.meta) doc.text(c(m));
  doc.fillColor('#000000').moveDown(0.8);
  const width = input.columns.reduce((s, col) => s + col.width, 0);
  const bottom = doc.page.height - doc.page.margins.bottom - 20;
  const line = (cells: string[], strong: boolean, shade?: string) => {
    font(strong).fontSize(8.5);
    const h = Math.max(...cells.map((t, i) => doc.heightOfString(c(t) || ' ', { width: input.columns[i]!.width - 4 }))) + 4;
    if (doc.y + h > bottom) {
      doc.addPage();
      header();
      font(strong).fontSize(8.5);
    }
    const y = doc.y;
    if (shade) doc.rect(left, y, width, h).fill(shade).fillColor('#000000');
    let x = left;
    cells.forEach((t, i) => {
      const col = input.columns[i]!;
      doc.text(c(t), x + 2, y + 2, { width: col.width - 4, align: col.align ?? 'left' });
      x += col.width;
    });
    doc.x = left;
    doc.y = y + h;
  };
  const header = () =>
    line(
      input.columns.map((col) => col.label),
      true,
      '#e8e8e8',
    );
  header();
  for (const r of input.rows) line(r, false);
  line(input.footer, true, '#f3f3f3');
  doc.moveDown(0.8);
  font(false).fontSize(9);
  for (const a of input.after) doc.text(c(a), left, doc.y);
  doc.moveDown(1);
  font(false).fontSize(7.5).fillColor('#666666').text(c(input.generated), left, doc.y);
  doc.end();
  return done;
}
