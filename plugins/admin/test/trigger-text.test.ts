import { describe, expect, it } from 'vitest';
import type { ReminderTrigger } from '../src/contracts';
import { defaultMessage, messageAfterTriggerChange } from '../src/pages/reminders/trigger-text';

// the key and its parameters, so the test reads which text the dialog chose
const t = (key: string, params?: Record<string, unknown>) => `${key}${params && 'label' in params ? `(${params.label})` : ''}`;
const fk: ReminderTrigger = {
  Trigger: 'fk3059.assistantUnsigned',
  Label: 'FK3059 som assistenten inte har skrivit under',
  Help: '…',
  Audience: 'own',
} as ReminderTrigger;

describe('the reminder dialog’s message when the trigger changes', () => {
  it('each trigger has its own default text; another plugin’s names its source', () => {
    expect(defaultMessage(t, 'timeNotApproved', [fk])).toBe('admin.reminders.defaultMessages.timeNotApproved');
    expect(defaultMessage(t, 'attestWaiting', [fk])).toBe('admin.reminders.defaultMessages.attestWaiting');
    expect(defaultMessage(t, 'fk3059.assistantUnsigned', [fk])).toBe('admin.reminders.defaultMessages.own(FK3059 som assistenten inte har skrivit under)');
  });
  it('an untouched default follows the new trigger (a reminder about FK3059 must not speak of unapproved days)', () => {
    const before = defaultMessage(t, 'timeNotApproved', [fk]);
    expect(messageAfterTriggerChange(t, before, 'timeNotApproved', 'fk3059.assistantUnsigned', [fk])).toBe(defaultMessage(t, 'fk3059.assistantUnsigned', [fk]));
  });
  it('a message the administrator wrote stays', () => {
    expect(messageAfterTriggerChange(t, 'Hej {{namn}}! Mitt eget.', 'timeNotApproved', 'attestWaiting', [fk])).toBe('Hej {{namn}}! Mitt eget.');
  });
});
