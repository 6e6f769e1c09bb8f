/**
 * Tax-free mileage allowance (skattefri milersättning), SEK per mil (10 km), by income year and vehicle type, as data.
 * Vehicle types are the personal plugin's (VehiclesReadModel.Typ): PRI own car (any fuel), BEN/DIS a company car
 * (förmånsbil) not fully electric, EL a fully electric company car.
 * Sources (shared/reference/swedish-rules-and-peers.md §3.3, per-diem-tables.md):
 * - 2024: own car 25, company car 12 (findity 2024 "ingen ändring"); fully electric 9.50 — the sources disagree for
 *   2024 (6 or 12.50), 9.50 follows the 2025 sources: check against skatteverket.se before relying on it.
 * - 2025: 25 / 12 / 9.50 (fidelisekonomi.se; faronline "Milersättning"; lånapengar 2025).
 * - 2026: 25 / 12 / 9.50 as stated by third-party code citing Skatteverket SKV 354 utgåva 36 (Dec 2025); no primary
 *   source was found for 2026.
 */
export type MileageVehicle = 'PRI' | 'BEN' | 'DIS' | 'EL';

export interface MileageRates {
  source: string;
  perMil: Readonly<Record<MileageVehicle, number>>;
}

export const MILEAGE_RATES: Readonly<Record<number, MileageRates>> = {
  2024: {
    source: 'Skatteverket via findity 2024; fully electric per the 2025 sources (2024 sources disagree)',
    perMil: { PRI: 25, BEN: 12, DIS: 12, EL: 9.5 },
  },
  2025: { source: 'Skatteverket via fidelisekonomi.se and faronline.se (2025)', perMil: { PRI: 25, BEN: 12, DIS: 12, EL: 9.5 } },
  2026: { source: 'Skatteverket SKV 354 utg. 36 as cited by third-party code (no primary source found)', perMil: { PRI: 25, BEN: 12, DIS: 12, EL: 9.5 } },
};

export interface MileageResult {
  /** distance in mil (km / 10), two decimals */
  mil: number;
  /** the tax-free rate of the year and vehicle, SEK per mil */
  taxFreeRate: number;
  taxFreeAmount: number;
  /** what the company pays per mil above the tax-free rate (0 when it pays no more) */
  taxableRate: number;
  taxableAmount: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** null: no rate for the year (the caller answers "travel rule missing") */
export function mileageRateFor(year: number, vehicle: MileageVehicle): number | null {
  return MILEAGE_RATES[year]?.perMil[vehicle] ?? null;
}

/**
 * The allowance of a trip: the tax-free part at the year's rate; when the company pays more per mil, the part above
 * it is taxable (Skatteverket: "Om arbetsgivaren betalar mer … är överskjutande del skattepliktig").
 */
export function computeMileage(input: { year: number; vehicle: MileageVehicle; km: number; companyRatePerMil: number }): MileageResult | null {
  const rate = mileageRateFor(input.year, input.vehicle);
  if (rate === null) return null;
  const mil = round2(input.km / 10);
  const paid = input.companyRatePerMil > 0 ? input.companyRatePerMil : rate;
  const taxFreeRate = Math.min(rate, paid);
  const taxableRate = round2(Math.max(0, paid - rate));
  return { mil, taxFreeRate, taxFreeAmount: round2(mil * taxFreeRate), taxableRate, taxableAmount: round2(mil * taxableRate) };
}

/** a trip's distance from meter readings or typed in; null when neither gives a positive distance */
export function tripKm(input: { startMeter: number | null; endMeter: number | null; km: number | null }): number | null {
  if (input.startMeter !== null && input.endMeter !== null) return input.endMeter > input.startMeter ? input.endMeter - input.startMeter : null;
  return input.km !== null && input.km > 0 ? input.km : null;
}
