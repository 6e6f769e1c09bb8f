import { DOMESTIC_RATES } from './per-diem-rates';
import { REPRESENTATION_RULES } from './representation';

/**
 * A company's travel rule (reseregel, spec "Travel rules: valid-from date, rule set, time intervals, full/half-day
 * rates, overnight rate, maximum representation, departure/return times, half-day hours"), and Skatteverket's as the
 * default of a year. Our reading where the spec is silent:
 * - the numbered time intervals are the months of a stay at one place (Skatteverket's 3-month and 2-year rules are
 *   intervals 1: 0–3, 2: 3–24, 3: 24–), each with its domestic full-day and half-day amount (SEK);
 * - abroad the day keeps Skatteverket's normalbelopp of the country, reduced by the interval's share of interval 1's
 *   full day (Skatteverket: 100 / 70 / 50 %);
 * - departure before `AvresaFore` (default 12:00) / return after `HemkomstEfter` (default 19:00) make a full day;
 * - `HalvdagTimmar`: a departure or return day with fewer hours away than this gives nothing (Skatteverket: 0);
 * - `Natt`: the domestic night allowance without paid lodging (Skatteverket: half the day amount);
 * - `MaxRepresentation`: the most the company reimburses per person at a representation (Skatteverket's deductible
 *   limit for enklare förtäring, 60 kr excl. VAT, as the default).
 * Sources: shared/reference/swedish-rules-and-peers.md §3.1 (amounts 2024–2026, 12:00/19:00, 70 % after three months,
 * 50 % after two years) and §3.5 (representation), via ./per-diem-rates.ts and ./representation.ts.
 */
export interface TravelRuleInterval {
  Nr: number;
  /** months of the stay at one place: from (inclusive) to (exclusive; null = no end) */
  FranManad: number;
  TillManad: number | null;
  Heldag: number;
  Halvdag: number;
}
export interface TravelRuleData {
  /** YYYY-MM-DD: the rule is in force from this date until the next rule's */
  GiltigFran: string;
  /** the rule set's name (e.g. "Skatteverket", a collective agreement) */
  Regelverk: string;
  Intervall: TravelRuleInterval[];
  Natt: number;
  MaxRepresentation: number;
  /** HH:mm */
  AvresaFore: string;
  HemkomstEfter: string;
  HalvdagTimmar: number;
}

export const SKATTEVERKET = 'Skatteverket';
/** Skatteverket's long-stay factors (SKV A 2019:24; reference §3.1): the first three months, then 70 %, after two years 50 % */
const LONG_STAY = [
  { from: 0, to: 3, percent: 100 },
  { from: 3, to: 24, percent: 70 },
  { from: 24, to: null, percent: 50 },
] as const;

/** Skatteverket's rule of a year as a company rule (null: no domestic amount known for the year) */
export function skatteverketRule(year: number): TravelRuleData | null {
  const domestic = DOMESTIC_RATES[year];
  if (!domestic) return null;
  const enk = REPRESENTATION_RULES.at(-1)?.rules.ENK.deductiblePerPerson ?? 0;
  return {
    GiltigFran: `${year}-01-01`,
    Regelverk: SKATTEVERKET,
    Intervall: LONG_STAY.map((s, i) => {
      const full = Math.round((domestic.full * s.percent) / 100);
      return { Nr: i + 1, FranManad: s.from, TillManad: s.to, Heldag: full, Halvdag: Math.round(full / 2) };
    }),
    Natt: Math.round(domestic.full / 2),
    MaxRepresentation: enk,
    AvresaFore: '12:00',
    HemkomstEfter: '19:00',
    HalvdagTimmar: 0,
  };
}

/** the company's rule in force on a date: the latest whose valid-from is not after it (null: none) */
export function ruleInForce<T extends Pick<TravelRuleData, 'GiltigFran'>>(rules: readonly T[], date: string): T | null {
  let best: T | null = null;
  for (const r of rules) if (r.GiltigFran <= date && (!best || r.GiltigFran > best.GiltigFran)) best = r;
  return best;
}

/** the interval of a day `months` whole months into the stay (null: the rule has none there — nothing is paid) */
export function intervalAt(rule: Pick<TravelRuleData, 'Intervall'>, months: number): TravelRuleInterval | null {
  return rule.Intervall.find((i) => months >= i.FranManad && (i.TillManad === null || months < i.TillManad)) ?? null;
}

export const isClock = (s: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);
export const clockMinutes = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));

export type TravelRuleProblem = { field: string; key: 'overlap' | 'negative' | 'halfDayHours' | 'clock' | 'noInterval' | 'intervalOrder' | 'halfAboveFull' };

/**
 * What is wrong with a rule, field by field (the first problem of each field): intervals must not overlap and end after
 * they start, amounts are ≥ 0 (a half day not above the full day), half-day hours 0–24, times HH:mm.
 */
export function travelRuleProblems(r: TravelRuleData): TravelRuleProblem[] {
  const out: TravelRuleProblem[] = [];
  const add = (p: TravelRuleProblem) => {
    if (!out.some((o) => o.field === p.field)) out.push(p);
  };
  if (r.Intervall.length === 0) add({ field: 'Intervall', key: 'noInterval' });
  const sorted = [...r.Intervall].sort((a, b) => a.FranManad - b.FranManad);
  sorted.forEach((i, n) => {
    if (i.FranManad < 0 || i.Heldag < 0 || i.Halvdag < 0) add({ field: 'Intervall', key: 'negative' });
    if (i.TillManad !== null && i.TillManad <= i.FranManad) add({ field: 'Intervall', key: 'intervalOrder' });
    if (i.Halvdag > i.Heldag) add({ field: 'Intervall', key: 'halfAboveFull' });
    const prev = sorted[n - 1];
    if (prev && (prev.TillManad === null || prev.TillManad > i.FranManad)) add({ field: 'Intervall', key: 'overlap' });
  });
  if (r.Natt < 0) add({ field: 'Natt', key: 'negative' });
  if (r.MaxRepresentation < 0) add({ field: 'MaxRepresentation', key: 'negative' });
  if (!(r.HalvdagTimmar >= 0 && r.HalvdagTimmar <= 24)) add({ field: 'HalvdagTimmar', key: 'halfDayHours' });
  if (!isClock(r.AvresaFore)) add({ field: 'AvresaFore', key: 'clock' });
  if (!isClock(r.HemkomstEfter)) add({ field: 'HemkomstEfter', key: 'clock' });
  return out;
}
