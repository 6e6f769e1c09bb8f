import { XMLBuilder } from 'fast-xml-parser';
import { isCoordinationNumber, normalizePersonnummer } from '@lonna/core/validation';
import type { ManualReason } from '../../src/contracts';
import { monthEnd, type StatementContent } from '../../src/domain/statement';

/**
 * The ELT time report ("tidredovisning") Försäkringskassan's `SkickaTidredovisning` service takes, built from the
 * signed statement content and the parties. Source: ../shared/reference/swedish-rules-and-peers.md §3.8 (namespace
 * tidredovisning/1; the field list is taken from a public vendor payload and is indicative until FK's schema is in
 * hand — every element is written here, in one place).
 */
export const ELT_NAMESPACE = 'http://schema.forsakringskassan.se/integration/isassistansersattning/tidredovisning/1';

export interface EltPerson {
  PersNr: string;
  FoNamn: string;
  EfNamn: string;
}
export interface EltParties {
  assistant: EltPerson;
  careRecipient: EltPerson;
  organiser: { Namn: string; Orgnr: string; Kontaktperson: string; Telefon: string };
  /** the assistant's employment is covered by a collective agreement */
  kollektivavtal: boolean;
}

/**
 * A personal number's check, kept per 12-digit number: its answer never changes (no century to infer from today), and
 * a big month's outline asks it for every statement (a tenth of an organiser's page, issue 22). Others are checked
 * each time.
 */
function idCheck(persNr: string): { valid: boolean; coordination: boolean } {
  const kept = checkedIds.get(persNr);
  if (kept) return kept;
  const check = { valid: normalizePersonnummer(persNr) !== '', coordination: isCoordinationNumber(persNr) };
  if (/^\d{12}$/.test(persNr)) {
    if (checkedIds.size >= 50_000) checkedIds.clear();
    checkedIds.set(persNr, check);
  }
  return check;
}
const checkedIds = new Map<string, { valid: boolean; coordination: boolean }>();

/**
 * What keeps a statement off ELT: every pass needs its clock times (FK's rapportRad has from and to), both people a
 * personal number, and FK signs only with BankID, which a coordination-number holder cannot have; the organiser's
 * contact person and phone are on every report.
 */
export function manualReasons(c: Pick<StatementContent, 'Lines'> | { noClockTimes: boolean }, p: EltParties): ManualReason[] {
  const out: ManualReason[] = [];
  // the month's outline knows from SQL whether a line lacks its clock times, without the lines (issue 22)
  if ('noClockTimes' in c ? c.noClockTimes : c.Lines.some((l) => !l.From || !l.Tom)) out.push('noClockTimes');
  if (!idCheck(p.careRecipient.PersNr).valid) out.push('noCareRecipientId');
  const assistant = idCheck(p.assistant.PersNr);
  if (!assistant.valid) out.push('noAssistantId');
  else if (assistant.coordination) out.push('coordinationNumber');
  if (!p.organiser.Kontaktperson.trim() || !p.organiser.Telefon.trim()) out.push('noContact');
  return out;
}

/** the XML of one statement; `signedOn`: the dates (YYYY-MM-DD, Swedish time) of the two signatures */
export function tidredovisningXml(id: string, c: StatementContent, p: EltParties, signedOn: { assistant: string; organiser: string }): string {
  const person = (x: EltPerson) => ({ personnummer: normalizePersonnummer(x.PersNr), fornamn: x.FoNamn, efternamn: x.EfNamn });
  const doc = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    tidredovisning: {
      '@_xmlns': ELT_NAMESPACE,
      id,
      redovisningsmanad: c.Manad,
      personSomHarAssistans: person(p.careRecipient),
      assistent: { ...person(p.assistant), kollektivavtal: p.kollektivavtal },
      berakningsperiod: { fromDag: `${c.Manad}-01`, tomDag: monthEnd(c.Manad) },
      anstalldAvPersonSomHarAssistans: false,
      assistansanordnare: {
        anordnareNamn: p.organiser.Namn,
        organisationsnummer: p.organiser.Orgnr.replace(/\D/g, ''),
        kontaktperson: p.organiser.Kontaktperson,
        telefonnummer: p.organiser.Telefon,
        assistentAnstalldAvAnordnare: true,
        assistentEgenForetagare: false,
      },
      tidrapport: {
        rapportRad: c.Lines.map((l) => ({
          dag: l.Datum,
          fromTid: l.From,
          tomTid: l.Tom,
          aktivTid: l.Typ === 'aktiv',
          vanteTid: l.Typ === 'vante',
          beredskapsTid: l.Typ === 'beredskap',
        })),
      },
      datumForUnderskriftAnordnare: signedOn.organiser,
      telefonnummerAnordnare: p.organiser.Telefon,
      datumForUnderskriftAssistent: signedOn.assistant,
      telefonnummerAssistent: '',
    },
  };
  return new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: false }).build(doc) as string;
}
