import { addDays, minutesOf } from '../src/domain/dates';
import { paxmlDocument, xmlText, type PaxmlCompany } from '@lonna/core/server';

/**
 * PAXml 2.0 (paxml.se, schema http://www.paxml.se/2.0/paxml.xsd): the file Swedish payroll
 * systems (Hogia, Visma, Fortnox, Crona …) import. In <tidtransaktioner> the attested days come
 * first as <attesterat anstid persnr datum/>, then one <tidtrans anstid persnr postid> per row in the
 * schema's order: tidkod (a PAXml code — the company's code mapped, paxml-codes.ts), datum, starttid and
 * sluttid (date and time), timmar — or omfattning, per cent of the day, for a whole-day code (SEM, FPE) —
 * barn (VAB and parental leave: the child, a booked row's 12-digit text), kontonr, resenheter, info. postid is the
 * row's id, so a re-import can tell rows apart.
 */
export interface PaxmlRow {
  /** the row's id (postid) */
  Id: string;
  AnstNr: string;
  PersNr: string;
  Datum: string;
  /** the PAXml code (mapped from the company's code) */
  TidKod: string;
  /** 'dag': a whole-day code, written as omfattning */
  Enhet: 'h' | 'dag';
  Timmar: number;
  Start: string;
  Slut: string;
  Konto: string;
  ResEnheter: { dim: number; id: string }[];
  Text: string;
}

/** the PAXml codes whose rows name a child in <barn> (paxml.md: VAB and parental leave) */
const CHILD_CODES = new Set(['VAB', 'FPE']);

export function paxml(
  company: PaxmlCompany,
  attested: readonly { AnstNr: string; PersNr: string; Datum: string }[],
  rows: readonly PaxmlRow[],
  createdAt: Date,
  /** the other plugins' sections of the same file (compensations: lonetransaktioner, resetransaktioner) */
  sections: readonly string[] = [],
): string {
  const out: string[] = ['  <tidtransaktioner>'];
  for (const a of attested) out.push(`    <attesterat anstid="${xmlText(a.AnstNr)}" persnr="${xmlText(a.PersNr)}" datum="${a.Datum}"/>`);
  for (const r of rows) {
    out.push(`    <tidtrans anstid="${xmlText(r.AnstNr)}" persnr="${xmlText(r.PersNr)}" postid="${xmlText(r.Id)}">`);
    out.push(`      <tidkod>${xmlText(r.TidKod)}</tidkod>`);
    out.push(`      <datum>${r.Datum}</datum>`);
    if (r.Enhet !== 'dag' && r.Start && r.Slut) {
      // a night shift ends the next day
      const endDate = minutesOf(r.Slut) <= minutesOf(r.Start) ? addDays(r.Datum, 1) : r.Datum;
      out.push(`      <starttid>${r.Datum}T${r.Start}:00</starttid>`, `      <sluttid>${endDate}T${r.Slut}:00</sluttid>`);
    }
    // a whole-day code is a share of the day, not hours (1 day = 100 %)
    if (r.Enhet === 'dag') out.push(`      <omfattning>${(r.Timmar * 100).toFixed(2)}</omfattning>`);
    else out.push(`      <timmar>${r.Timmar.toFixed(2)}</timmar>`);
    // VAB and parental leave name the child: a booked row carries the child's personal number as its text
    const child = CHILD_CODES.has(r.TidKod) && /^\d{12}$/.test(r.Text) ? r.Text : '';
    if (child) out.push(`      <barn>${child}</barn>`);
    if (r.Konto) out.push(`      <kontonr>${xmlText(r.Konto)}</kontonr>`);
    if (r.ResEnheter.length) {
      out.push('      <resenheter>');
      for (const u of r.ResEnheter) out.push(`        <resenhet id="${xmlText(u.id)}" dim="${u.dim}"/>`);
      out.push('      </resenheter>');
    }
    if (r.Text && !child) out.push(`      <info>${xmlText(r.Text)}</info>`);
    out.push('    </tidtrans>');
  }
  out.push('  </tidtransaktioner>');
  // a file of claims alone has no time section at all (an empty one says nothing and some importers refuse it)
  return paxmlDocument(company, createdAt, [...(rows.length || attested.length ? out : []), ...sections]);
}
