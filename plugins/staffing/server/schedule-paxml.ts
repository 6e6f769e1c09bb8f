import { paxmlDocument, type PaxmlCompany, xmlText } from '@lonna/core/server';
import { addDays, minutesOf } from '../src/domain/rules/time';

/**
 * The planned passes as PAXml 2.0 <schematransaktioner> (../shared/reference/paxml.md; schema
 * http://www.paxml.se/2.0/paxml.xsd): one <schema anstid persnr> per employee, in it one <dag datum starttid sluttid
 * timmar/> per day he works. Several passes in a day are one schedule day from the first start to the last end with
 * the pass hours summed — the same day the time plugin's schedule shows (the gaps are break). starttid and sluttid are
 * dateTime like <tidtrans>'s; an end at 24:00 is the next day's 00:00. Header and escaping are core's (paxmlDocument).
 */
export interface ScheduleShift {
  AnstNr: string;
  PersNr: string;
  Datum: string;
  Start: string;
  Slut: string;
}

const at = (datum: string, hhmm: string) => (hhmm === '24:00' ? `${addDays(datum, 1)}T00:00:00` : `${datum}T${hhmm}:00`);

export function schedulePaxml(company: PaxmlCompany, shifts: readonly ScheduleShift[], createdAt: Date): string {
  const people = new Map<string, { PersNr: string; days: Map<string, ScheduleShift[]> }>();
  for (const s of shifts) {
    let p = people.get(s.AnstNr);
    if (!p) people.set(s.AnstNr, (p = { PersNr: s.PersNr, days: new Map() }));
    const d = p.days.get(s.Datum);
    if (d) d.push(s);
    else p.days.set(s.Datum, [s]);
  }
  const out: string[] = ['  <schematransaktioner>'];
  for (const [anstNr, p] of [...people].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`    <schema anstid="${xmlText(anstNr)}" persnr="${xmlText(p.PersNr)}">`);
    for (const [datum, list] of [...p.days].sort(([a], [b]) => a.localeCompare(b))) {
      const start = list.map((s) => s.Start).sort()[0] as string;
      const end = list.map((s) => s.Slut).sort()[list.length - 1] as string;
      const minutes = list.reduce((sum, s) => sum + minutesOf(s.Slut) - minutesOf(s.Start), 0);
      out.push(`      <dag datum="${datum}" starttid="${at(datum, start)}" sluttid="${at(datum, end)}" timmar="${(minutes / 60).toFixed(2)}"/>`);
    }
    out.push('    </schema>');
  }
  out.push('  </schematransaktioner>');
  return paxmlDocument(company, createdAt, out);
}
