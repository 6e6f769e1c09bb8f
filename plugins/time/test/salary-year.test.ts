import { $dateFilter, rememberSessionCompanyFx, salaryYearChosen } from '@lonna/core';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $period } from '../src/shared/model';

describe('the salary year in the toolbar (issue 13, bug 8: it did nothing visible)', () => {
  it('moves the time views to the same month of the chosen year, and leaves a period already in it', async () => {
    const scope = fork({
      values: [[$dateFilter, { ...$dateFilter.defaultState, From: '2026-11-01', To: '2026-11-30' }]],
      handlers: [[rememberSessionCompanyFx, () => undefined]],
    });
    await allSettled(salaryYearChosen, { scope, params: 2025 });
    expect(scope.getState($period)).toEqual({ From: '2025-11-01', To: '2025-11-30' });
    await allSettled(salaryYearChosen, { scope, params: 2025 });
    expect(scope.getState($period)).toEqual({ From: '2025-11-01', To: '2025-11-30' });
  });
});
