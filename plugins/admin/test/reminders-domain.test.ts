import { describe, expect, it } from 'vitest';
import { fillMessage, isDue, monthEnd, nextDueDate } from '../src/domain/reminders';

describe('reminder rules', () => {
  const rule = { Trigger: 'timeNotApproved' as const, DaysBefore: 3, DayOfMonth: 31, Klockslag: '08:00' };
  it('a time reminder is due N days before the month ends, from its time of day', () => {
    expect(monthEnd('2026-02-10')).toBe('2026-02-28');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(isDue(rule, '2026-11-27', '08:00')).toBe(true);
    expect(isDue(rule, '2026-11-27', '07:59')).toBe(false);
    expect(isDue(rule, '2026-11-26', '12:00')).toBe(false);
    expect(isDue(rule, '2026-02-25', '09:00')).toBe(true);
  });
  it('a monthly message on the 31st comes on the last day of a shorter month', () => {
    const monthly = { ...rule, Trigger: 'monthlyMessage' as const };
    expect(isDue(monthly, '2026-04-30', '08:00')).toBe(true);
    expect(isDue(monthly, '2026-05-30', '08:00')).toBe(false);
    expect(isDue(monthly, '2026-05-31', '08:00')).toBe(true);
  });
  it('fills the placeholders it knows and leaves the others', () => {
    expect(fillMessage('Hej {{namn}}, {{ antal }} dagar. {{okänd}}', { namn: 'Per', antal: 3 })).toBe('Hej Per, 3 dagar. {{okänd}}');
  });
});

describe('nextDueDate', () => {
  const rule = { Trigger: 'timeNotApproved' as const, DaysBefore: 3, DayOfMonth: 1, Klockslag: '08:00', LastSentDate: '' };
  it('is today before its time, else its next day of a month', () => {
    expect(nextDueDate(rule, '2026-11-27', '07:00')).toBe('2026-11-27');
    expect(nextDueDate(rule, '2026-11-27', '09:00')).toBe('2026-12-28');
    expect(nextDueDate({ ...rule, LastSentDate: '2026-11-27' }, '2026-11-27', '07:00')).toBe('2026-12-28');
    expect(nextDueDate(rule, '2026-11-01', '07:00')).toBe('2026-11-27');
    expect(nextDueDate({ ...rule, Trigger: 'monthlyMessage' }, '2026-11-02', '07:00')).toBe('2026-12-01');
  });
});
