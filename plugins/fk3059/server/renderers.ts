import { defineRenderers } from '@lonna/core/server';
import { renderStatementPdf, type StatementPdf } from './pdf';

/** The plugin's files, rendered by the host's worker pool (ctx.render): nothing here touches the database. */
export default defineRenderers({
  'fk3059.statementPdf': (input: StatementPdf) => renderStatementPdf(input),
});
