import { sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { attestStep as m } from '../src/pages/attest-section/model';

const LINE = { AnstNr: '3', Namn: 'Per Persson', Avdelning: '', Open: 1, Approved: 1, Attested: 0, Locked: 0, Belopp: 200, Rows: [] };

describe('the compensation section of the attest page', () => {
  it('loads the month, attests the selected employees (or one claim), reloads, and explains what it skipped', async () => {
    let attested = false;
    const api = fakeApi({
      'GET /api/compensations/attest': () => ({ body: [attested ? { ...LINE, Approved: 0, Attested: 1 } : LINE] }),
      'POST /api/compensations/attest': () => {
        attested = true;
        return { body: { Changed: 1, Skipped: 1, SkippedWhy: { AlreadyDone: 0, NotReady: 1, Locked: 0, Future: 0 } } };
      },
    });
    const scope = fork({
      handlers: [
        [sendFx, api.handler],
        [m.thisMonthFx, () => '2026-11'],
      ],
    });
    await allSettled(m.page.opened, { scope });
    expect(api.callsTo('GET /api/compensations/attest').at(-1)!.request.query).toMatchObject({ From: '2026-11-01', To: '2026-11-30' });
    expect(scope.getState(m.$lines)).toHaveLength(1);

    // nothing selected: no call
    await allSettled(m.actionClicked, { scope, params: 'attest' });
    expect(api.callsTo('POST /api/compensations/attest')).toHaveLength(0);

    await allSettled(m.toggled, { scope, params: '3' });
    await allSettled(m.actionClicked, { scope, params: 'attest' });
    expect(api.callsTo('POST /api/compensations/attest')[0]!.request.body).toEqual({ AnstNr: ['3'], From: '2026-11-01', To: '2026-11-30', Action: 'attest' });
    // the list reloads after the step
    expect(scope.getState(m.$lines)![0]!.Attested).toBe(1);

    await allSettled(m.rowActionClicked, { scope, params: { AnstNr: '3', Id: 'c1', Action: 'unattest' } });
    expect(api.callsTo('POST /api/compensations/attest')[1]!.request.body).toMatchObject({ AnstNr: ['3'], Ids: ['c1'], Action: 'unattest' });

    // another month clears the selection and loads that month
    await allSettled(m.monthStepped, { scope, params: -1 });
    expect(scope.getState(m.$selected).size).toBe(0);
    expect(api.callsTo('GET /api/compensations/attest').at(-1)!.request.query).toMatchObject({ From: '2026-10-01', To: '2026-10-31' });
    // allSettled waits for each step's snackbar to close (10 s each, the shell's timer)
  }, 60_000);
});
