import { formatNumberIn, formatOrgnr } from '@lonna/core/validation';
import type { Payslip } from '../src/contracts';
import type { PayslipsCtx } from './db';
import type { PayslipPdf } from './pdf';

/** The payslip's words and numbers in the reader's language, for the renderer (which knows no language). */
export function payslipPdfInput(ctx: PayslipsCtx, company: { Namn: string; Orgnr: string }, p: Payslip): PayslipPdf {
  const t = (k: string, params?: Record<string, unknown>) => ctx.t(`payslips.pdf.${k}`, params);
  // the portal's one number rule: amounts with two decimals, quantities with those they have
  const amount = (v: number) => formatNumberIn(ctx.locale, v);
  const quantity = (v: number) => formatNumberIn(ctx.locale, v, 'auto');
  const kr = (v: number) => `${amount(v)} kr`;
  const b = p.Balances;
  const left = (tot: number | null, utb: number | null) => (tot === null ? null : tot - (utb ?? 0));
  const balances: [string, string][] = [];
  if (b) {
    const add = (label: string, v: number | null, unit: string) => v !== null && balances.push([t(label), `${quantity(v)} ${t(unit)}`]);
    add('vacPaid', left(b.SemBetTot, b.SemBetUtb), 'days');
    add('vacSaved', left(b.SemSpaTot, b.SemSpaUtb), 'days');
    add('vacUnpaid', left(b.SemObeTot, b.SemObeUtb), 'days');
    add('vacAdvance', left(b.SemForTot, b.SemForUtb), 'days');
    add('komp', b.KompSaldo, 'hours');
    add('flex', b.FlexSaldo, 'hours');
  }
  return {
    title: t('title'),
    company: `${company.Namn}${company.Orgnr ? `, ${t('orgnr')} ${formatOrgnr(company.Orgnr)}` : ''}`,
    parties: [
      [t('employee'), `${p.Namn} (${p.AnstNr})`],
      [t('period'), p.PeriodText || p.PeriodId],
      [t('payDate'), p.BetalDatum],
      [t('taxTable'), p.SkatteTabell ? `${p.SkatteTabell}${p.SkatteKolumn ? ` / ${p.SkatteKolumn}` : ''}` : '–'],
    ],
    columns: [t('item'), t('dates'), t('quantity'), t('price'), t('amount')],
    rows: p.Lines.map((l) => [
      l.Benamning,
      l.DatumFrom ? `${l.DatumFrom}${l.DatumTom && l.DatumTom !== l.DatumFrom ? ` – ${l.DatumTom}` : ''}` : '',
      l.Antal === null ? '' : `${quantity(l.Antal)}${l.Enhet ? ` ${l.Enhet}` : ''}`,
      l.APris === null ? '' : amount(l.APris),
      amount(l.Belopp),
    ]),
    summary: [
      [t('gross'), kr(p.Brutto)],
      [t('tax'), kr(-p.Skatt)],
      [t('net'), kr(p.Netto)],
    ],
    ytd: {
      heading: t('ytd'),
      lines: [
        [t('gross'), kr(p.Ack.Brutto)],
        [t('tax'), kr(p.Ack.Skatt)],
        [t('net'), kr(p.Ack.Netto)],
      ],
    },
    balances: { heading: t('balances', { date: b?.Datum ?? p.BetalDatum }), lines: balances },
    employer: p.ArbAvgiftBel ? t('employerFee', { amount: kr(p.ArbAvgiftBel) }) : '',
  };
}
