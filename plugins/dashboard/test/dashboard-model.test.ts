import { $account, $ftgInfo, $salaryYear } from '@lonna/core';
import { accountFixture, ftgInfoFixture } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $greeting, $summary, dashboardOpened } from '../src/pages/dashboard/model';

/** the clock fixed at an hour of a fixed day (Europe/Stockholm is the tests' zone or not: getHours is local either way) */
const at = (hour: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 27, hour, 15));
};
afterEach(() => vi.useRealTimers());

describe('dashboard model', () => {
  it('greets by the hour with the first name', async () => {
    at(7);
    const scope = fork({ values: [[$account, accountFixture('PER', { Namn: 'Per Persson' })]] });
    await allSettled(dashboardOpened, { scope });
    expect(scope.getState($greeting)).toEqual({ key: 'dashboard.greeting.morning', name: 'Per' });
  });
  it('an evening visit says good evening', async () => {
    at(19);
    const scope = fork({ values: [[$account, accountFixture('FTG', { Namn: 'Fredrik Företagsson' })]] });
    await allSettled(dashboardOpened, { scope });
    expect(scope.getState($greeting).key).toBe('dashboard.greeting.evening');
  });
  it('greets for the right hour from the first render, before the page has said it opened (nothing changes on screen)', async () => {
    at(23);
    vi.resetModules();
    const model = await import('../src/pages/dashboard/model');
    const scope = fork({ values: [[$account, accountFixture('FTG', { Namn: 'Fredrik Företagsson' })]] });
    expect(scope.getState(model.$greeting).key).toBe('dashboard.greeting.night');
  });
  it('summarises company, organisation number, salary year and role', () => {
    const scope = fork({
      values: [
        [$account, accountFixture('AVD')],
        [$ftgInfo, ftgInfoFixture({ Namn: 'Restaurang Smak & Doft AB', Orgnr: '5590128764' })],
        [$salaryYear, 2026],
      ],
    });
    expect(scope.getState($summary)).toEqual({ company: 'Restaurang Smak & Doft AB', orgnr: '5590128764', salaryYear: 2026, role: 'AVD' });
  });
});
