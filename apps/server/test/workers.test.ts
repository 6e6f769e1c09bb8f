import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { workerCount } from '../src/host/workers';

describe('LONNA_WORKERS', () => {
  it('one per core in production, one in demo mode (tests, e2e), or as told', () => {
    expect(workerCount({}, 'production')).toBe(availableParallelism());
    expect(workerCount({}, 'demo')).toBe(1);
    expect(workerCount({ LONNA_WORKERS: '3' }, 'demo')).toBe(3);
    expect(workerCount({ LONNA_WORKERS: ' 1 ' }, 'production')).toBe(1);
  });
  it('refuses anything but a whole number from 1 to 64', () => {
    for (const bad of ['0', '-1', '2.5', 'many', '65']) expect(() => workerCount({ LONNA_WORKERS: bad }, 'production')).toThrow(/LONNA_WORKERS/);
  });
});
