import { DV_CODES } from '@lonna/core/server';
import { nearAccidents } from '../src/contracts';
import { handle } from './db';
import type { ReportPdf } from './pdf';
import { fullReport, isHandler, visibleReport } from './rules';

/** Stockholm wall time of an instant, as the PDF prints it */
const stockholm = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' }).format(new Date(ms));

/** A handler prints the report with its whole history, for the safety representative (skyddsombud). */
export const printReport = handle(nearAccidents.print, async ({ params }, ctx) => {
  const row = await visibleReport(ctx, params.Id);
  if (!isHandler(ctx)) ctx.fail(403, DV_CODES.forbidden, 'near-accidents.errors.notHandler');
  const r = await fullReport(ctx, row);
  const company = await ctx.db.selectFrom('companies').select(['Namn', 'Orgnr']).where('FtgId', '=', ctx.companyId).executeTakeFirstOrThrow();
  const t = (k: string, p?: Record<string, unknown>) => ctx.t(`near-accidents.pdf.${k}`, p);
  const status = (s: string) => ctx.t(`near-accidents.status.${s}`);
  const input: ReportPdf = {
    title: `${t('title')}: ${r.Rubrik}`,
    meta: [`${company.Namn} (${company.Orgnr})`, t('reported', { at: stockholm(r.Skapad), name: r.Rapportor })],
    notice: r.Kanslig ? t('sensitive') : undefined,
    facts: [
      [t('when'), `${r.Datum}${r.Klockslag ? ` ${r.Klockslag}` : ''}`],
      [t('where'), r.Plats],
      [t('status'), status(r.Status)],
      [t('resolver'), r.Atgardare || t('none')],
      [t('attachments'), r.BilagaLista.map((b) => b.Filnamn).join(', ') || t('none')],
    ],
    sections: [
      { heading: t('description'), text: r.Beskrivning },
      { heading: t('consequence'), text: r.MojligFoljd || t('none') },
      { heading: t('decision'), text: r.Beslut || t('none') },
    ],
    history: { heading: t('history'), rows: r.Historik.map((h) => [stockholm(h.Tid), status(h.Status), h.Namn]) },
    after: [t('signature')],
    generated: t('generated', { at: stockholm(ctx.now().getTime()), by: ctx.account.Namn }),
  };
  const pdf = await ctx.render('near-accidents.reportPdf', input);
  ctx.setHeader('content-type', 'application/pdf');
  ctx.setHeader('content-disposition', `attachment; filename="tillbud-${row.Datum}-${row.Id.slice(0, 8)}.pdf"`);
  return Buffer.from(pdf) as never;
});
