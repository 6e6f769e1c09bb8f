import { sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Pass, Plan } from '../src/contracts';
import {
  $days,
  $openPass,
  $employees,
  $period,
  $saveError,
  $stale,
  $unfilledCount,
  $warnings,
  assignmentSubmitted,
  candidateChosen,
  passOpened,
  periodStepped,
  plannerPage,
} from '../src/pages/planner/model';
import { todayFx } from '../src/shared/today';

/** the page's day is fixed (Wednesday 2026-11-18): never the test machine's date */
const TODAY = '2026-11-18';
const pass = (Id: string, Datum: string, Start: string, Slut: string, AnstNr = ''): Pass => ({
  Id,
  BehovId: 'n1',
  Namn: 'Kväll hos Elsa',
  Datum,
  Start,
  Slut,
  AnstNr,
  Kompetenser: [],
  Status: 'PLANNED',
  Version: 0,
});
const PLAN: Plan = {
  From: '2026-11-16',
  To: '2026-11-22',
  Employees: [
    { AnstNr: '7', Namn: 'Ali Berg', Avdelning: '10', Aktiv: true, Kompetenser: [], Franvaro: [] },
    { AnstNr: '8', Namn: 'Eva Ek', Avdelning: '10', Aktiv: true, Kompetenser: [], Franvaro: [] },
  ],
  Passes: [pass('evening', '2026-11-18', '15:00', '23:00', '7'), pass('morning', '2026-11-19', '06:00', '14:00')],
};

function setup() {
  const api = fakeApi({
    'GET /api/bemanna/planering': () => ({ body: PLAN }),
    'GET /api/avdelning': () => ({ body: [] }),
    'GET /api/kompetenser': () => ({ body: [] }),
    'PUT /api/bemanna/pass/morning/anstalld': (call) => ({ body: { ...PLAN.Passes[1], AnstNr: (call.request.body as { AnstNr: string }).AnstNr, Version: 1 } }),
  });
  const scope = fork({
    handlers: [
      [sendFx, api.handler],
      [todayFx, () => TODAY],
    ],
  });
  return { api, scope };
}

describe('planner page model', () => {
  it('opens on the week of today and steps by the calendar type', async () => {
    const { api, scope } = setup();
    await allSettled(plannerPage.opened, { scope });
    expect(scope.getState($period)).toEqual({ From: '2026-11-16', To: '2026-11-22' });
    expect(scope.getState($days)).toHaveLength(7);
    expect(scope.getState($unfilledCount)).toBe(1);
    expect(api.callsTo('GET /api/bemanna/planering')[0]?.request.query).toMatchObject({ From: '2026-11-16', To: '2026-11-22', VisaInaktiva: 'false' });
    await allSettled(periodStepped, { scope, params: 1 });
    expect(scope.getState($period)).toEqual({ From: '2026-11-23', To: '2026-11-29' });
  });

  it('checks the rules live as the candidate changes (the shared rule code), and saves a good choice', async () => {
    const { api, scope } = setup();
    await allSettled(plannerPage.opened, { scope });
    await allSettled(passOpened, { scope, params: 'morning' });
    expect(scope.getState($openPass)?.Id).toBe('morning');
    // Ali worked until 23:00: a 06:00 start leaves 7 h of daily rest
    await allSettled(candidateChosen, { scope, params: '7' });
    expect(scope.getState($warnings).map((w) => [w.rule, w.params])).toEqual([['dailyRest', { hours: 7, limit: 11 }]]);
    await allSettled(candidateChosen, { scope, params: '8' });
    expect(scope.getState($warnings)).toEqual([]);
    await allSettled(assignmentSubmitted, { scope });
    expect(api.callsTo('PUT /api/bemanna/pass/morning/anstalld')[0]?.request.body).toEqual({ AnstNr: '8', Version: 0 });
    // the plan reloads after the save; the dialog closes
    expect(api.callsTo('GET /api/bemanna/planering')).toHaveLength(2);
    expect(scope.getState($openPass)).toBeNull();
  });

  it('keeps the server’s refusal in its words', async () => {
    const api = fakeApi({
      'GET /api/bemanna/planering': () => ({ body: PLAN }),
      'GET /api/avdelning': () => ({ body: [] }),
      'GET /api/kompetenser': () => ({ body: [] }),
      'PUT /api/bemanna/pass/morning/anstalld': () => ({
        status: 409,
        body: { dvCode: 40921, message: 'Passet bryter mot arbetstidsreglerna: x', field: 'AnstNr' },
      }),
    });
    const s2 = fork({
      handlers: [
        [sendFx, api.handler],
        [todayFx, () => TODAY],
      ],
    });
    await allSettled(plannerPage.opened, { scope: s2 });
    await allSettled(passOpened, { scope: s2, params: 'morning' });
    await allSettled(candidateChosen, { scope: s2, params: '8' });
    await allSettled(assignmentSubmitted, { scope: s2 });
    expect(s2.getState($saveError)).toBe('Passet bryter mot arbetstidsreglerna: x');
  });

  it('keeps the shown week (its own days, dimmed) while the next one loads: the grid never flashes empty', async () => {
    let release: () => void = () => undefined;
    const next: Plan = { ...PLAN, From: '2026-11-23', To: '2026-11-29', Passes: [] };
    const api = fakeApi({
      'GET /api/bemanna/planering': (call) =>
        (call.request.query as { From: string }).From === PLAN.From ? { body: PLAN } : new Promise((r) => (release = () => r({ body: next }))),
      'GET /api/avdelning': () => ({ body: [] }),
      'GET /api/kompetenser': () => ({ body: [] }),
    });
    const scope = fork({
      handlers: [
        [sendFx, api.handler],
        [todayFx, () => TODAY],
      ],
    });
    await allSettled(plannerPage.opened, { scope });
    const stepped = allSettled(periodStepped, { scope, params: 1 });
    await new Promise((r) => setTimeout(r, 0));
    // the next week is asked for; the shown one stays, with its own days, marked stale
    expect(scope.getState($period)).toEqual({ From: '2026-11-23', To: '2026-11-29' });
    expect(scope.getState($employees).map((e) => e.AnstNr)).toEqual(['7', '8']);
    expect(scope.getState($days)[0]).toBe('2026-11-16');
    expect(scope.getState($unfilledCount)).toBe(1);
    expect(scope.getState($stale)).toBe(true);
    release();
    await stepped;
    expect(scope.getState($days)[0]).toBe('2026-11-23');
    expect(scope.getState($unfilledCount)).toBe(0);
    expect(scope.getState($stale)).toBe(false);
  });
});
