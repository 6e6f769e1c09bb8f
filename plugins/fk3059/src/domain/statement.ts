import { FK_TIME_KINDS, type FkTimeKind } from './time-kinds';

/** A time row as the time plugin publishes it (the fields a statement reads). */
export interface AssistanceRow {
  Datum: string;
  TidKod: string;
  Timmar: number;
  Start: string;
  Slut: string;
}
export interface StatementLine {
  Datum: string;
  /** '' when the company reports hours without clock times */
  From: string;
  Tom: string;
  Typ: FkTimeKind;
  Timmar: number;
}
export interface StatementTotals {
  Aktiv: number;
  Vante: number;
  Beredskap: number;
}
export interface StatementContent {
  AnstNr: string;
  Brukare: string;
  Manad: string;
  Lines: StatementLine[];
  Totals: StatementTotals;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The statement of one assistant for one care recipient and month, from that month's time rows booked on the care
 * recipient: one line per row that is assistance time (time-kinds.ts), by day and start, with the totals per kind.
 * Rows of other months are left out even when the query brought them (a night shift belongs to its start day, as the
 * time report books it).
 */
export function buildStatement(key: { AnstNr: string; Brukare: string; Manad: string }, rows: readonly AssistanceRow[]): StatementContent {
  const lines: StatementLine[] = rows
    .filter((r) => r.Datum.startsWith(`${key.Manad}-`) && FK_TIME_KINDS[r.TidKod] !== undefined && r.Timmar > 0)
    .map((r) => ({ Datum: r.Datum, From: r.Start, Tom: r.Slut, Typ: FK_TIME_KINDS[r.TidKod]!, Timmar: round2(r.Timmar) }))
    .sort((a, b) => a.Datum.localeCompare(b.Datum) || a.From.localeCompare(b.From) || a.Typ.localeCompare(b.Typ));
  const sum = (typ: FkTimeKind) => round2(lines.filter((l) => l.Typ === typ).reduce((n, l) => n + l.Timmar, 0));
  return { ...key, Lines: lines, Totals: { Aktiv: sum('aktiv'), Vante: sum('vante'), Beredskap: sum('beredskap') } };
}

/** The exact text that is signed and hashed: the content in a fixed key order (a change to any line changes it). */
export function canonicalStatement(c: StatementContent): string {
  return JSON.stringify({
    AnstNr: c.AnstNr,
    Brukare: c.Brukare,
    Manad: c.Manad,
    Lines: c.Lines.map((l) => [l.Datum, l.From, l.Tom, l.Typ, l.Timmar]),
    Totals: [c.Totals.Aktiv, c.Totals.Vante, c.Totals.Beredskap],
  });
}

/** Försäkringskassan: the time report is due by the 5th of the second month after the month of assistance. */
export function statementDeadline(manad: string): string {
  const [y, m] = manad.split('-').map(Number) as [number, number];
  const due = new Date(Date.UTC(y, m - 1 + 2, 5));
  return due.toISOString().slice(0, 10);
}

/** the month of assistance whose statements are due on this day, or null when no statement is due then */
export function monthDueOn(day: string): string | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (d !== 5) return null;
  return new Date(Date.UTC(y, m - 1 - 2, 1)).toISOString().slice(0, 7);
}

/** the last day of a month, 'YYYY-MM-DD' */
export function monthEnd(manad: string): string {
  const [y, m] = manad.split('-').map(Number) as [number, number];
  return `${manad}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}
