import type { ReminderTrigger } from '../../contracts';
import { isBuiltIn, TRIGGERS } from '../../domain/reminders';

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
