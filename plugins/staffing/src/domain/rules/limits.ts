/**
 * The work-time limits of Arbetstidslagen (SFS 1982:673) as year-versioned data, each row with its source. The rule
 * code reads the row in force on the day it checks; a new wording is a new row, never an edited constant.
 *
 * Collective agreements may deviate from most of ATL (ATL 3 §; e.g. the KFO–Kommunal agreement for personal assistance
 * allows 9 h daily rest if it averages 11 h over the half year). A company-level override is a seam:
 * `limitsFor(date, override)` merges it over the statutory row (see README, "Left").
 */
export interface WorkTimeLimits {
  /** first day the row applies (ISO date) */
  from: string;
  /** ATL 13 §: at least this many consecutive hours off in every 24-hour period (dygnsvila) */
  dailyRestHours: number;
  /** ATL 14 §: at least this many consecutive hours off in every 7-day period (veckovila) */
  weeklyRestHours: number;
  /** ATL 5 §: ordinary working time at most this many hours a week (ordinarie arbetstid) */
  weeklyHours: number;
  source: string;
}

export const WORK_TIME_LIMITS: readonly WorkTimeLimits[] = [
  {
    // 13 § dygnsvila in the wording of SFS 2005:165 (EU Working Time Directive 2003/88/EC art. 3 and 5), in force 2005-01-01
    from: '2005-01-01',
    dailyRestHours: 11,
    weeklyRestHours: 36,
    weeklyHours: 40,
    source: 'Arbetstidslagen (SFS 1982:673) 5 §, 13 §, 14 § i lydelse enligt SFS 2005:165',
  },
];

/** a company's agreed deviation (kollektivavtal); absent fields keep the statute's value */
export type LimitsOverride = Partial<Pick<WorkTimeLimits, 'dailyRestHours' | 'weeklyRestHours' | 'weeklyHours'>> & { source?: string };

/** the row in force on `isoDate` (the latest row that started on or before it), with the company's override over it */
export function limitsFor(isoDate: string, override?: LimitsOverride): WorkTimeLimits {
  let row = WORK_TIME_LIMITS[0] as WorkTimeLimits;
  for (const r of WORK_TIME_LIMITS) if (r.from <= isoDate) row = r;
  return override ? { ...row, ...override, from: row.from, source: override.source ?? row.source } : row;
}
