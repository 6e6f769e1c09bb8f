import { pushFrameReceived, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Overview } from '../src/contracts';
import { $days, $totals, overviewPage } from '../src/pages/overview/model';
import { todayFx } from '../src/shared/today';

/** the page's day is fixed (Wednesday 2026-11-18): never the test machine's date */
const TODAY = '2026-11-18';
const row = (Datum: string, Kravs: number, Bemannade: number) => ({
  Datum,
  BehovId: `n-${Datum}`,
  Namn: 'Morgon',
  Start: '07:00',
  Slut: '15:00',
  Kravs,
  Bemannade,
  Obemannade: Array.from({ length: Kravs - Bemannade }, (_, i) => `p${i}`),
});
const OVERVIEW: Overview = {
  From: '2026-11-16',
  To: '2026-11-22',
  Rows: [row('2026-11-17', 2, 2), row('2026-11-19', 2, 1)],
  Byten: [{ Datum: '2026-11-17', Oppna: 1, Intresse: 1 }],
};

describe('overview page model (coverage and open trades per day)', () => {
  it('puts each day’s waiting trades beside its coverage and counts them; a trade step reloads it', async () => {
    const api = fakeApi({ 'GET /api/bemanna/overview': () => ({ body: OVERVIEW }) });
    const scope = fork({
      handlers: [
        [sendFx, api.handler],
        [todayFx, () => TODAY],
      ],
    });
    await allSettled(overviewPage.opened, { scope });
    const days = scope.getState($days);
    expect(days.map((d) => [d.Datum, d.bemannade, d.kravs, d.trades])).toEqual([
      ['2026-11-16', 0, 0, null],
      ['2026-11-17', 2, 2, { Datum: '2026-11-17', Oppna: 1, Intresse: 1 }],
      ['2026-11-18', 0, 0, null],
      ['2026-11-19', 1, 2, null],
      ['2026-11-20', 0, 0, null],
      ['2026-11-21', 0, 0, null],
      ['2026-11-22', 0, 0, null],
    ]);
    expect(scope.getState($totals)).toMatchObject({ kravs: 4, bemannade: 3, understaffed: 1, trades: 2 });
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'passbyten', payload: { Id: 't', Status: 'OPEN' } } });
    expect(api.callsTo('GET /api/bemanna/overview')).toHaveLength(2);
  });
});
