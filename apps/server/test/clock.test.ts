import { describe, expect, it } from 'vitest';
import { clockFromEnv } from '../src/host/clock';

describe('LONNA_CLOCK', () => {
  it('is the system clock when unset', () => {
    expect(clockFromEnv(undefined, { production: false })).toBeUndefined();
    expect(clockFromEnv('', { production: false })).toBeUndefined();
  });

  it('starts at the given instant and flows with real time', () => {
    let real = 1_000_000;
    const now = clockFromEnv('2028-02-29T09:00:00Z', { production: false }, () => real)!;
    expect(now().toISOString()).toBe('2028-02-29T09:00:00.000Z');
    real += 90_000;
    expect(now().toISOString()).toBe('2028-02-29T09:01:30.000Z');
  });

  it('shares a start with another process through @<real ms>', () => {
    const now = clockFromEnv('2026-12-31T09:00:00Z@1000000000000', { production: false }, () => 1_000_000_060_000)!;
    expect(now().toISOString()).toBe('2026-12-31T09:01:00.000Z');
  });

  it('names what is wrong with a bad value', () => {
    expect(() => clockFromEnv('tomorrow', { production: false })).toThrow(/ISO instant/);
  });

  it('is refused in production', () => {
    expect(() => clockFromEnv('2026-11-18T09:00:00Z', { production: true })).toThrow(/refused/);
  });
});
