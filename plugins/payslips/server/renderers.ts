import { defineRenderers } from '@lonna/core/server';
import { renderPayslipPdf, type PayslipPdf } from './pdf';

/** The plugin's files, rendered by the host's worker pool (ctx.render): nothing here touches the database. */
export default defineRenderers({
  'payslips.payslipPdf': (input: PayslipPdf) => renderPayslipPdf(input),
});
