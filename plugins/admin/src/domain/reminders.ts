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
export type BuiltInTrigger = (typeof TRIGGERS)[number];
/**
 * The other plugins' reminder sources (core's ReminderSourceDef) are triggers too, stored as `<plugin id>.<source id>`
 * (e.g. `fk3059.assistantUnsigned`): the plugin that owns the data counts what waits and names its deadlines.
 */
export type Trigger = BuiltInTrigger | `${string}.${string}`;
export const PLUGIN_TRIGGER = /^[a-z][a-z0-9-]{0,39}\.[a-z][a-zA-Z0-9]{0,39}$/;
export const isBuiltIn = (t: string): t is BuiltInTrigger => (TRIGGERS as readonly string[]).includes(t);
export const isTrigger = (t: string): t is Trigger => isBuiltIn(t) || PLUGIN_TRIGGER.test(t);
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

/** a plugin trigger's deadlines (its source's `isDeadline`) */
export type IsDeadline = (day: string) => boolean;

/** the Swedish day `days` after `iso` */
export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Is the reminder due on this Swedish day at this Swedish time? At most once a day (the job records the day it
 * sent): from its time of day onwards, on its one day of the month — for a plugin's trigger, its chosen number of days
 * before one of the source's deadlines.
 */
export function isDue(rule: DueRule, today: string, time: string, isDeadline?: IsDeadline): boolean {
  if (time < rule.Klockslag) return false;
  if (!isBuiltIn(rule.Trigger)) return isDeadline ? isDeadline(addDays(today, rule.DaysBefore)) : false;
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

/** the Swedish day a reminder goes next: today if its time has not passed and it has not gone today, else a later day */
export function nextDueDate(rule: DueRule & { LastSentDate: string }, today: string, time: string, isDeadline?: IsDeadline): string {
  if (rule.LastSentDate !== today && time <= rule.Klockslag && isDue(rule, today, rule.Klockslag, isDeadline)) return today;
  let d = addDays(today, 1);
  // within two months every rule has its day
  for (let i = 0; i < 62; i++, d = addDays(d, 1)) if (isDue(rule, d, rule.Klockslag, isDeadline)) return d;
  return '';
}
