import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isPaxmlTimeCode } from '../src/domain/paxml-codes';

/**
 * What a payroll system checks when it imports a PAXml 2.0 time file (../shared/reference/paxml.md): well-formed
 * XML; <paxml> with <header> (version 2.0, format LÖNIN, foretagorgnr of 10 digits) and <tidtransaktioner>; every
 * <tidtrans> with anstid, persnr and a unique postid; <tidkod> from the schema's code list; a single <datum>; exactly
 * one of <timmar> or <omfattning>; <attesterat> before <tidtrans>. Returns the problems found ([] = valid).
 */
export function validatePaxml(xml: string): string[] {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return [`not well-formed: ${wellFormed.err.msg} (line ${wellFormed.err.line})`];
  const problems: string[] = [];
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (n) => ['tidtrans', 'attesterat', 'resenhet'].includes(n),
  }).parse(xml);
  const root = doc.paxml;
  if (!root) return ['no <paxml> root'];
  const h = root.header ?? {};
  if (h.version !== '2.0') problems.push('header/version is not 2.0');
  if (h.format !== 'LÖNIN') problems.push('header/format is not LÖNIN');
  if (!/^\d{10}$/.test(String(h.foretagorgnr ?? ''))) problems.push('header/foretagorgnr is not 10 digits');
  const t = root.tidtransaktioner;
  if (!t) return [...problems, 'no <tidtransaktioner>'];
  const postids = new Set<string>();
  for (const a of t.attesterat ?? []) {
    if (!a['@anstid'] || !/^\d{12}$/.test(a['@persnr'] ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(a['@datum'] ?? ''))
      problems.push(`attesterat ${JSON.stringify(a)}`);
  }
  for (const r of t.tidtrans ?? []) {
    const id = r['@postid'];
    if (!r['@anstid'] || !/^\d{12}$/.test(r['@persnr'] ?? '')) problems.push(`tidtrans ${id}: anstid and persnr`);
    if (!id || postids.has(id)) problems.push(`tidtrans: postid missing or repeated (${id})`);
    postids.add(id);
    if (!isPaxmlTimeCode(String(r.tidkod))) problems.push(`tidtrans ${id}: tidkod ${r.tidkod} is not a PAXml code`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(r.datum))) problems.push(`tidtrans ${id}: datum`);
    if ((r.timmar === undefined) === (r.omfattning === undefined)) problems.push(`tidtrans ${id}: exactly one of timmar and omfattning`);
  }
  // attested days come before the transactions
  const lastAttested = xml.lastIndexOf('<attesterat ');
  const firstTrans = xml.indexOf('<tidtrans ');
  if (lastAttested > -1 && firstTrans > -1 && lastAttested > firstTrans) problems.push('attesterat after tidtrans');
  return problems;
}
