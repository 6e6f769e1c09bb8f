/**
 * The vacation year (semesterår) the balance counts in: 1 April – 31 March, Semesterlagen (1977:480) § 2 a (the law's
 * default; a collective agreement may move it — then this table changes, not the views).
 */
export const VACATION_YEAR = { startMonth: 4, source: 'Semesterlagen (1977:480) 2 a §', year: 2026 } as const;

/** the vacation year a day falls in: [first day, last day] */
export function vacationYearOf(iso: string): [string, string] {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const start = m >= VACATION_YEAR.startMonth ? y : y - 1;
  const mm = String(VACATION_YEAR.startMonth).padStart(2, '0');
  const end = new Date(Date.UTC(start + 1, VACATION_YEAR.startMonth - 1, 0)).toISOString().slice(0, 10);
  return [`${start}-${mm}-01`, end];
}
