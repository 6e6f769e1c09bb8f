import { pdfFacts, pdfTable, pdfText as clean, startPdf } from '@lonna/core/pdf';

/**
 * A payslip on paper, laid out like the ones Swedish payroll systems print: the employer, the employee, period and pay
 * date, the pay lines, gross − tax = net, year-to-date totals and balances. Rendered by pdfkit in the host's worker
 * (ctx.render). DejaVu Sans when the system has it (å, ä, ö), else Helvetica.
 */

export interface PayslipPdf {
  title: string;
  company: string;
  parties: [string, string][];
  columns: [string, string, string, string, string];
  rows: [string, string, string, string, string][];
  summary: [string, string][];
  ytd: { heading: string; lines: [string, string][] };
  balances: { heading: string; lines: [string, string][] };
  employer: string;
}

export function renderPayslipPdf(input: PayslipPdf): Promise<Buffer> {
  const page = startPdf(input.title, 42);
  const { doc, font, done, left, width } = page;

  font(true).fontSize(16).text(clean(input.title));
  font(false).fontSize(10).fillColor('#444444').text(clean(input.company)).fillColor('#000000').moveDown(0.8);
  pdfFacts(page, input.parties);
  doc.moveDown(0.8);

  const [item, dates, quantity, price, amount] = input.columns;
  pdfTable(page, {
    columns: [
      { label: item, width: 0 },
      { label: dates, width: 120 },
      { label: quantity, width: 70, align: 'right' },
      { label: price, width: 70, align: 'right' },
      { label: amount, width: 80, align: 'right' },
    ],
    rows: input.rows,
    size: 9,
  });
  doc.moveDown(0.4);
  const pairs = (list: [string, string][], strongLast: boolean) =>
    list.forEach(([label, value], i) => {
      const strong = strongLast && i === list.length - 1;
      const top = doc.y;
      font(strong).fontSize(strong ? 11 : 9);
      doc.text(clean(label), left + width / 2, top, { width: width / 4, lineBreak: false });
      doc.text(clean(value), left + (3 * width) / 4, top, { width: width / 4, align: 'right', lineBreak: false });
      doc.x = left;
      doc.y = top + (strong ? 17 : 14);
    });
  pairs(input.summary, true);
  doc.moveDown(1);
  const block = (b: { heading: string; lines: [string, string][] }) => {
    if (b.lines.length === 0) return;
    font(true).fontSize(10).text(clean(b.heading), left, doc.y);
    doc.moveDown(0.2);
    for (const [label, value] of b.lines) {
      const top = doc.y;
      font(false)
        .fontSize(9)
        .text(clean(label), left, top, { width: width / 2, lineBreak: false });
      doc.text(clean(value), left + width / 2, top, { width: width / 4, align: 'right', lineBreak: false });
      doc.x = left;
      doc.y = top + 13;
    }
    doc.moveDown(0.6);
  };
  block(input.ytd);
  block(input.balances);
  if (input.employer) font(false).fontSize(8).fillColor('#555555').text(clean(input.employer), left, doc.y);
  doc.end();
  return done;
}
