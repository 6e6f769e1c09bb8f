import type { PerDiemInput as GuideAnswers } from '../contracts';
import { computePerDiem, type PerDiemInput, type PerDiemResult } from './per-diem';
import type { Meal } from './per-diem-rates';
import type { TravelRuleData } from './travel-rules';

/**
 * The per diem guide's answers (the wire's PerDiemInput) as the pure calculation's input, shared by the dialog (live
 * summary) and the server (the compensations it writes): one rule, two callers.
 * - the year is the departure's (a trip over New Year keeps its departure year's table);
 * - abroad, the traveller is in Sweden from the departure until the first leg (a leg at or before the departure
 *   replaces it); at home the whole trip is in Sweden.
 */
export type Answers = Pick<GuideAnswers, 'Avresa' | 'Hemkomst' | 'Over50km' | 'Utrikes' | 'Lander' | 'Maltider' | 'Natter' | 'VistelseStart'>;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DDTHH:mm' that exists */
export const isWallClock = (s: string) =>
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(s) && new Date(`${s.slice(0, 10)}T00:00:00Z`).toISOString().startsWith(s.slice(0, 10));
/** two capital letters (ISO 3166-1 alpha-2) */
export const isCountryCode = (s: string) => /^[A-Z]{2}$/.test(s);

/** the calendar dates of a trip, departure to return (none when the return is not after the departure date) */
export function tripDates(avresa: string, hemkomst: string, max = 400): string[] {
  const first = Date.parse(`${avresa.slice(0, 10)}T00:00:00Z`);
  const last = Date.parse(`${hemkomst.slice(0, 10)}T00:00:00Z`);
  if (!Number.isFinite(first) || !Number.isFinite(last) || last < first) return [];
  const out: string[] = [];
  for (let t = first; t <= last && out.length < max; t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** a leg that starts before the departure starts at it */
function notBefore(t: string, start: string): string {
  if (t.localeCompare(start) < 0) return start;
  return t;
}

export function calculationInput(a: Answers, fullDay?: PerDiemInput['fullDay'], rule?: TravelRuleData | null): PerDiemInput {
  const legs = a.Utrikes
    ? [...a.Lander].sort((x, y) => x.Fran.localeCompare(y.Fran)).map((l) => ({ from: notBefore(l.Fran, a.Avresa), country: l.Landskod }))
    : [];
  if (legs.length && legs[0]!.from > a.Avresa) legs.unshift({ from: a.Avresa, country: 'SE' });
  const meals: Record<string, Meal[]> = {};
  for (const m of a.Maltider) {
    const list: Meal[] = [];
    if (m.Frukost) list.push('breakfast');
    if (m.Lunch) list.push('lunch');
    if (m.Middag) list.push('dinner');
    if (list.length) meals[m.Datum] = list;
  }
  return {
    year: Number(a.Avresa.slice(0, 4)),
    departure: a.Avresa,
    return: a.Hemkomst,
    farFromHome: a.Over50km,
    legs,
    meals,
    nightsWithoutLodging: a.Natter.filter((n) => !n.LogiBetald).map((n) => n.Datum),
    stayStart: a.VistelseStart,
    fullDay,
    rule,
  };
}

export const perDiemOf = (a: Answers, fullDay?: PerDiemInput['fullDay'], rule?: TravelRuleData | null): PerDiemResult =>
  computePerDiem(calculationInput(a, fullDay, rule));
