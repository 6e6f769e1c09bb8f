/**
 * Reminders (spec: AdminReminders): what can trigger one, when it is due, and how its message is filled. Pure rules,
 * shared by the page (which explains them) and the job (which obeys them).
 */

/**
 * - timeNotApproved: an employee has reported days this month not yet approved, N days before the month ends (the
 *   pay period) — to that employee.
 * - attestWaiting: days of the month approved or reported but not attested, N days before the month ends — to the
 *   chosen roles and people (the attesters).
 * - monthlyMessage: a message of the company's own on a day of every month — to the chosen roles and people.
 */
export const TRIGGERS = ['timeNotApproved', 'attestWaiting', 'monthlyMessage'] as const;
export type Trigger = (typeof TRIGGERS)[number];
export const METHODS = ['mail', 'sms'] as const;
export type Method = (typeof METHODS)[number];

/** the words a message may hold, filled per recipient */
export const PLACEHOLDERS = ['namn', 'foretag', 'antal', 'period', 'sista'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export const MESSAGE_MAX = 500;
export const DAYS_BEFORE_MAX = 28;

/** the last day of the month of a Swedish date 'YYYY-MM-DD' */
export function monthEnd(isoDate: string): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${isoDate.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

export interface DueRule {
  Trigger: Trigger;
  /** before the month's end (the time triggers) */
  DaysBefore: number;
  /** the day of the month (monthlyMessage); a month without it uses its last day */
  DayOfMonth: number;
  /** 'HH:MM', Swedish time */
  Klockslag: string;
}

/**
 * Is the reminder due on this Swedish day at this Swedish time? At most once a day (the job records the day it
 * sent): from its time of day onwards, on its one day of the month.
 */
export function isDue(rule: DueRule, today: string, time: string): boolean {
  if (time < rule.Klockslag) return false;
  const end = monthEnd(today);
  const lastDay = Number(end.slice(8));
  const day = Number(today.slice(8));
  if (rule.Trigger === 'monthlyMessage') return day === Math.min(rule.DayOfMonth, lastDay);
  return day === Math.max(1, lastDay - rule.DaysBefore);
}

/** the message with its placeholders ({{namn}} …) filled; an unknown one stays as written */
export function fillMessage(template: string, values: Partial<Record<Placeholder, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in values ? String(values[key as Placeholder]) : whole));
}

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** the Swedish day a reminder goes next: today if its time has not passed and it has not gone today, else a later day */
export function nextDueDate(rule: DueRule & { LastSentDate: string }, today: string, time: string): string {
  if (rule.LastSentDate !== today && time <= rule.Klockslag && isDue(rule, today, rule.Klockslag)) return today;
  let d = nextDay(today);
  // within two months every rule has its day
  for (let i = 0; i < 62; i++, d = nextDay(d)) if (isDue(rule, d, rule.Klockslag)) return d;
  return '';
}
