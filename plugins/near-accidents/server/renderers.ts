import { defineRenderers } from '@lonna/core/server';
import { renderReportPdf, type ReportPdf } from './pdf';

/** The plugin's files, rendered by the host's worker pool (ctx.render): nothing here touches the database. */
export default defineRenderers({
  'near-accidents.reportPdf': (input: ReportPdf) => renderReportPdf(input),
});
