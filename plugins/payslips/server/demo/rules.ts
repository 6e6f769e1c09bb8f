/**
 * The Swedish rules the demo pay runs are computed with — data with their source and year, never constants in code.
 * (The portal itself computes no pay: it shows what the payroll system publishes. These only make the demo believable.)
 */

/**
 * Preliminary tax, monthly pay, Skatteverket's "Skattetabell 33, kolumn 1" (income year 2026; column 1: salary, under
 * 66 at the start of the year). The real table has a row per 100 kr; this keeps its band points and interpolates
 * linearly between them (within a few tens of kronor of the table) — an approximation for demo data only.
 * Source: Skatteverket, "Skattetabeller för 2026", tabell 33 (allmänna tabeller, månadslön).
 */
export const TAX_TABLE_33_COLUMN_1 = {
  year: 2026,
  table: '33',
  column: '1',
  /** [monthly taxable pay, tax] points */
  points: [
    [0, 0],
    [2_000, 0],
    [10_000, 1_210],
    [15_000, 2_520],
    [20_000, 3_830],
    [25_000, 5_130],
    [30_000, 6_620],
    [35_000, 8_130],
    [40_000, 9_710],
    [45_000, 11_290],
    [50_000, 12_880],
    [55_000, 14_620],
    [60_000, 17_050],
    [70_000, 22_040],
  ],
  /** above the last point: the marginal rate with state income tax */
  marginalAbove: 0.52,
} as const;

export function preliminaryTax(pay: number): number {
  const pts = TAX_TABLE_33_COLUMN_1.points;
  const last = pts[pts.length - 1]!;
  if (pay >= last[0]) return Math.round(last[1] + (pay - last[0]) * TAX_TABLE_33_COLUMN_1.marginalAbove);
  for (let i = 1; i < pts.length; i++) {
    const [x1, y1] = pts[i]!;
    const [x0, y0] = pts[i - 1]!;
    if (pay <= x1) return Math.round(y0 + ((pay - x0) * (y1 - y0)) / (x1 - x0));
  }
  return 0;
}

/** Arbetsgivaravgifter 2026: 31,42 % of gross pay (Skatteverket, "Arbetsgivaravgifter", socialavgiftslagen 2000:980 2 kap.) */
export const EMPLOYER_FEE_RATE = { year: 2026, rate: 0.3142 } as const;

/**
 * Semesterlagen (1977:480): vacation pay for monthly salary is the salary kept plus a supplement of 0,8 % of the
 * monthly salary per paid vacation day (16 a §); for hourly pay, 12 % of the pay earned (16 b §), paid with each month's
 * pay in these demo runs (as hourly-paid personal assistants commonly agree). 25 days a year (4 §).
 */
export const VACATION = { daysPerYear: 25, supplementPerDay: 0.008, hourlyRate: 0.12, source: 'Semesterlagen (1977:480) 4, 16 a, 16 b §§' } as const;

/**
 * Overtime and unsocial hours for hourly-paid personal assistants, as in the Vårdföretagarna–Kommunal agreement
 * (Personlig assistans, 2025–2027): overtime 50 % on top of the hourly pay (OT50), OB on weekends per hour. Demo values.
 */
export const SUPPLEMENTS = {
  overtimeFactor: 1.5,
  weekendObPerHour: 58.4,
  source: 'Branschavtal Personlig assistans (Vårdföretagarna–Kommunal) 2025–2027',
} as const;

/** sick pay (sjuklönelagen 1991:1047 6 §): 80 % of the pay lost, less the qualifying deduction (karensavdrag, 20 % of a week's sick pay) */
export const SICK_PAY = { rate: 0.8, qualifyingShare: 0.2, demoWeekHours: 30, source: 'Lag (1991:1047) om sjuklön 6 §' } as const;
