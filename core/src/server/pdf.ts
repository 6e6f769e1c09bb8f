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
