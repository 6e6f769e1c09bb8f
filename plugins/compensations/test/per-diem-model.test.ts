import { $account, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $dialog, guideReopened, list, thisMonthFx } from '../src/pages/list/model';
import { countryOptions } from '../src/pages/guides/per-diem/countries';
import { datesOf, draftOf, emptyDraft, inputOf, stepProblems } from '../src/pages/guides/per-diem/draft';
import { $perDiem, $perDiemError, $perDiemRatesLoading, perDiemOpened, perDiemSubmitted } from '../src/pages/guides/per-diem/model';
import { $importedTables, $rulesInForce as $perDiemRules, ruleInForceNeeded as perDiemRuleNeeded } from '../src/pages/guides/rule-in-force';
import { importedFullDayOf } from '../src/rules/imported-rates';
import { perDiemOf } from '../src/rules/per-diem-guide';
import { perDiemTrip } from './support/trip';

const PER = { Roll: 'PER', AnstNr: '3' } as never;
/** a domestic trip 2–4 March 2026 with a free lunch on the 3rd: 300 + 195 + 300 (the server test's trip) */
const TRIP = perDiemTrip({ Maltider: [{ Datum: '2026-03-03', Frukost: false, Lunch: true, Middag: false }] });
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

  it('the live summary and the country list read the company’s imported table of the year, with the rule, in one answer; no lookup per country', async () => {
    // 2027 has no shipped table: the company imported Sweden 320 kr, Denmark 1300 and Greenland (see Denmark); 2028 nothing
    const TABLE_2027 = [
      { Land: 'Danmark', Landskod: 'DK', Belopp: 1300, Se: '' },
      { Land: 'Grönland', Landskod: 'GL', Belopp: null, Se: 'Danmark' },
      { Land: 'Sverige', Landskod: 'SE', Belopp: 320, Se: '' },
      { Land: 'Ankeborg', Landskod: 'XA', Belopp: 999, Se: '' },
    ];
    const api = fakeApi({
      'GET /api/compensations/travelRule': ({ request }) => {
        const Datum = (request.query as { Datum: string }).Datum;
        return { body: { Datum, Regel: null, Tabell: Datum.startsWith('2027') ? TABLE_2027 : [] } };
      },
    });
    const scope = scopeWith(api);
    await allSettled(perDiemOpened, { scope, params: { guideId: null, input: null } });
    const trip2027 = {
      ...TRIP,
      Avresa: '2027-03-02T07:00',
      Hemkomst: '2027-03-04T20:00',
      Maltider: [{ ...TRIP.Maltider[0]!, Datum: '2027-03-03' }],
      Natter: [],
    };
    await allSettled(perDiemRuleNeeded, { scope, params: '2027-03-02' });
    await allSettled(perDiemRuleNeeded, { scope, params: '2028-03-02' });
    const tables = () => scope.getState($importedTables);
    expect(tables()).toEqual({ '2027': TABLE_2027, '2028': [] });
    const imported = perDiemOf(trip2027, importedFullDayOf(tables()['2027']));
    // 320 + (320 − 35 % = 208) + 320 (test/server/settings.test.ts: the server's stored amounts equal this preview)
    expect(imported.ok && imported.eligible && imported.days.map((d) => d.Belopp)).toEqual([320, 208, 320]);
    // Greenland follows Denmark's amount
    const gl = perDiemOf(
      { ...trip2027, Utrikes: true, Lander: [{ Fran: '2027-03-02T07:00', Landskod: 'GL' }], Maltider: [] },
      importedFullDayOf(tables()['2027']),
    );
    expect(gl.ok && gl.eligible && gl.days.map((d) => d.Belopp)).toEqual([1300, 1300, 1300]);
    // a year without a table: "travel rule missing" from the calculation itself, nothing asked per country
    const trip2028 = { ...trip2027, Avresa: '2028-03-02T07:00', Hemkomst: '2028-03-04T20:00', Maltider: [] };
    expect(perDiemOf(trip2028, importedFullDayOf(tables()['2028']))).toEqual({ ok: false, missing: { year: 2028, Landskod: 'SE' } });
    expect(api.calls.map((c) => c.request.path)).toEqual(['/api/compensations/travelRule', '/api/compensations/travelRule']);

    // the country list offers the imported year's countries (a code no shipped table has, too) beside the shipped ones
    const countries = countryOptions(2027, 'sv', tables()['2027']);
    expect(countries[0]).toEqual({ value: 'SE', label: 'Sverige' });
    expect(countries.filter((c) => c.value === 'XA')).toEqual([{ value: 'XA', label: 'Ankeborg' }]);
    expect(countries.filter((c) => c.value === 'GL')).toHaveLength(1);
    expect(countryOptions(2027, 'sv').some((c) => c.value === 'XA')).toBe(false);
  });

  it('the live summary applies the company’s travel rule in force on the departure date (the amounts the server stores)', async () => {
    // the server test's rule (test/server/travel-rules.test.ts): 400/200 kr, night 200, full day before 10:00 / after 20:00
    const RULE = {
      GiltigFran: '2032-01-01',
      Regelverk: 'Förhandsvisning',
      Intervall: [
        { Nr: 1, FranManad: 0, TillManad: 3, Heldag: 400, Halvdag: 200 },
        { Nr: 2, FranManad: 3, TillManad: null, Heldag: 280, Halvdag: 140 },
      ],
      Natt: 200,
      MaxRepresentation: 90,
      AvresaFore: '10:00',
      HemkomstEfter: '20:00',
      HalvdagTimmar: 4,
    };
    const api = fakeApi({
      'GET /api/compensations/travelRule': ({ request }) => {
        const Datum = (request.query as { Datum: string }).Datum;
        return { body: { Datum, Regel: Datum >= '2032-01-01' ? RULE : null, Tabell: [] } };
      },
    });
    const scope = scopeWith(api);
    await allSettled(perDiemOpened, { scope, params: { guideId: null, input: null } });
    await allSettled(perDiemRuleNeeded, { scope, params: '2032-03-01' });
    await allSettled(perDiemRuleNeeded, { scope, params: '2026-03-02' });
    expect(api.callsTo('GET /api/compensations/travelRule').map((c) => c.request.query)).toEqual([{ Datum: '2032-03-01' }, { Datum: '2026-03-02' }]);
    expect(scope.getState($perDiemRules)).toEqual({ '2032-03-01': RULE, '2026-03-02': null });
    expect(scope.getState($perDiemRatesLoading)).toBe(false);
    // asked once per date while the dialog is open
    await allSettled(perDiemRuleNeeded, { scope, params: '2032-03-01' });
    expect(api.callsTo('GET /api/compensations/travelRule')).toHaveLength(1 + 1);
    // the server test's trip: a half day (11:00 is not before 10:00) + a night 200; 400 − breakfast 20 %; 400
    const trip = {
      ...TRIP,
      Avresa: '2032-03-01T11:00',
      Hemkomst: '2032-03-03T21:00',
      Maltider: [{ Datum: '2032-03-02', Frukost: true, Lunch: false, Middag: false }],
      Natter: [
        { Datum: '2032-03-01', LogiBetald: false },
        { Datum: '2032-03-02', LogiBetald: true },
      ],
    };
    const rules = scope.getState($perDiemRules);
    const preview = perDiemOf(trip, undefined, rules['2032-03-01']);
    expect(preview.ok && preview.eligible && preview.days.map((d) => d.Belopp)).toEqual([400, 320, 400]);
    // a date before the rule: Skatteverket's (the first test's 795)
    expect(perDiemOf(TRIP, undefined, rules['2026-03-02'])).toMatchObject({ total: 795 });
    // a new dialog asks again (an administrator may have changed the rules)
    await allSettled(perDiemOpened, { scope, params: { guideId: null, input: null } });
    expect(scope.getState($perDiemRules)).toEqual({});
  });
});
