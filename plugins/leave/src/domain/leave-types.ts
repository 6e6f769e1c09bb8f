/**
 * The kinds of leave an employee applies for, by Swedish practice (decided for this plugin; see README):
 *
 * | Typ  | what                         | law / source                                                        |
 * |------|------------------------------|---------------------------------------------------------------------|
 * | SEM  | semester (vacation)          | Semesterlagen (1977:480): whole days (§ 12 summer four weeks)       |
 * | TJL  | tjänstledighet (unpaid)      | by agreement with the employer (kollektivavtal / anställningsavtal)  |
 * | FLD  | föräldraledighet             | Föräldraledighetslagen (1995:584) §§ 4–6: whole, ¾, ½, ¼ or ⅛ of full time; a child |
 * | KOMP | kompledighet (comp time off) | the collective agreement's overtime rules (Arbetstidslagen 1982:673 § 8, comp as time) |
 *
 * `TidKod` is the time code the approved days are booked with in the time report (the demo companies' code list,
 * PAXml: SEM, TJL, FPE↔FLD, KOM↔KOMP). `percents` null = any whole percent 1–100.
 */
export const LEAVE_TYPES = {
  SEM: { TidKod: 'SEM', percents: [100], needsChild: false, vacation: true },
  TJL: { TidKod: 'TJL', percents: null, needsChild: false, vacation: false },
  // Föräldraledighetslagen § 5 (hel, ¾, ½, ¼) and § 6 (⅛ with föräldrapenning): 2026 wording
  FLD: { TidKod: 'FLD', percents: [100, 75, 50, 25, 12.5], needsChild: true, vacation: false },
  KOMP: { TidKod: 'KOMP', percents: null, needsChild: false, vacation: false },
} as const satisfies Record<string, { TidKod: string; percents: readonly number[] | null; needsChild: boolean; vacation: boolean }>;

export type LeaveType = keyof typeof LEAVE_TYPES;
export const LEAVE_TYPE_IDS = Object.keys(LEAVE_TYPES) as LeaveType[];

/** whether `percent` is a part of the day this type allows */
export function percentAllowed(typ: LeaveType, percent: number): boolean {
  const allowed = LEAVE_TYPES[typ].percents as readonly number[] | null;
  if (allowed) return allowed.includes(percent);
  return Number.isInteger(percent) && percent >= 1 && percent <= 100;
}
