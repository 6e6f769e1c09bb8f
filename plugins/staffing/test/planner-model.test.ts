import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Pass, Plan } from '../src/contracts';
import {
  $candidateUnscheduled,
  $cells,
  $days,
  $rows,
  $total,
  rowsViewed,
  $openPass,
  $employees,
  $period,
  $saveError,
  $stale,
  $unfilledCount,
  $warnings,
  $unfilled,
  $unfilledCounts,
  $openDays,
  unfilledDayToggled,
  assignmentSubmitted,
  candidateChosen,
  $dropping,
  passDropped,
  passOpened,
  periodStepped,
  plannerPage,
} from '../src/pages/planner/model';
import { plannerScope } from './planner-fixture';

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
    { AnstNr: '7', Namn: 'Ali Berg', Avdelning: '10', Aktiv: true, Kompetenser: [], Franvaro: [], Schemafri: [] },
    // Eva's cyclic schedule has no work on Thursday
    { AnstNr: '8', Namn: 'Eva Ek', Avdelning: '10', Aktiv: true, Kompetenser: [], Franvaro: [], Schemafri: ['2026-11-19'] },
  ],
  Passes: [pass('evening', '2026-11-18', '15:00', '23:00', '7'), pass('morning', '2026-11-19', '06:00', '14:00')],
  Obemannade: [{ Datum: '2026-11-19', Antal: 1 }],
  ObemannadeBehov: [{ Id: 'n1', Namn: 'Kväll hos Elsa' }],
};

const setup = () =>
  plannerScope({
    'GET /api/bemanna/planering': () => ({ body: PLAN }),
    'PUT /api/bemanna/pass/morning/anstalld': (call) => ({ body: { ...PLAN.Passes[1], AnstNr: (call.request.body as { AnstNr: string }).AnstNr, Version: 1 } }),
  });

describe('planner page model', () => {
  it('opens on the week of today and steps by the calendar type', async () => {
    const { api, scope } = setup();
    await allSettled(plannerPage.opened, { scope });
    expect(scope.getState($period)).toEqual({ From: '2026-11-16', To: '2026-11-22' });
    expect(scope.getState($days)).toHaveLength(7);
    expect(scope.getState($unfilledCount)).toBe(1);
    expect(api.callsTo('GET /api/bemanna/planering')[0]?.request.query).toMatchObject({
      From: '2026-11-16',
      To: '2026-11-22',
      VisaInaktiva: 'false',
      // the unfilled row is counted and cut to the hour range by the server (core's shared filter, 6–18)
      FranTimme: '6',
      TillTimme: '18',
      Page: '1',
      PerPage: '50',
    });
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
    expect(scope.getState($candidateUnscheduled)).toBe(false);
    await allSettled(candidateChosen, { scope, params: '8' });
    expect(scope.getState($warnings)).toEqual([]);
    // not scheduled that day by her cyclic schedule: said, not a rule (Save stays open)
    expect(scope.getState($candidateUnscheduled)).toBe(true);
    await allSettled(assignmentSubmitted, { scope });
    expect(api.callsTo('PUT /api/bemanna/pass/morning/anstalld')[0]?.request.body).toEqual({ AnstNr: '8', Version: 0 });
    // each candidate's row was asked for on his own (the open pass's day), once
    const rowCalls = api.callsTo('GET /api/bemanna/planering').filter((c) => (c.request.query as { AnstNr?: string }).AnstNr);
    expect(rowCalls.map((c) => c.request.query)).toEqual([
      { From: '2026-11-19', To: '2026-11-19', AnstNr: '7', VisaInaktiva: 'true', Obemannade: 'false' },
      { From: '2026-11-19', To: '2026-11-19', AnstNr: '8', VisaInaktiva: 'true', Obemannade: 'false' },
    ]);
    // the plan reloads after the save; the dialog closes
    expect(api.callsTo('GET /api/bemanna/planering').filter((c) => (c.request.query as { Page?: string }).Page)).toHaveLength(2);
    expect(scope.getState($openPass)).toBeNull();
  });

  it('a pass dropped on an employee’s row: his row is checked and, with no rule against it, saved without the dialog', async () => {
    const { api, scope } = setup();
    await allSettled(plannerPage.opened, { scope });
    await allSettled(passDropped, { scope, params: { PassId: 'morning', AnstNr: '8' } });
    expect(api.callsTo('PUT /api/bemanna/pass/morning/anstalld').map((c) => c.request.body)).toEqual([{ AnstNr: '8', Version: 0 }]);
    const rowCalls = api.callsTo('GET /api/bemanna/planering').filter((c) => (c.request.query as { AnstNr?: string }).AnstNr);
    expect(rowCalls.map((c) => (c.request.query as { AnstNr: string }).AnstNr)).toEqual(['8']);
    expect(scope.getState($openPass)).toBeNull();
    expect(scope.getState($dropping)).toBe(false);
  });

  it('a drop a rule stops saves nothing and opens the dialog on the warning; a drop where the pass is changes nothing', async () => {
    const { api, scope } = setup();
    await allSettled(plannerPage.opened, { scope });
    // Ali worked until 23:00 the evening before: 7 h of daily rest
    await allSettled(passDropped, { scope, params: { PassId: 'morning', AnstNr: '7' } });
    expect(api.callsTo('PUT /api/bemanna/pass/morning/anstalld')).toEqual([]);
    expect(scope.getState($openPass)?.Id).toBe('morning');
    expect(scope.getState($dropping)).toBe(false);
    expect(scope.getState($warnings).map((w) => w.rule)).toEqual(['dailyRest']);
    // the planner takes over in the dialog: another pick, then Save, as ever
    await allSettled(candidateChosen, { scope, params: '8' });
    await allSettled(assignmentSubmitted, { scope });
    expect(api.callsTo('PUT /api/bemanna/pass/morning/anstalld').map((c) => c.request.body)).toEqual([{ AnstNr: '8', Version: 0 }]);
    // Ali's own evening dropped on his own row
    await allSettled(passDropped, { scope, params: { PassId: 'evening', AnstNr: '7' } });
    expect(api.callsTo('PUT /api/bemanna/pass/evening/anstalld')).toEqual([]);
    expect(scope.getState($openPass)).toBeNull();
  });

  it('keeps the server’s refusal in its words', async () => {
    const { scope: s2 } = plannerScope({
      'GET /api/bemanna/planering': () => ({ body: PLAN }),
      'PUT /api/bemanna/pass/morning/anstalld': () => ({
        status: 409,
        body: { dvCode: 40921, message: 'Passet bryter mot arbetstidsreglerna: x', field: 'AnstNr' },
      }),
    });
    await allSettled(plannerPage.opened, { scope: s2 });
    await allSettled(passOpened, { scope: s2, params: 'morning' });
    await allSettled(candidateChosen, { scope: s2, params: '8' });
    await allSettled(assignmentSubmitted, { scope: s2 });
    expect(s2.getState($saveError)).toBe('Passet bryter mot arbetstidsreglerna: x');
  });

  it('keeps the shown week (its own days, dimmed) while the next one loads: the grid never flashes empty', async () => {
    let release: () => void = () => undefined;
    const next: Plan = { ...PLAN, From: '2026-11-23', To: '2026-11-29', Passes: [], Obemannade: [], ObemannadeBehov: [] };
    const { scope } = plannerScope({
      'GET /api/bemanna/planering': (call) =>
        (call.request.query as { From: string }).From === PLAN.From ? { body: PLAN } : new Promise((r) => (release = () => r({ body: next }))),
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

  it('asks for the rows in view page by page (the unfilled row once, with the first page), each page once', async () => {
    const emp = (n: number) => ({ AnstNr: String(n), Namn: `P ${n}`, Avdelning: '10', Aktiv: true, Kompetenser: [], Franvaro: [], Schemafri: [] });
    const { api, scope } = plannerScope({
      'GET /api/bemanna/planering': (call) => {
        const q = call.request.query as { Page: string };
        const page = Number(q.Page);
        const Employees = Array.from({ length: page < 3 ? 50 : 20 }, (_, i) => emp((page - 1) * 50 + i));
        const Passes =
          page === 2
            ? [pass('p60', '2026-11-18', '08:00', '12:00', '60')]
            : [...PLAN.Passes.filter((p) => !p.AnstNr), pass('p1', '2026-11-18', '08:00', '12:00', '1')];
        const unfilled = page === 1 ? { Obemannade: PLAN.Obemannade, ObemannadeBehov: PLAN.ObemannadeBehov } : { Obemannade: [], ObemannadeBehov: [] };
        return {
          body: { From: PLAN.From, To: PLAN.To, Employees, Passes, ...unfilled },
          pagination: { Page: page, PerPage: 50, Total: 120, TotalPages: 3 },
        };
      },
    });
    await allSettled(plannerPage.opened, { scope });
    expect(scope.getState($total)).toBe(120);
    expect(scope.getState($rows)).toHaveLength(120);
    expect(scope.getState($rows)[60]).toBeNull();
    expect(scope.getState($unfilledCount)).toBe(1);
    const row1 = scope.getState($cells).get('1');
    const unfilled = scope.getState($unfilled);
    expect(row1?.get('2026-11-18')?.map((p) => p.Id)).toEqual(['p1']);
    await allSettled(rowsViewed, { scope, params: { first: 55, last: 70 } });
    await allSettled(rowsViewed, { scope, params: { first: 58, last: 72 } });
    const calls = api.callsTo('GET /api/bemanna/planering').map((c) => c.request.query as Record<string, string>);
    expect(calls.map((q) => [q.Page, q.Obemannade, q.FranTimme])).toEqual([
      ['1', undefined, '6'],
      // a further page: its rows only (no unfilled row, so no hours)
      ['2', 'false', undefined],
    ]);
    expect(scope.getState($rows)[60]?.AnstNr).toBe('60');
    expect(scope.getState($rows)[110]).toBeNull();
    expect(
      scope
        .getState($cells)
        .get('60')
        ?.get('2026-11-18')
        ?.map((p) => p.Id),
    ).toEqual(['p60']);
    // the rows of page 1 keep their very cells and the unfilled row its map: the grid's memoised rows do not render
    // again when another page comes while scrolling (session 15: they all did)
    expect(scope.getState($cells).get('1')).toBe(row1);
    expect(scope.getState($unfilled)).toBe(unfilled);
  });

  it('the unfilled row: the first page’s few a day and its count; "+n" asks for the day’s whole list, which a reload asks again', async () => {
    const DAY = '2026-11-19';
    const open = (n: number) => pass(`o${n}`, DAY, `0${n}:00`, '14:00');
    // the first page: the day's first three of its five unfilled passes, and its count
    const FIRST: Plan = { ...PLAN, Passes: [PLAN.Passes[0]!, open(1), open(2), open(3)], Obemannade: [{ Datum: DAY, Antal: 5 }] };
    let whole = [open(1), open(2), open(3), open(4), open(5)];
    const { api, scope } = plannerScope({
      'GET /api/bemanna/planering': () => ({ body: FIRST }),
      'GET /api/bemanna/planering/obemannade': () => ({ body: { From: DAY, To: DAY, Passes: whole } }),
      'PUT /api/bemanna/pass/o5/anstalld': () => ({ body: { ...open(5), AnstNr: '8', Version: 1 } }),
    });
    await allSettled(plannerPage.opened, { scope });
    expect(scope.getState($unfilledCount)).toBe(5);
    expect(scope.getState($unfilledCounts).get(DAY)).toBe(5);
    expect(
      scope
        .getState($unfilled)
        .get(DAY)
        ?.map((p) => p.Id),
    ).toEqual(['o1', 'o2', 'o3']);
    expect(api.callsTo('GET /api/bemanna/planering/obemannade')).toEqual([]);
    // "+2 till": the day's whole list, in the page's hours and department
    await allSettled(unfilledDayToggled, { scope, params: DAY });
    expect(api.callsTo('GET /api/bemanna/planering/obemannade').map((c) => c.request.query)).toEqual([{ From: DAY, To: DAY, FranTimme: '6', TillTimme: '18' }]);
    expect(scope.getState($openDays).has(DAY)).toBe(true);
    expect(
      scope
        .getState($unfilled)
        .get(DAY)
        ?.map((p) => p.Id),
    ).toEqual(['o1', 'o2', 'o3', 'o4', 'o5']);
    // a pass of the whole list opens and is saved like any other (the lists are among the passes loaded)
    await allSettled(passOpened, { scope, params: 'o5' });
    expect(scope.getState($openPass)?.Id).toBe('o5');
    whole = whole.slice(0, 4);
    await allSettled(candidateChosen, { scope, params: '8' });
    await allSettled(assignmentSubmitted, { scope });
    // the save reloads the first page, and the open day's list with it
    expect(api.callsTo('GET /api/bemanna/planering/obemannade')).toHaveLength(2);
    expect(
      scope
        .getState($unfilled)
        .get(DAY)
        ?.map((p) => p.Id),
    ).toEqual(['o1', 'o2', 'o3', 'o4']);
    // "Visa färre" closes it; another period closes every day
    await allSettled(unfilledDayToggled, { scope, params: DAY });
    expect(scope.getState($openDays).size).toBe(0);
    await allSettled(unfilledDayToggled, { scope, params: DAY });
    await allSettled(periodStepped, { scope, params: 1 });
    expect(scope.getState($openDays).size).toBe(0);
  });
});
