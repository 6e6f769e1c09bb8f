import { describe, expect, it } from 'vitest';
import { firstName, greetingFor } from '../src/greeting';

describe('greeting by time of day', () => {
  it.each([
    [4, 'night'],
    [5, 'morning'],
    [9, 'morning'],
    [10, 'day'],
    [17, 'day'],
    [18, 'evening'],
    [22, 'evening'],
    [23, 'night'],
    [0, 'night'],
  ] as const)('%i o’clock → %s', (hour, key) => {
    expect(greetingFor(hour)).toBe(key);
  });
  it('uses the first name only', () => {
    expect(firstName('Anna-Karin  Öberg')).toBe('Anna-Karin');
    expect(firstName('  ')).toBe('');
  });
});
