import { $account, $ftgInfo, $salaryYear } from '@lonna/core';
import { accountFixture, ftgInfoFixture } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $greeting, $summary, dashboardOpened, readHourFx } from '../src/pages/dashboard/model';

describe('dashboard model', () => {
  it('greets by the hour with the first name', async () => {
    const scope = fork({
      values: [[$account, accountFixture('PER', { Namn: 'Per Persson' })]],
      handlers: [[readHourFx, () => 7]],
    });
    await allSettled(dashboardOpened, { scope });
    expect(scope.getState($greeting)).toEqual({ key: 'dashboard.greeting.morning', name: 'Per' });
  });
  it('an evening visit says good evening', async () => {
    const scope = fork({ values: [[$account, accountFixture('FTG', { Namn: 'Fredrik Företagsson' })]], handlers: [[readHourFx, () => 19]] });
    await allSettled(dashboardOpened, { scope });
    expect(scope.getState($greeting).key).toBe('dashboard.greeting.evening');
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
