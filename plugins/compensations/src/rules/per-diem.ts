import { DOMESTIC_RATES, foreignRate, MEAL_REDUCTION, type Meal } from './per-diem-rates';
import { clockMinutes, intervalAt, type TravelRuleData } from './travel-rules';

/**
 * The per diem (traktamente) of one business trip, day by day, as a pure function (Skatteverket's rules,
 * shared/reference/swedish-rules-and-peers.md §3.1–3.2 and SKV A 2019:24):
 * - tax-free only with at least one night away (the return at least one day after the departure) and a destination
 *   more than 50 km from both the usual workplace and the home;
 * - the departure day is a full day when the departure is before 12:00, the return day when the return is after 19:00;
 *   otherwise half a day; days in between are full;
 * - abroad, a day takes the normalbelopp of the country where the longest part of 06:00–24:00 was spent (Sweden: the
 *   domestic amount);
 * - free meals reduce the day by the year's percentages of the day's base amount (never below 0);
 * - a night without paid lodging gives the night allowance (half the day amount);
 * - after three months at one place the base is 70 %, after two years 50 %.
 * Times are Swedish wall-clock 'YYYY-MM-DDTHH:mm'. Amounts are whole kronor (Skatteverket rounds to whole kronor).
 * A company's own travel rule (./travel-rules.ts), when given, replaces the 12:00/19:00 limits, the domestic amounts,
 * the night allowance and the long-stay steps; abroad the country's normalbelopp stays Skatteverket's.
 */
export interface PerDiemLeg {
  /** from this moment the traveller is in this country (ISO 3166 alpha-2; 'SE' = Sweden) */
  from: string;
  country: string;
}
export interface PerDiemInput {
  year: number;
  departure: string;
  return: string;
  /** the destination is more than 50 km from both the usual workplace and the home */
  farFromHome: boolean;
  /** where the traveller is: the first leg starts at the departure; none = the whole trip in Sweden */
  legs?: readonly PerDiemLeg[];
  /** the free meals per date */
  meals?: Readonly<Record<string, readonly Meal[]>>;
  /** the nights (dated by the evening) with no lodging paid by the employer */
  nightsWithoutLodging?: readonly string[];
  /** the first day at this place (3-month and 2-year rules); default the departure date */
  stayStart?: string;
  /**
   * the full-day amount of a country in the year, when the caller has its own table (an administrator's import, or
   * the rates the server answered); undefined = the shipped tables, null = no rule for that country
   */
  fullDay?: (Landskod: string) => number | null | undefined;
  /** the company's travel rule in force on the departure date (none: Skatteverket's rules of the year) */
  rule?: TravelRuleData | null;
}

export type DayRule = 'FULL' | 'HALF';
export interface PerDiemDay {
  Datum: string;
  Landskod: string;
  /** the full-day amount of the day's country, before the long-stay factor */
  Normalbelopp: number;
  Dag: DayRule;
  /** 100, 70 (after three months) or 50 (after two years) */
  Procent: number;
  DagBelopp: number;
  Maltider: Meal[];
  ReduktionProcent: number;
  Reduktion: number;
  Natt: number;
  Belopp: number;
  /** the part of Belopp within Skatteverket's tax-free amount of the day (all of it without a company rule) */
  Skattefritt: number;
  /** what a company rule pays above Skatteverket's tax-free amount of the day: taxable pay */
  Skattepliktigt: number;
}
export type PerDiemResult =
  | { ok: true; eligible: true; days: PerDiemDay[]; total: number; taxable: number }
  | { ok: true; eligible: false; reason: 'noNight' | 'notFar'; days: []; total: 0 }
  | { ok: false; missing: { year: number; Landskod: string } }
  | { ok: false; invalid: 'order' };

const DAY_MS = 86_400_000;
const dateOf = (t: string) => t.slice(0, 10);
const minutesOf = (t: string) => Number(t.slice(11, 13)) * 60 + Number(t.slice(14, 16));
const epoch = (t: string) => Date.parse(`${t.length === 10 ? `${t}T00:00` : t}:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
function addMonths(d: string, months: number): string {
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1 + months, day));
  return t.toISOString().slice(0, 10);
}
/** whole months from the stay's first day to a day (the company rule's intervals) */
function monthsSince(start: string, day: string): number {
  let m = 0;
  while (m < 1200 && addMonths(start, m + 1) <= day) m++;
  return m;
}

/** the percentage the free meals of a day take off (domestic or abroad) */
export function mealReduction(meals: readonly Meal[], abroad: boolean): number {
  const p = abroad ? MEAL_REDUCTION.foreign : MEAL_REDUCTION.domestic;
  const b = meals.includes('breakfast');
  const main = Number(meals.includes('lunch')) + Number(meals.includes('dinner'));
  if (b && main === 2) return p.all;
  if (main === 2) return p.both;
  return (b ? p.breakfast : 0) + (main === 1 ? p.lunchOrDinner : 0);
}

/** the country of a day: the longest part of 06:00–24:00 (ties: the later country, where the traveller ends the day) */
export function countryOfDay(day: string, legs: readonly PerDiemLeg[], tripStart: string, tripEnd: string): string {
  const from = Math.max(epoch(`${day}T06:00`), epoch(tripStart));
  const to = Math.min(epoch(day) + DAY_MS, epoch(tripEnd));
  const hours = new Map<string, number>();
  legs.forEach((leg, i) => {
    const a = Math.max(from, epoch(leg.from));
    const b = Math.min(to, i + 1 < legs.length ? epoch(legs[i + 1]!.from) : Number.POSITIVE_INFINITY);
    if (b > a) hours.set(leg.country, (hours.get(leg.country) ?? 0) + (b - a));
  });
  let best = legs.length ? legs[0]!.country : 'SE';
  let most = -1;
  for (const [c, h] of hours) if (h >= most) [best, most] = [c, h];
  // before 06:00 only (a return home in the night): the country at the end of the day's travel
  if (most < 0) best = legs.filter((l) => epoch(l.from) <= to).at(-1)?.country ?? best;
  return best;
}

export function computePerDiem(input: PerDiemInput): PerDiemResult {
  if (epoch(input.return) <= epoch(input.departure)) return { ok: false, invalid: 'order' };
  const first = dateOf(input.departure);
  const last = dateOf(input.return);
  if (last <= first) return { ok: true, eligible: false, reason: 'noNight', days: [], total: 0 };
  if (!input.farFromHome) return { ok: true, eligible: false, reason: 'notFar', days: [], total: 0 };
  const domestic = DOMESTIC_RATES[input.year];
  const legs = input.legs?.length ? input.legs : [{ from: input.departure, country: 'SE' }];
  const stay = input.stayStart ?? first;
  const after3 = addMonths(stay, 3);
  const after2y = addMonths(stay, 24);
  const nights = new Set(input.nightsWithoutLodging ?? []);
  const days: PerDiemDay[] = [];
  for (let ms = epoch(first); ms <= epoch(last); ms += DAY_MS) {
    const Datum = isoDay(ms);
    const Landskod = countryOfDay(Datum, legs, input.departure, input.return);
    const abroad = Landskod !== 'SE';
    const own = input.fullDay?.(Landskod);
    const full = own !== undefined ? (own ?? undefined) : abroad ? foreignRate(input.year, { Landskod })?.Belopp : domestic?.full;
    const rule = input.rule;
    // a company rule pays its own domestic amounts: Skatteverket's table of the year is not needed at home
    if (full === undefined && !(rule && !abroad)) return { ok: false, missing: { year: input.year, Landskod } };
    const fullBefore = rule ? clockMinutes(rule.AvresaFore) : 12 * 60;
    const fullAfter = rule ? clockMinutes(rule.HemkomstEfter) : 19 * 60;
    const Dag: DayRule =
      (Datum === first && minutesOf(input.departure) >= fullBefore) || (Datum === last && minutesOf(input.return) <= fullAfter) ? 'HALF' : 'FULL';
    const amounts = rule
      ? ruleAmounts(rule, monthsSince(stay, Datum), abroad ? (full ?? 0) : null, Dag)
      : skatteverketAmounts(full ?? 0, Datum, after3, after2y, Dag);
    // the company's half-day hours: a departure or return day with fewer hours away gives nothing
    const hoursAway = Datum === first ? (24 * 60 - minutesOf(input.departure)) / 60 : Datum === last ? minutesOf(input.return) / 60 : 24;
    const DagBelopp = rule && hoursAway < rule.HalvdagTimmar ? 0 : amounts.day;
    const { Procent, base, Normalbelopp } = amounts;
    const Maltider = [...(input.meals?.[Datum] ?? [])];
    const ReduktionProcent = mealReduction(Maltider, abroad);
    const Reduktion = Math.min(DagBelopp, Math.round((base * ReduktionProcent) / 100));
    // a night away (not the return day) without paid lodging: half the day amount of the night's country
    const Natt = Datum !== last && nights.has(Datum) ? amounts.night : 0;
    days.push({
      Datum,
      Landskod,
      Normalbelopp,
      Dag,
      Procent,
      DagBelopp,
      Maltider,
      ReduktionProcent,
      Reduktion,
      Natt,
      Belopp: DagBelopp - Reduktion + Natt,
      Skattefritt: DagBelopp - Reduktion + Natt,
      Skattepliktigt: 0,
    });
  }
  if (input.rule) splitTaxable(days, computePerDiem({ ...input, rule: null }));
  return { ok: true, eligible: true, days, total: days.reduce((s, d) => s + d.Belopp, 0), taxable: days.reduce((s, d) => s + d.Skattepliktigt, 0) };
}

/**
 * A company rule's day above Skatteverket's (reference §3.1: Skatteverket's amounts are the tax-free maximum; what an
 * employer pays above them is taxable pay, Fortnox's guide there): the day's tax-free part is at most what Skatteverket's rules give the same day (the same
 * trip, meals, nights and table), the rest is taxable. Without Skatteverket's amounts for the year (no table shipped or
 * imported) the day stays tax-free as before: the administrator imports the year's table to get the split.
 */
function splitTaxable(days: PerDiemDay[], skatteverket: PerDiemResult): void {
  if (!skatteverket.ok || !skatteverket.eligible) return;
  const taxFree = new Map(skatteverket.days.map((d) => [d.Datum, d.Belopp]));
  for (const d of days) {
    const limit = taxFree.get(d.Datum);
    if (limit === undefined) continue;
    d.Skattefritt = Math.min(d.Belopp, limit);
    d.Skattepliktigt = d.Belopp - d.Skattefritt;
  }
}

interface DayAmounts {
  Normalbelopp: number;
  Procent: number;
  /** the day's full amount after the long-stay step (meal reductions are percentages of it) */
  base: number;
  day: number;
  night: number;
}

/** Skatteverket: 100 % the first three months, 70 % after, 50 % after two years; half day and night half the base */
function skatteverketAmounts(full: number, Datum: string, after3: string, after2y: string, Dag: DayRule): DayAmounts {
  const Procent = Datum >= after2y ? 50 : Datum >= after3 ? 70 : 100;
  const base = Math.round((full * Procent) / 100);
  return { Normalbelopp: full, Procent, base, day: Dag === 'FULL' ? base : Math.round(base / 2), night: Math.round(base / 2) };
}

/**
 * A company rule: at home the interval's own full and half day and the rule's night allowance by the interval's share;
 * abroad (`foreign` = the country's normalbelopp) the normalbelopp by the interval's share of interval 1's full day.
 */
function ruleAmounts(rule: TravelRuleData, months: number, foreign: number | null, Dag: DayRule): DayAmounts {
  const interval = intervalAt(rule, months);
  const first = [...rule.Intervall].sort((a, b) => a.FranManad - b.FranManad)[0];
  const Procent = !interval ? 0 : first && first.Heldag > 0 ? Math.round((interval.Heldag / first.Heldag) * 100) : 100;
  if (foreign !== null) {
    const base = Math.round((foreign * Procent) / 100);
    return { Normalbelopp: foreign, Procent, base, day: Dag === 'FULL' ? base : Math.round(base / 2), night: Math.round(base / 2) };
  }
  if (!interval) return { Normalbelopp: first?.Heldag ?? 0, Procent, base: 0, day: 0, night: 0 };
  return {
    Normalbelopp: first?.Heldag ?? interval.Heldag,
    Procent,
    base: interval.Heldag,
    day: Dag === 'FULL' ? interval.Heldag : interval.Halvdag,
    night: Math.round((rule.Natt * Procent) / 100),
  };
}
