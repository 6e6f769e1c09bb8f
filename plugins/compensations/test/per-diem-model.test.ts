import { $account, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $dialog, guideReopened, list, thisMonthFx } from '../src/pages/list/model';
import { datesOf, draftOf, emptyDraft, inputOf, stepProblems } from '../src/pages/guides/per-diem/draft';
import { $perDiem, $perDiemError, perDiemOpened, perDiemSubmitted } from '../src/pages/guides/per-diem/model';
import { perDiemOf } from '../src/rules/per-diem-guide';

const PER = { Roll: 'PER', AnstNr: '3' } as never;
/** a domestic trip 2–4 March 2026 with a free lunch on the 3rd: 300 + 195 + 300 (the server test's trip) */
const TRIP = {
  AnstNr: '',
  Avresa: '2026-03-02T07:00',
  AvresaOrt: 'Göteborg',
  Hemkomst: '2026-03-04T20:00',
  Resmal: 'Utbildning Stockholm',
  Over50km: true,
  Utrikes: false,
  Lander: [],
  Maltider: [{ Datum: '2026-03-03', Frukost: false, Lunch: true, Middag: false }],
  Natter: [
    { Datum: '2026-03-02', LogiBetald: true },
    { Datum: '2026-03-03', LogiBetald: true },
  ],
};
const ROW = { Id: 'c1', GuideId: 'g9', Origin: 'PERDIEM', Status: 'OPEN' };
const scopeWith = (api: ReturnType<typeof fakeApi>) =>
  fork({
    values: [[$account, PER]],
    handlers: [
      [sendFx, api.handler],
      [thisMonthFx, () => '2026-03'],
    ],
  });

describe('the per diem guide: answers and dialog model', () => {
  it('the draft makes the wire’s answers (meals and nights only for the trip) and the live summary equals the server’s rule', () => {
    const draft = draftOf(TRIP);
    expect(datesOf(draft)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(inputOf(draft)).toEqual(TRIP);
    const r = perDiemOf(inputOf(draft));
    expect(r.ok && r.eligible && r.days.map((d) => d.Belopp)).toEqual([300, 195, 300]);
    expect(r.ok && r.eligible && r.total).toBe(795);
  });

  it('each step says what is missing: the departure’s fields, a return on the same day (no night), a foreign trip without a country', () => {
    const empty = emptyDraft('', '2026-03-02');
    expect(stepProblems('departure', empty).map((p) => p.field)).toEqual(['pd-dep-time', 'pd-place', 'pd-destination']);
    const sameDay = { ...draftOf(TRIP), retDate: '2026-03-02', retTime: '22:00' };
    expect(stepProblems('return', sameDay)).toEqual([{ field: 'pd-ret-date', key: 'guideErrors.noNight' }]);
    expect(stepProblems('return', { ...draftOf(TRIP), far: false })).toEqual([{ field: 'pd-far', key: 'guideErrors.notFar' }]);
    expect(stepProblems('where', { ...draftOf(TRIP), foreign: true, legs: [] })[0]?.key).toBe('guideErrors.noCountry');
    expect(stepProblems('where', draftOf(TRIP))).toEqual([]);
  });

  it('sends the answers once, closes on success and reloads the list', async () => {
    const api = fakeApi({
      'GET /api/compensations': () => ({ body: [] }),
      'POST /api/compensations/guides/perdiem': () => ({ body: [] }),
    });
    const scope = scopeWith(api);
    await allSettled(list.opened, { scope });
    await allSettled(thisMonthFx, { scope });
    await allSettled(perDiemOpened, { scope, params: { guideId: null, input: null } });
    const before = api.callsTo('GET /api/compensations').length;
    await allSettled(perDiemSubmitted, { scope, params: { guideId: null, body: TRIP } });
    expect(api.callsTo('POST /api/compensations/guides/perdiem')).toHaveLength(1);
    expect(api.callsTo('POST /api/compensations/guides/perdiem')[0]!.request.body).toEqual(TRIP);
    expect(scope.getState($perDiem)).toBeNull();
    expect(api.callsTo('GET /api/compensations').length).toBe(before + 1);
  });

  it('keeps the server’s refusal (travel rule missing) and the dialog open', async () => {
    const api = fakeApi({
      'POST /api/compensations/guides/perdiem': () => ({ status: 404, body: { dvCode: 40420, message: 'Reseregel saknas för 2025 (DK).' } }),
    });
    const scope = scopeWith(api);
    await allSettled(perDiemOpened, { scope, params: { guideId: null, input: null } });
    await allSettled(perDiemSubmitted, { scope, params: { guideId: null, body: TRIP } });
    expect(scope.getState($perDiemError)).toMatchObject({ message: 'Reseregel saknas för 2025 (DK).' });
    expect(scope.getState($perDiem)).toEqual({ guideId: null, input: null });
  });

  it('a row the guide made reopens the per diem guide (not the list’s dialogs) with its answers, and saves with PUT', async () => {
    const api = fakeApi({
      'GET /api/compensations/guides/g9': () => ({ body: { Id: 'g9', Kind: 'PERDIEM', AnstNr: '3', Input: JSON.stringify(TRIP) } }),
      'PUT /api/compensations/guides/perdiem/g9': () => ({ body: [] }),
    });
    const scope = scopeWith(api);
    await allSettled(guideReopened, { scope, params: ROW as never });
    expect(scope.getState($perDiem)).toEqual({ guideId: 'g9', input: TRIP });
    expect(scope.getState($dialog)).toBeNull();
    await allSettled(perDiemSubmitted, { scope, params: { guideId: 'g9', body: TRIP } });
    expect(api.callsTo('PUT /api/compensations/guides/perdiem/g9')).toHaveLength(1);
  });
});
