import { pushFrameReceived, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Overview } from '../src/contracts';
import { $days, $needsPage, $needsPagination, $totals, needsPageChosen, onlyShortToggled, overviewPage, periodStepped } from '../src/pages/overview/model';
import { todayFx } from '../src/shared/today';

/** the page's day is fixed (Wednesday 2026-11-18): never the test machine's date */
const TODAY = '2026-11-18';
const NEED = {
  Id: 'n-morgon',
  Namn: 'Morgon',
  Start: '07:00',
  Slut: '15:00',
  Rader: [
    { Datum: '2026-11-17', Kravs: 2, Bemannade: 2 },
    { Datum: '2026-11-19', Kravs: 2, Bemannade: 1 },
  ],
};
const OVERVIEW: Overview = {
  From: '2026-11-16',
  To: '2026-11-22',
  // the day totals over every need; the page carries only the first need's rows
  Dagar: [
    { Datum: '2026-11-17', Kravs: 2, Bemannade: 2, Underbemannade: 0 },
    { Datum: '2026-11-19', Kravs: 5, Bemannade: 3, Underbemannade: 2 },
  ],
  Behov: [NEED],
  Byten: [{ Datum: '2026-11-17', Oppna: 1, Intresse: 1 }],
};
const PAGED = { Page: 1, PerPage: 20, Total: 45, TotalPages: 3 };

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
      ['2026-11-19', 3, 5, null],
      ['2026-11-20', 0, 0, null],
      ['2026-11-21', 0, 0, null],
      ['2026-11-22', 0, 0, null],
    ]);
    expect(scope.getState($days)[3]).toMatchObject({ short: 2, rows: [{ Namn: 'Morgon', Kravs: 2, Bemannade: 1 }] });
    expect(scope.getState($totals)).toMatchObject({ kravs: 7, bemannade: 5, understaffed: 2, trades: 2 });
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'passbyten', payload: { Id: 't', Status: 'OPEN' } } });
    expect(api.callsTo('GET /api/bemanna/overview')).toHaveLength(2);
  });
  it('asks for a page of the needs; another page, the short ones only, another period', async () => {
    const api = fakeApi({ 'GET /api/bemanna/overview': () => ({ body: OVERVIEW, pagination: PAGED }) });
    const scope = fork({
      handlers: [
        [sendFx, api.handler],
        [todayFx, () => TODAY],
      ],
    });
    await allSettled(overviewPage.opened, { scope });
    expect(scope.getState($needsPagination)).toMatchObject({ Page: 1, Total: 45, TotalPages: 3 });
    await allSettled(needsPageChosen, { scope, params: 2 });
    await allSettled(onlyShortToggled, { scope, params: true });
    expect(scope.getState($needsPage)).toBe(1);
    await allSettled(needsPageChosen, { scope, params: 3 });
    await allSettled(periodStepped, { scope, params: 1 });
    const queries = api.callsTo('GET /api/bemanna/overview').map((c) => c.request.query);
    expect(queries).toEqual([
      { From: '2026-11-16', To: '2026-11-22', Page: '1', PerPage: '20' },
      { From: '2026-11-16', To: '2026-11-22', Page: '2', PerPage: '20' },
      { From: '2026-11-16', To: '2026-11-22', Page: '1', PerPage: '20', Underbemannade: 'true' },
      { From: '2026-11-16', To: '2026-11-22', Page: '3', PerPage: '20', Underbemannade: 'true' },
      { From: '2026-11-23', To: '2026-11-29', Page: '1', PerPage: '20', Underbemannade: 'true' },
    ]);
  });
});
