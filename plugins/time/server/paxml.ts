/**
 * PAXml 2.0 (paxml.se): the file Swedish payroll systems (Hogia, Visma,
 * Fortnox, Crona …) import. Time transactions go in <tidtransaktioner>, one
 * <tidtrans anstid=".."> per row with tidkod, datum and timmar; clock times,
 * result units (dimensions) and the row text are optional.
 */
export interface PaxmlCompany { Orgnr: string; Namn: string }
export interface PaxmlRow {
  AnstNr: string; Datum: string; TidKod: string; Timmar: number; Start: string; Slut: string;
  ResEnheter: { dim: number; id: string }[]; Text: string;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function paxml(company: PaxmlCompany, rows: readonly PaxmlRow[], createdAt: Date): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<paxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.paxml.se/2.0/paxml.xsd">',
    '  <header>',
    '    <format>LÖNIN</format>',
    '    <version>2.0</version>',
    `    <datum>${createdAt.toISOString().slice(0, 19)}</datum>`,
    `    <foretagorgnr>${escape(company.Orgnr.replace(/\D/g, ''))}</foretagorgnr>`,
    `    <foretagnamn>${escape(company.Namn)}</foretagnamn>`,
    '    <programnamn>Lönna</programnamn>',
    '  </header>',
    '  <tidtransaktioner>',
  ];
  for (const r of rows) {
    out.push(`    <tidtrans anstid="${escape(r.AnstNr)}">`);
    out.push(`      <tidkod>${escape(r.TidKod)}</tidkod>`);
    out.push(`      <datum>${r.Datum}</datum>`);
    out.push(`      <timmar>${r.Timmar.toFixed(2)}</timmar>`);
    if (r.Start && r.Slut) out.push(`      <starttid>${r.Start}</starttid>`, `      <sluttid>${r.Slut}</sluttid>`);
    if (r.ResEnheter.length) {
      out.push('      <resenheter>');
      for (const u of r.ResEnheter) out.push(`        <resenhet dim="${u.dim}" id="${escape(u.id)}"/>`);
      out.push('      </resenheter>');
    }
    if (r.Text) out.push(`      <kommentar>${escape(r.Text)}</kommentar>`);
    out.push('    </tidtrans>');
  }
  out.push('  </tidtransaktioner>', '</paxml>', '');
  return out.join('\n');
}
