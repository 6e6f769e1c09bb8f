import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import type { MassPlan, Pass, Plan } from '../src/contracts';
import { $massOpen, $massResult, $periodNeeds, $proposal, applyPressed, massNeedChosen, massOpened, proposePressed } from '../src/pages/planner/massplan-model';
import { $department, departmentChosen, plannerPage } from '../src/pages/planner/model';
import { plannerScope } from './planner-fixture';

const pass = (Id: string, BehovId: string, Namn: string, Datum: string, Version = 0): Pass => ({
  Id,
  BehovId,
  Namn,
  Datum,
  Start: '07:00',
  Slut: '15:00',
  AnstNr: '',
  Kompetenser: [],
  Status: 'PLANNED',
  Version,
});
const PLAN: Plan = {
  From: '2026-11-16',
  To: '2026-11-22',
  Employees: [{ AnstNr: '7', Namn: 'Ali Berg', Avdelning: '10', Aktiv: true, Kompetenser: [], Franvaro: [], Schemafri: [] }],
  Passes: [pass('a', 'n2', 'Morgon', '2026-11-19', 3), pass('b', 'n1', 'Kväll', '2026-11-20'), pass('c', 'n2', 'Morgon', '2026-11-20')],
  Obemannade: [
    { Datum: '2026-11-19', Antal: 1 },
    { Datum: '2026-11-20', Antal: 2 },
  ],
  // the server's: the needs with unfilled passes in the period, by name
  ObemannadeBehov: [
    { Id: 'n1', Namn: 'Kväll' },
    { Id: 'n2', Namn: 'Morgon' },
  ],
};
const PROPOSAL: MassPlan = {
  From: '2026-11-16',
  To: '2026-11-22',
  Proposals: [{ PassId: 'a', Version: 3, AnstNr: '7' }],
  Shown: [{ Pass: PLAN.Passes[0] as Pass, AnstNr: '7', AnstNamn: 'Ali Berg', Warnings: ['otherDepartment'] }],
  NotFilled: [{ Pass: PLAN.Passes[2] as Pass, Reasons: [{ Rule: 'dailyRest', Antal: 1 }] }],
};

const setup = () =>
  plannerScope({
    'GET /api/bemanna/planering': () => ({ body: PLAN }),
    'POST /api/bemanna/massplanering/forslag': () => ({ body: PROPOSAL }),
    'POST /api/bemanna/massplanering': () => ({ body: { Applied: 1, Refused: [] } }),
  });

describe('the mass planner (page model)', () => {
  it('offers the period’s needs, asks for a dry run of the shown period and department, and applies what it showed', async () => {
    const { api, scope } = setup();
    await allSettled(plannerPage.opened, { scope });
    await allSettled(departmentChosen, { scope, params: '10' });
    expect(scope.getState($department)).toBe('10');
    await allSettled(massOpened, { scope });
    expect(scope.getState($massOpen)).toBe(true);
    expect(scope.getState($periodNeeds)).toEqual([
      { Id: 'n1', Namn: 'Kväll' },
      { Id: 'n2', Namn: 'Morgon' },
    ]);
    await allSettled(massNeedChosen, { scope, params: 'n2' });
    await allSettled(proposePressed, { scope });
    expect(api.callsTo('POST /api/bemanna/massplanering/forslag')[0]?.request.body).toEqual({
      From: '2026-11-16',
      To: '2026-11-22',
      Avdelning: '10',
      BehovId: 'n2',
    });
    // the dry run wrote nothing: only the proposal is shown
    expect(scope.getState($proposal)).toEqual(PROPOSAL);
    expect(api.callsTo('POST /api/bemanna/massplanering')).toHaveLength(0);
    const loads = api.callsTo('GET /api/bemanna/planering').length;
    await allSettled(applyPressed, { scope });
    expect(api.callsTo('POST /api/bemanna/massplanering')[0]?.request.body).toEqual({ Assignments: [{ PassId: 'a', AnstNr: '7', Version: 3 }] });
    expect(scope.getState($massResult)).toEqual({ Applied: 1, Refused: [] });
    expect(scope.getState($proposal)).toBeNull();
    // the grid reads the plan again
    expect(api.callsTo('GET /api/bemanna/planering').length).toBeGreaterThan(loads);
  });

  it('a new need choice drops the old proposal (it must be asked for again)', async () => {
    const { scope } = setup();
    await allSettled(plannerPage.opened, { scope });
    await allSettled(massOpened, { scope });
    await allSettled(proposePressed, { scope });
    expect(scope.getState($proposal)).not.toBeNull();
    await allSettled(massNeedChosen, { scope, params: 'n1' });
    expect(scope.getState($proposal)).toBeNull();
  });
});
