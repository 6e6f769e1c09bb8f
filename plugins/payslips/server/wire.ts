import type { Balances, PayLine, Payslip, PayslipSummary } from '../src/contracts';
import type { PayslipsBalancesTable, PayslipsPayslipsTable } from './db';

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const wireSummary = (r: PayslipsPayslipsTable): PayslipSummary => ({
  Id: r.Id,
  PeriodId: r.PeriodId,
  PeriodText: r.PeriodText,
  BetalDatum: r.BetalDatum,
  Brutto: Number(r.Brutto),
  Skatt: Number(r.Skatt),
  Netto: Number(r.Netto),
  EgenPdf: r.Pdf !== '',
});

export const wireBalances = (r: PayslipsBalancesTable): Balances => ({
  Datum: r.Datum,
  SemBetTot: num(r.SemBetTot),
  SemBetUtb: num(r.SemBetUtb),
  SemObeTot: num(r.SemObeTot),
  SemObeUtb: num(r.SemObeUtb),
  SemSpaTot: num(r.SemSpaTot),
  SemSpaUtb: num(r.SemSpaUtb),
  SemForTot: num(r.SemForTot),
  SemForUtb: num(r.SemForUtb),
  KompSaldo: num(r.KompSaldo),
  FlexSaldo: num(r.FlexSaldo),
  TidbankTim: num(r.TidbankTim),
});

export const wirePayslip = (r: PayslipsPayslipsTable, balances: PayslipsBalancesTable | null): Payslip => ({
  ...wireSummary(r),
  AnstNr: r.AnstNr,
  Namn: r.Namn,
  SkatteTabell: r.SkatteTabell,
  SkatteKolumn: r.SkatteKolumn,
  TabellSkatt: Number(r.TabellSkatt),
  EngangsSkatt: Number(r.EngangsSkatt),
  ArbAvgiftBel: Number(r.ArbAvgiftBel),
  Lines: JSON.parse(r.Lines) as PayLine[],
  Ack: { Brutto: Number(r.AckBrutto), Skatt: Number(r.AckSkatt), Netto: Number(r.AckNetto) },
  Balances: balances ? wireBalances(balances) : null,
});
