import type { ReminderTrigger } from '../../contracts';
import { isBuiltIn, PLACEHOLDERS, TRIGGERS } from '../../domain/reminders';

type T = (key: string, params?: Record<string, unknown>) => string;
export interface TriggerText {
  value: string;
  label: string;
  help: string;
  /** own: to each counted employee himself; chosen: to the reminder's roles and people */
  audience: 'own' | 'chosen';
  /** its "days before" count to the month's end (time) or to the source's deadline (other plugins) */
  deadline: 'monthEnd' | 'deadline';
}

/** a trigger in words: the built-in ones from this plugin's messages, the other plugins' as their server sent them */
export function triggerText(t: T, trigger: string, others: readonly ReminderTrigger[]): TriggerText {
  if (isBuiltIn(trigger))
    return {
      value: trigger,
      label: t(`admin.reminders.triggers.${trigger}`),
      help: t(`admin.reminders.triggerHelp.${trigger}`),
      audience: trigger === 'timeNotApproved' ? 'own' : 'chosen',
      deadline: 'monthEnd',
    };
  const o = others.find((x) => x.Trigger === trigger);
  // a reminder of a plugin the company no longer uses keeps its name but never goes
  return o
    ? { value: trigger, label: o.Label, help: o.Help, audience: o.Audience, deadline: 'deadline' }
    : { value: trigger, label: t('admin.reminders.triggerGone'), help: '', audience: 'chosen', deadline: 'deadline' };
}

/** every trigger the company can choose: the built-in ones, then the other plugins' */
export const allTriggers = (t: T, others: readonly ReminderTrigger[]): TriggerText[] => [
  ...TRIGGERS.map((x) => triggerText(t, x, others)),
  ...others.map((o) => triggerText(t, o.Trigger, others)),
];

/** the translation must leave the placeholders in the text: each is filled with itself */
const KEEP_PLACEHOLDERS = Object.fromEntries(PLACEHOLDERS.map((p) => [p, `{{${p}}}`]));

/** what a new reminder says until the administrator writes his own: the built-in triggers' texts, or one naming the plugin's source */
export function defaultMessage(t: T, trigger: string, others: readonly ReminderTrigger[]): string {
  if (isBuiltIn(trigger)) return t(`admin.reminders.defaultMessages.${trigger}`, KEEP_PLACEHOLDERS);
  const text = triggerText(t, trigger, others);
  return t(`admin.reminders.defaultMessages.${text.audience}`, { ...KEEP_PLACEHOLDERS, label: text.label });
}

/** a message still the old trigger's default follows the new trigger; one the administrator wrote stays */
export function messageAfterTriggerChange(t: T, message: string, from: string, to: string, others: readonly ReminderTrigger[]): string {
  return message.trim() === defaultMessage(t, from, others).trim() || message.trim() === '' ? defaultMessage(t, to, others) : message;
}
