import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Balances, PayLine } from '../src/contracts';

/**
 * Reads a pay run in PAXml 2.0 (/work/shared/reference/paxml.md): `loneutbetalning/lonebesked` (a payslip per employee
 * with `lonerader/lonrad`, tax, `utbetalt`, `betaldatum`, year-to-date totals and balances) and `saldon/saldo`
 * (balances on a day). Pure: no database. A problem is thrown as a `PaxmlProblem` naming the element and employee.
 */

export class PaxmlProblem extends Error {
  constructor(
    /** the message key under payslips.errors */
    readonly key: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

type BalanceValues = Omit<Balances, 'Datum'>;
export interface ParsedPayslip {
  AnstNr: string;
  PersNr: string;
  PeriodId: string;
  PeriodText: string;
  BetalDatum: string;
  Namn: string;
  SkatteTabell: string;
  SkatteKolumn: string;
  TabellSkatt: number;
  EngangsSkatt: number;
  /** every tax withheld: table, one-off, extra and capital tax */
  Skatt: number;
  Netto: number;
  Brutto: number;
  ArbAvgiftBel: number;
  AckBrutto: number;
  AckSkatt: number;
  AckNetto: number;
  Lines: PayLine[];
  Balances: BalanceValues | null;
}
export interface ParsedBalance extends BalanceValues {
  AnstNr: string;
  PersNr: string;
  Datum: string;
}
export interface ParsedRun {
  /** the header's foretagorgnr (10 digits), '' when absent */
  OrgNr: string;
  Payslips: ParsedPayslip[];
  Balances: ParsedBalance[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['lonebesked', 'lonrad', 'saldo'].includes(name),
});

type Node = Record<string, unknown>;
const text = (v: unknown): string => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') return text((v as Node)['#text']);
  return String(v).trim();
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** the employee a record is about, for messages: "anstid 12" or "persnr 19800101…" */
const who = (n: Node) => text(n['@anstid']) || text(n['@persnr']) || '?';

function numberOf(n: Node, el: string, whom: string, required = false): number | null {
  const raw = text(n[el]);
  if (raw === '') {
    if (required) throw new PaxmlProblem('paxmlMissing', { element: el, employee: whom });
    return null;
  }
  // payroll systems write 1234.50, some 1234,50 or with spaces as thousands separators
  const v = Number(raw.replace(/[\s\u00a0]/g, '').replace(',', '.'));
  if (!Number.isFinite(v)) throw new PaxmlProblem('paxmlNumber', { element: el, employee: whom, value: raw.slice(0, 30) });
  return v;
}
const money = (n: Node, el: string, whom: string, required = false) => numberOf(n, el, whom, required) ?? 0;

function dateOf(n: Node, el: string, whom: string, required: boolean): string {
  const raw = text(n[el]).slice(0, 10);
  if (raw === '') {
    if (required) throw new PaxmlProblem('paxmlMissing', { element: el, employee: whom });
    return '';
  }
  if (!validDate(raw)) throw new PaxmlProblem('paxmlDate', { element: el, employee: whom, value: raw });
  return raw;
}

function balancesOf(n: Node, whom: string): BalanceValues {
  return {
    SemBetTot: numberOf(n, 'sembettot', whom),
    SemBetUtb: numberOf(n, 'sembetutb', whom),
    SemObeTot: numberOf(n, 'semobetot', whom),
    SemObeUtb: numberOf(n, 'semobeutb', whom),
    SemSpaTot: numberOf(n, 'semspatot', whom),
    SemSpaUtb: numberOf(n, 'semspautb', whom),
    SemForTot: numberOf(n, 'semfortot', whom),
    SemForUtb: numberOf(n, 'semforutb', whom),
    KompSaldo: numberOf(n, 'kompsaldo', whom),
    FlexSaldo: numberOf(n, 'flexsaldo', whom),
    TidbankTim: numberOf(n, 'tidbanktim', whom),
  };
}
const hasAny = (b: BalanceValues) => Object.values(b).some((v) => v !== null);

function lineOf(n: Node, whom: string, index: number): PayLine {
  const radnr = numberOf(n, '@radnr', whom);
  const Benamning = text(n.benamning) || text(n.lonart);
  if (Benamning === '') throw new PaxmlProblem('paxmlMissing', { element: `lonrad ${index + 1} benamning`, employee: whom });
  return {
    RadNr: radnr ?? index + 1,
    LonArt: text(n.lonart).slice(0, 20),
    Benamning: Benamning.slice(0, 100),
    DatumFrom: dateOf(n, 'datumfrom', whom, false),
    DatumTom: dateOf(n, 'datumtom', whom, false),
    Antal: numberOf(n, 'antal', whom) ?? numberOf(n, 'timmar', whom) ?? numberOf(n, 'dagar', whom),
    Enhet: text(n.enhet).slice(0, 10) || (text(n.timmar) ? 'tim' : text(n.dagar) ? 'dgr' : ''),
    APris: numberOf(n, 'apris', whom),
    Belopp: money(n, 'belopp', whom, true),
  };
}

const round2 = (v: number) => Math.round(v * 100) / 100;

function payslipOf(n: Node): ParsedPayslip {
  const whom = who(n);
  const AnstNr = text(n['@anstid']).slice(0, 20);
  const PersNr = text(n['@persnr']).replace(/\D/g, '');
  if (AnstNr === '' && PersNr === '') throw new PaxmlProblem('paxmlMissing', { element: 'lonebesked anstid', employee: '?' });
  const rows = ((n.lonerader as Node | undefined)?.lonrad as Node[] | undefined) ?? [];
  const Lines = rows.map((r, i) => lineOf(r, whom, i));
  const TabellSkatt = money(n, 'tabellskatt', whom);
  const EngangsSkatt = money(n, 'engangsskatt', whom);
  const Skatt = round2(TabellSkatt + EngangsSkatt + money(n, 'extraskatt', whom) + money(n, 'kapitalskatt', whom));
  const Netto = money(n, 'utbetalt', whom, true);
  const balances = balancesOf(n, whom);
  const fornamn = text(n.fornamn);
  const efternamn = text(n.efternamn);
  return {
    AnstNr,
    PersNr,
    PeriodId: (text(n.periodid) || dateOf(n, 'betaldatum', whom, true)).slice(0, 40),
    PeriodText: text(n.periodtext).slice(0, 100),
    BetalDatum: dateOf(n, 'betaldatum', whom, true),
    Namn: (text(n.namn) || `${fornamn} ${efternamn}`.trim()).slice(0, 120),
    SkatteTabell: text(n.skattetabell).slice(0, 10),
    SkatteKolumn: text(n.skattekolumn).slice(0, 10),
    TabellSkatt,
    EngangsSkatt,
    Skatt,
    Netto,
    // gross pay: the taxable lines before tax (the payroll system's net deductions, if any, are in the lines too)
    Brutto: round2(Lines.reduce((s, l) => s + l.Belopp, 0)),
    ArbAvgiftBel: money(n, 'arbavgiftbel', whom),
    AckBrutto: money(n, 'ackbruttolon', whom),
    AckSkatt: money(n, 'ackprelskatt', whom),
    AckNetto: money(n, 'acknettolon', whom),
    Lines,
    Balances: hasAny(balances) ? balances : null,
  };
}

function balanceOf(n: Node): ParsedBalance {
  const whom = who(n);
  const AnstNr = text(n['@anstid']).slice(0, 20);
  const PersNr = text(n['@persnr']).replace(/\D/g, '');
  if (AnstNr === '' && PersNr === '') throw new PaxmlProblem('paxmlMissing', { element: 'saldo anstid', employee: '?' });
  return { AnstNr, PersNr, Datum: dateOf(n, 'datum', whom, true), ...balancesOf(n, whom) };
}

/** Parses and checks a pay run; throws a PaxmlProblem for the first thing wrong. */
export function parsePaxml(xml: string): ParsedRun {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new PaxmlProblem('paxmlInvalid', { line: valid.err.line, reason: valid.err.msg.slice(0, 120) });
  const doc = parser.parse(xml) as Node;
  const root = doc.paxml as Node | undefined;
  if (!root || typeof root !== 'object') throw new PaxmlProblem('paxmlRoot');
  const header = (root.header as Node | undefined) ?? {};
  const version = text(header.version);
  if (version !== '' && !version.startsWith('2')) throw new PaxmlProblem('paxmlVersion', { version: version.slice(0, 10) });
  const Payslips = (((root.loneutbetalning as Node | undefined)?.lonebesked as Node[] | undefined) ?? []).map(payslipOf);
  const Balances = (((root.saldon as Node | undefined)?.saldo as Node[] | undefined) ?? []).map(balanceOf);
  if (Payslips.length === 0 && Balances.length === 0) throw new PaxmlProblem('paxmlEmpty');
  const seen = new Set<string>();
  for (const p of Payslips) {
    const key = `${p.AnstNr || p.PersNr}/${p.PeriodId}`;
    if (seen.has(key)) throw new PaxmlProblem('paxmlTwice', { employee: p.AnstNr || p.PersNr, period: p.PeriodId });
    seen.add(key);
  }
  return { OrgNr: text(header.foretagorgnr).replace(/\D/g, ''), Payslips, Balances };
}
