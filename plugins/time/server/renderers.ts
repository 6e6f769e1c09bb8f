import { defineRenderers } from '@lonna/core/server';
import type { PaxmlCompany } from '@lonna/core/server';
import { paxml, type PaxmlRow } from './paxml';
import { renderTablePdf, type PdfTable } from './pdf';

/** The time plugin's files, rendered by the host's worker pool (ctx.render): nothing here touches the database. */
export interface PaxmlInput {
  company: PaxmlCompany;
  attested: { AnstNr: string; PersNr: string; Datum: string }[];
  rows: PaxmlRow[];
  createdAt: Date;
  /** the other plugins' parts of the one payroll file (ctx.payrollSections) */
  sections: string[];
}

export default defineRenderers({
  'time.tablePdf': (table: PdfTable) => renderTablePdf(table),
  'time.paxml': (i: PaxmlInput) => paxml(i.company, i.attested, i.rows, i.createdAt, i.sections),
});
