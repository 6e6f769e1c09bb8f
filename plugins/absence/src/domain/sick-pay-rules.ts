/**
 * The Swedish sick-pay timeline as data, one row per rule version (the row in force on a notice's first day applies).
 * Days are calendar days of the sick period, day 1 = the first day of absence.
 *
 * Sources:
 * - Sjuklönelag (1991:1047) 7 §: the employer pays sick pay for days 1–14 of a sick period (sjuklöneperioden).
 * - SjLL 6 §: the qualifying deduction. Until 2018-12-31 a karensdag (the first day unpaid); from 2019-01-01 a
 *   karensavdrag of 20 % of a week's average sick pay (SFS 2018:772), booked on the first day.
 * - SjLL 8 §: the employer may require a medical certificate from the seventh calendar day after the day of the
 *   notice, i.e. from day 8.
 * - SjLL 12 §: a sick period longer than the sick-pay period is reported by the employer to Försäkringskassan within
 *   seven calendar days after day 14 (days 15–21).
 */
export interface SickPayRules {
  /** first day (YYYY-MM-DD) of a sick period this version applies to */
  validFrom: string;
  /** 'karensdag' (the first day without pay) or 'karensavdrag' (a share of a week's sick pay) */
  qualifying: 'karensdag' | 'karensavdrag';
  /** the share of a week's sick pay the karensavdrag is (0 for a karensdag) */
  qualifyingShareOfWeek: number;
  /** a medical certificate is needed from this day */
  certificateFromDay: number;
  /** the last day of the employer's sick-pay period */
  sickPayLastDay: number;
  /** days after the sick-pay period in which the employer notifies Försäkringskassan */
  fkNoticeWithinDays: number;
  source: { qualifying: string; certificate: string; fkNotice: string };
}

export const SICK_PAY_RULES: readonly SickPayRules[] = [
  {
    validFrom: '1992-01-01',
    qualifying: 'karensdag',
    qualifyingShareOfWeek: 0,
    certificateFromDay: 8,
    sickPayLastDay: 14,
    fkNoticeWithinDays: 7,
    source: { qualifying: 'Sjuklönelag (1991:1047) 6 §', certificate: 'Sjuklönelag (1991:1047) 8 §', fkNotice: 'Sjuklönelag (1991:1047) 12 §' },
  },
  {
    validFrom: '2019-01-01',
    qualifying: 'karensavdrag',
    qualifyingShareOfWeek: 0.2,
    certificateFromDay: 8,
    sickPayLastDay: 14,
    fkNoticeWithinDays: 7,
    source: { qualifying: 'Sjuklönelag (1991:1047) 6 § (SFS 2018:772)', certificate: 'Sjuklönelag (1991:1047) 8 §', fkNotice: 'Sjuklönelag (1991:1047) 12 §' },
  },
];

/** the version in force on a sick period's first day */
export function sickPayRulesOn(firstDay: string): SickPayRules {
  let found = SICK_PAY_RULES[0]!;
  for (const r of SICK_PAY_RULES) if (r.validFrom <= firstDay) found = r;
  return found;
}
