import { FOREIGN_2024, FOREIGN_2026, type ForeignRateRow } from './foreign-rates-data';

/**
 * Per diem (traktamente) rate tables by income year, as data with their sources.
 * Domestic (shared/reference/swedish-rules-and-peers.md §3.1): full day (maximibelopp); the night allowance
 * (nattraktamente) is half of it. 2024: 290 / 145 (lr-revision.se, findity 2024); 2025: 290 / 145 (Fortnox guide,
 * fidelisekonomi.se); 2026: 300 / 150 (Skatteverket's open dataset "Schablonbelopp för traktamenten" and mplus.se; the
 * 2026 night amount follows mplus's "an extra half day": no primary figure was found). Half day = half the full day.
 * Foreign: Skatteverket's normalbelopp per country (./foreign-rates-data.ts); half day and night = half the normalbelopp
 * (driva-eget.se). No 2025 foreign table was found: that year answers "travel rule missing" abroad.
 * Meal reductions (SKV A 2025:5, publitech.se; the 2024 domestic amounts of lr-revision.se fit the same percentages):
 * domestic breakfast 20 %, lunch or dinner 35 %, both 70 %, all three 90 %; abroad 15 / 35 / 70 / 85 %.
 */
export const DOMESTIC_RATES: Readonly<Record<number, { full: number; source: string }>> = {
  2024: { full: 290, source: 'Skatteverket via lr-revision.se (traktamenten 2024)' },
  2025: { full: 290, source: 'Skatteverket via Fortnox and fidelisekonomi.se (2025)' },
  2026: { full: 300, source: 'Skatteverket open dataset 006353ad (2026) and mplus.se' },
};

export const FOREIGN_TABLES: Readonly<Record<number, readonly ForeignRateRow[]>> = { 2024: FOREIGN_2024, 2026: FOREIGN_2026 };
export const FOREIGN_SOURCES: Readonly<Record<number, string>> = {
  2024: 'SKV A 2023:18 (faronline) and Skatteverket open dataset 70ccea31 (CSV export)',
  2026: 'Skatteverket normalbelopp 2026 (third-party CSV copy, 52 rows corroborated)',
};

export type Meal = 'breakfast' | 'lunch' | 'dinner';
/** percent of the day's base amount by the free meals; `lunchOrDinner` = one of them, `both` = lunch and dinner */
export const MEAL_REDUCTION = {
  domestic: { breakfast: 20, lunchOrDinner: 35, both: 70, all: 90 },
  foreign: { breakfast: 15, lunchOrDinner: 35, both: 70, all: 85 },
} as const;

export const OTHER_COUNTRIES = 'Övriga länder och områden';
const fold = (s: string) => s.trim().toLocaleLowerCase('sv-SE');

export interface ForeignRate {
  Land: string;
  Landskod: string;
  Belopp: number;
}

/**
 * A country's normalbelopp in a year, by code (Landskod) or name (Land); a cross-reference is followed ("Grönland, se
 * Danmark"). A country not in the table gets "Övriga länder och områden" only when asked for it by name; null when the
 * year has no table or the country is unknown (→ "travel rule missing").
 */
export function foreignRate(year: number, q: { Land?: string; Landskod?: string }): ForeignRate | null {
  const table = FOREIGN_TABLES[year];
  if (!table) return null;
  const code = (q.Landskod ?? '').trim().toUpperCase();
  const name = fold(q.Land ?? '');
  let row = code ? table.find((r) => r[1] === code) : undefined;
  if (!row && name) row = table.find((r) => fold(r[0]) === name);
  if (!row) return null;
  const asked = row;
  for (let hops = 0; row && row[2] === null && hops < 3; hops++) {
    const see = fold(row[3]);
    row = table.find((r) => fold(r[0]) === see);
  }
  if (!row || row[2] === null) return null;
  return { Land: asked[0], Landskod: asked[1], Belopp: row[2] };
}
