import { formatNumberIn } from '@lonna/core/validation';
import { DV_CODES } from '@lonna/core/server';
import { FK3059_CODES, FK3059_RESOURCE, fk3059, type StatementKey } from '../src/contracts';
import { type Fk3059Ctx, handle } from './db';
import type { StatementPdf } from './pdf';
import { visibleStatement } from './visible';

const stockholm = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' }).format(new Date(ms));
const num = (n: number, locale: string) => formatNumberIn(locale, n);

/** The statement on paper with both signatures' BankID data: for the manual path and the archive. */
export const printStatement = handle(fk3059.print, async ({ query }, ctx) => {
  // an empty month prints as such (0 h), the form FK asks for even then
  const s = await visibleStatement(ctx, query, true);
  const company = await ctx.db.selectFrom('companies').select(['Namn', 'Orgnr']).where('FtgId', '=', ctx.companyId).executeTakeFirstOrThrow();
  const t = (k: string, p?: Record<string, unknown>) => ctx.t(`fk3059.pdf.${k}`, p);
  const kind = (k: string) => ctx.t(`fk3059.kinds.${k}`);
  const w = s.wire;
  const signature = (heading: string, field: 'Assistant' | 'Organiser') => {
    const signed = w[field];
    const raw = field === 'Assistant' ? s.stored?.AssistantSignature : s.stored?.OrganiserSignature;
    if (!signed || !signed.Valid || !raw) return { heading, lines: [t('notSigned')] };
    const r = JSON.parse(raw) as { name: string; personalNumber: string; orderRef: string; documentHash: string };
    return {
      heading,
      lines: [
        t('signedBy', { name: r.name, persNr: r.personalNumber, at: stockholm(signed.At) }),
        t('bankIdOrder', { ref: r.orderRef }),
        t('hash', { hash: r.documentHash }),
      ],
    };
  };
  const input: StatementPdf = {
    title: t('title'),
    subtitle: t('subtitle'),
    parties: [
      [t('month'), w.Manad],
      [t('careRecipient'), `${w.BrukareNamn} (${w.Brukare})`],
      [t('assistant'), `${w.Namn} (${w.AnstNr})`],
      [t('organiser'), `${company.Namn}, ${company.Orgnr}`],
      [t('deadline'), w.Deadline],
      [t('status'), ctx.t(`fk3059.status.${w.Status}`)],
    ],
    columns: [t('date'), t('from'), t('to'), t('kind'), t('hours')],
    rows: w.Lines.map((l) => [l.Datum, l.From || '–', l.Tom || '–', kind(l.Typ), num(l.Timmar, ctx.locale)]),
    totals: {
      heading: t('totals'),
      lines: [
        `${kind('aktiv')}: ${num(w.Totals.Aktiv, ctx.locale)} h`,
        `${kind('vante')}: ${num(w.Totals.Vante, ctx.locale)} h`,
        `${kind('beredskap')}: ${num(w.Totals.Beredskap, ctx.locale)} h`,
      ],
    },
    signatures: [signature(t('assistantSignature'), 'Assistant'), signature(t('organiserSignature'), 'Organiser')],
    generated: t('generated', { at: stockholm(ctx.now().getTime()), by: ctx.account.Namn }),
  };
  const pdf = await ctx.render('fk3059.statementPdf', input);
  ctx.setHeader('content-type', 'application/pdf');
  ctx.setHeader('content-disposition', `attachment; filename="fk3059-${w.AnstNr}-${w.Brukare}-${w.Manad}.pdf"`);
  return Buffer.from(pdf) as never;
});

/** The organiser posted the printed, signed statement: "manually sent". */
export const markManuallySent = handle(fk3059.manuallySent, async ({ body }, ctx) => {
  if (ctx.account.Roll === 'PER') ctx.fail(403, DV_CODES.forbidden, 'fk3059.errors.notOrganiser');
  const s = await visibleStatement(ctx, body);
  if (!s.wire.Assistant?.Valid || !s.wire.Organiser?.Valid || !s.stored) return ctx.fail(409, FK3059_CODES.unsigned, 'fk3059.errors.notSignedByBoth');
  await ctx.db
    .updateTable('fk3059_statements')
    .set({ Status: 'MANUALLY_SENT', UpdatedAt: ctx.now().getTime() })
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', body.AnstNr)
    .where('Brukare', '=', body.Brukare)
    .where('Manad', '=', body.Manad)
    .execute();
  await ctx.audit.record({
    entity: 'statement',
    id: `${body.AnstNr}/${body.Brukare}/${body.Manad}`,
    event: 'modified',
    action: 'manuallySent',
    before: { Status: s.stored.Status },
    after: { Status: 'MANUALLY_SENT' },
    anstNr: body.AnstNr,
  });
  ctx.publish({ event: 'resource-updated', resource: FK3059_RESOURCE, payload: { AnstNr: body.AnstNr, Manad: body.Manad } });
  return { ...s.wire, Status: 'MANUALLY_SENT' as const };
});
