import { keptDayCodes } from './kept';

/**
 * The one rule for adding up time (issue 13, bug 5): hour codes add hours, day codes (Enhet 'dag': semester,
 * parental leave) add days — a vacation day is never an hour. Every screen and file shows these numbers; the
 * client adds nothing up.
 */
export interface Quantities {
  Hours: number;
  Days: number;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** the company's day codes (Enhet 'dag'), as kept (kept.ts) */
export const dayCodesOf = keptDayCodes;

export function quantities(rows: readonly { TidKod: string; Timmar: number | string }[], dayCodes: ReadonlySet<string>): Quantities {
  let Hours = 0;
  let Days = 0;
  for (const r of rows) {
    if (dayCodes.has(r.TidKod)) Days += Number(r.Timmar);
    else Hours += Number(r.Timmar);
  }
  return { Hours: round2(Hours), Days: round2(Days) };
}

/** per code, with its unit, sorted by code */
export function totalsPerCode(rows: readonly { TidKod: string; Timmar: number | string }[], dayCodes: ReadonlySet<string>) {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.TidKod, (sums.get(r.TidKod) ?? 0) + Number(r.Timmar));
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([TidKod, n]) => ({ TidKod, Timmar: round2(n), Enhet: dayCodes.has(TidKod) ? ('dag' as const) : ('h' as const) }));
}
