import { $account, $ftgInfo, $portalInfo, lists, sendFx } from '@lonna/core';
import type { PerListaItem } from '@lonna/core/contracts';
import { accountFixture, employeeFixture, fakeApi, ftgInfoFixture, portalInfoFixture } from '@lonna/core/testing';
import { allSettled, fork, type Scope, type UnitTargetable } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Punch, PunchList } from '../src/contracts';
import {
  $clockError,
  $clockForm,
  $punchEdit,
  $punches,
  clockFieldChanged,
  punchFieldChanged,
  punchInClicked,
  punchOpened,
  punchOutClicked,
  punchesOpened,
  punchSaved,
} from '../src/pages/punches/model';
import { todayReadFx } from '../src/shared/model';

/**
 * The punch clock's model against a fake server that behaves like the real one: punching in refuses a missing
 * mandatory care recipient with 400, punching out and corrections bump the punch's version, and a correction with
 * an older version gets 409.
 */
const punch = (over: Partial<Punch> = {}): Punch => ({
  Id: 'p1',
  AnstNr: '12',
  Datum: '2026-11-18',
  In: '10:00',
  Ut: '',
  Brukare: 'B001',
  ResEnhet1: '',
  RowId: '',
  AvvikelseMinuter: 0,
  Version: 0,
  ...over,
});

/** the snackbar's own timer would keep allSettled waiting for real seconds: run the timers to the end */
async function settle<T>(unit: UnitTargetable<T>, scope: Scope, params?: T): Promise<void> {
  const done = allSettled(unit as never, { scope, params } as never);
  await vi.runAllTimersAsync();
  await done;
}
/** let the replies that are not held back arrive */
const tick = () => vi.advanceTimersByTimeAsync(0);
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-18T09:05:00Z') }));
afterEach(() => vi.useRealTimers());

function server(options: { mandatoryCareRecipient?: boolean } = {}) {
  let stored: Punch | null = null;
  /** replies of the list held back until released (a slow network, a busy server) */
  const held: (() => void)[] = [];
  let holdLists = false;
  let employees: PerListaItem[] = [];
  const list = (): PunchList => ({
    Open: stored && stored.Ut === '' ? stored : null,
    Punches: stored ? [stored] : [],
    Today: '2026-11-18',
    TodaySchedule: null,
  });
  const api = fakeApi({
    'GET /api/stamplingar': () => {
      const body = list();
      return holdLists ? new Promise((resolve) => held.push(() => resolve({ body }))) : { body };
    },
    'GET /api/perlista': () => ({ body: employees }),
    'GET /api/brukarlista': () => ({ body: [{ Brukare: 'B001', FoNamn: 'Bo', EfNamn: 'Brukare' }] }),
    'GET /api/resenheter': () => ({ body: { ResEnh1: [], ResEnh2: [], ResEnh3: [], ResEnh4: [], ResEnh5: [], ResEnh6: [] } }),
    'POST /api/stamplingar/in': (call) => {
      const body = call.request.body as { Brukare?: string };
      if (options.mandatoryCareRecipient && !body.Brukare) {
        return { status: 400, body: { dvCode: 40001, message: 'Brukare är obligatoriskt.', field: 'Brukare' } };
      }
      stored = punch({ Brukare: body.Brukare ?? '' });
      return { body: stored };
    },
    'POST /api/stamplingar/ut': () => {
      stored = { ...stored!, Ut: '10:05', RowId: 'r1', Version: stored!.Version + 1 };
      return { body: stored };
    },
    'PUT /api/stamplingar/p1': (call) => {
      const body = call.request.body as { Version: number; In: string; Ut: string };
      if (body.Version !== stored!.Version) return { status: 409, body: { dvCode: 40900, message: 'Någon annan har ändrat dagen 2026-11-18.' } };
      stored = { ...stored!, In: body.In, Ut: body.Ut, Version: stored!.Version + 1 };
      return { body: stored };
    },
  });
  const scope = fork({
    values: [
      [$account, accountFixture('PER', { AnstNr: '12' })],
      [$ftgInfo, ftgInfoFixture({ UseLSS: true })],
      [$portalInfo, portalInfoFixture({ UseMandatoryBrukare: Boolean(options.mandatoryCareRecipient) })],
    ],
    handlers: [
      [sendFx, api.handler],
      [todayReadFx, () => '2026-11-18'],
    ],
  });
  return {
    scope,
    api,
    holdLists: (on: boolean) => {
      holdLists = on;
    },
    releaseLists: () => held.splice(0).forEach((release) => release()),
    /** the employee register as /api/perlista answers it */
    setEmployees: (list: PerListaItem[]) => {
      employees = list;
    },
    /** another user corrects the punch on the server */
    changeElsewhere: (over: Partial<Punch>) => {
      stored = { ...stored!, ...over, Version: stored!.Version + 1 };
    },
  };
}

describe('the punch clock: a mandatory care recipient', () => {
  it('says so on the field and sends nothing when "Stämpla in" comes before the care recipient (the server’s rule)', async () => {
    const { scope, api } = server({ mandatoryCareRecipient: true });
    await settle(punchesOpened, scope);
    // the employee's usual care recipient is not known (the employee list not read yet): the field is empty
    await settle(punchInClicked, scope);
    expect(api.callsTo('POST /api/stamplingar/in')).toHaveLength(0);
    expect(scope.getState($clockError)).toMatchObject({ field: 'Brukare', rule: 'required' });

    await settle(clockFieldChanged, scope, { Brukare: 'B001' });
    expect(scope.getState($clockError)).toBeNull();
    await settle(punchInClicked, scope);
    expect(api.callsTo('POST /api/stamplingar/in')[0]!.request.body).toEqual({ AnstNr: '12', Brukare: 'B001' });
    expect(scope.getState($punches)?.Open).toMatchObject({ Id: 'p1', Brukare: 'B001' });
  });

  it('sends without a care recipient where the company does not require one', async () => {
    const { scope, api } = server();
    await settle(punchesOpened, scope);
    await settle(punchInClicked, scope);
    expect(api.callsTo('POST /api/stamplingar/in')[0]!.request.body).toEqual({ AnstNr: '12' });
    expect(scope.getState($clockError)).toBeNull();
  });
});

describe('correcting a punch right after punching out (the 409 seen in the phone e2e run)', () => {
  it('carries the version of the punch-out reply even while the refetch of the list is still on its way', async () => {
    const ctx = server();
    const { scope, api } = ctx;
    await settle(punchesOpened, scope);
    await settle(punchInClicked, scope);
    // the list's reload after the punch out is slow (allSettled waits for it: the steps below are not awaited)
    ctx.holdLists(true);
    const steps = [allSettled(punchOutClicked, { scope })];
    await tick();
    // what the user taps: the newest punch in the list as it is on screen now
    const shown = scope.getState($punches)!.Punches[0]!;
    expect(shown).toMatchObject({ Ut: '10:05', Version: 1 });
    expect(scope.getState($punches)!.Open).toBeNull();
    steps.push(allSettled(punchOpened, { scope, params: shown }));
    steps.push(allSettled(punchFieldChanged, { scope, params: { In: '09:00' } }));
    steps.push(allSettled(punchSaved, { scope }));
    await tick();
    ctx.holdLists(false);
    ctx.releaseLists();
    await vi.runAllTimersAsync();
    await Promise.all(steps);
    expect(api.callsTo('PUT /api/stamplingar/p1')[0]!.request.body).toMatchObject({ Version: 1, In: '09:00', Ut: '10:05' });
    expect(scope.getState($punchEdit)).toBeNull();
  });

  it('an open dialog reads the punch again when a newer version arrives before the user typed anything', async () => {
    const ctx = server();
    const { scope, api } = ctx;
    await settle(punchesOpened, scope);
    await settle(punchInClicked, scope);
    await settle(punchOutClicked, scope);
    await settle(punchOpened, scope, scope.getState($punches)!.Punches[0]!);
    ctx.changeElsewhere({ In: '09:30' });
    // the push of the other user's change reloads the list under the open dialog
    await settle(punchesOpened, scope);
    expect(scope.getState($punchEdit)).toMatchObject({ In: '09:30', Ut: '10:05', punch: { Version: 2 }, conflict: false });
    await settle(punchFieldChanged, scope, { Ut: '11:00' });
    await settle(punchSaved, scope);
    expect(api.callsTo('PUT /api/stamplingar/p1')[0]!.request.body).toMatchObject({ Version: 2, In: '09:30', Ut: '11:00' });
  });

  it('keeps what the user typed over another user’s change, says so, and saves against the new version', async () => {
    const ctx = server();
    const { scope, api } = ctx;
    await settle(punchesOpened, scope);
    await settle(punchInClicked, scope);
    await settle(punchOutClicked, scope);
    await settle(punchOpened, scope, scope.getState($punches)!.Punches[0]!);
    await settle(punchFieldChanged, scope, { Ut: '12:00' });
    ctx.changeElsewhere({ In: '09:30' });
    // no push yet: the save meets 409, the dialog keeps the input, says so and reloads
    await settle(punchSaved, scope);
    expect(api.callsTo('PUT /api/stamplingar/p1')).toHaveLength(1);
    expect(scope.getState($punchEdit)).toMatchObject({ In: '10:00', Ut: '12:00', punch: { In: '09:30', Version: 2 }, conflict: true });
    await settle(punchSaved, scope);
    expect(api.callsTo('PUT /api/stamplingar/p1')[1]!.request.body).toMatchObject({ Version: 2, In: '10:00', Ut: '12:00' });
    expect(scope.getState($punchEdit)).toBeNull();
  });
});

describe('the clock’s care recipient', () => {
  const usual = (Brukare: string) => [employeeFixture('12', { PerStatus: { ...employeeFixture('12').PerStatus, UseBrukare: true, Brukare } })];
  it('starts at the employee’s usual one, and a reload of the employee list (a push) keeps what the user chose', async () => {
    const ctx = server();
    const { scope } = ctx;
    ctx.setEmployees(usual('B001'));
    await settle(punchesOpened, scope);
    await settle(lists.employees.refreshed, scope);
    expect(scope.getState($clockForm).Brukare).toBe('B001');
    await settle(clockFieldChanged, scope, { Brukare: 'B002' });
    // the register changed elsewhere (another employee): the list is read again
    ctx.setEmployees([...usual('B001'), employeeFixture('13')]);
    await settle(lists.employees.refreshed, scope);
    expect(scope.getState(lists.employees.$items)).toHaveLength(2);
    expect(scope.getState($clockForm).Brukare).toBe('B002');
  });
});
