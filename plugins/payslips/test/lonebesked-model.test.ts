import { sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Overview, Payslip } from '../src/contracts';
import {
  $failed,
  $lastImport,
  $overview,
  $payslip,
  $uploadError,
  employeeChosen,
  fileUploaded,
  overview,
  payslip,
  payslipClosed,
  payslipOpened,
  yearChosen,
} from '../src/pages/lonebesked/model';

const SUMMARY = {
  Id: 'p1',
  PeriodId: '2026-05',
  PeriodText: 'Lön maj 2026',
  BetalDatum: '2026-05-25',
  Brutto: 30_000,
  Skatt: 6_620,
  Netto: 23_380,
  EgenPdf: false,
};
const OVERVIEW: Overview = {
  AnstNr: '3',
  Namn: 'Per Persson',
  Ar: 2026,
  Years: [2026, 2025],
  Payslips: [SUMMARY],
  Totals: { Brutto: 30_000, Skatt: 6_620, Netto: 23_380 },
  Balances: { Latest: null, History: [] },
  NeedsBankId: false,
};
const PAYSLIP: Payslip = {
  ...SUMMARY,
  AnstNr: '3',
  Namn: 'Per Persson',
  SkatteTabell: '33',
  SkatteKolumn: '1',
  TabellSkatt: 6_620,
  EngangsSkatt: 0,
  ArbAvgiftBel: 9_426,
  Lines: [{ RadNr: 1, LonArt: '010', Benamning: 'Månadslön', DatumFrom: '', DatumTom: '', Antal: 1, Enhet: 'st', APris: 30_000, Belopp: 30_000 }],
  Ack: { Brutto: 150_000, Skatt: 33_100, Netto: 116_900 },
  Balances: null,
};
const queryOf = (call: { request: unknown }) => ((call.request as { query?: Record<string, string> }).query ?? {}) as Record<string, string>;

describe('payslips page model', () => {
  it('loads the own year when the page opens, another year and another employee when chosen', async () => {
    const api = fakeApi({
      'GET /api/lonebesked': (call) => {
        const q = queryOf(call);
        return { body: { ...OVERVIEW, AnstNr: q.AnstNr ?? '3', Ar: Number(q.Ar ?? 2026), Payslips: q.Ar === '2025' ? [] : [SUMMARY] } };
      },
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(overview.opened, { scope });
    expect(scope.getState($overview)).toMatchObject({ AnstNr: '3', Ar: 2026 });
    await allSettled(yearChosen, { scope, params: 2025 });
    expect(scope.getState($overview)).toMatchObject({ Ar: 2025, Payslips: [] });
    await allSettled(employeeChosen, { scope, params: '7' });
    // a new employee starts from his latest year
    expect(scope.getState($overview)).toMatchObject({ AnstNr: '7', Ar: 2026 });
    expect(api.callsTo('GET /api/lonebesked').map(queryOf)).toEqual([{}, { Ar: '2025' }, { AnstNr: '7' }]);
  });

  it('opens one payslip’s lines and closes them; a refusal (BankID needed) is shown as the server said it', async () => {
    let bankIdNeeded = true;
    const api = fakeApi({
      'GET /api/lonebesked': () => ({ body: OVERVIEW }),
      'GET /api/lonebesked/payslip/p1': () =>
        bankIdNeeded
          ? { status: 403, body: { dvCode: 40300, message: 'Företaget kräver att du identifierar dig med BankID innan du öppnar ett lönebesked.' } }
          : { body: PAYSLIP },
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(overview.opened, { scope });
    await allSettled(payslip.opened, { scope });
    await allSettled(payslipOpened, { scope, params: 'p1' });
    expect(scope.getState($payslip)).toBeNull();
    expect(scope.getState(payslip.$error)).not.toBeNull();
    await allSettled(payslipClosed, { scope });
    bankIdNeeded = false;
    await allSettled(payslipOpened, { scope, params: 'p1' });
    expect(scope.getState($payslip)?.Lines[0]?.Benamning).toBe('Månadslön');
    expect(scope.getState($failed)).toBeNull();
  });

  it('uploads a pay run once at a time, keeps the server’s message on a bad file and reloads the year after a good one', async () => {
    let ok = false;
    const api = fakeApi({
      'GET /api/lonebesked': () => ({ body: OVERVIEW }),
      'POST /api/lonebesked/import': () =>
        ok
          ? { body: { Id: 'i1', Payslips: 2, Balances: 2, Replaced: 1, BetalDatum: ['2026-05-25'] } }
          : { status: 400, body: { dvCode: 40000, message: 'Anställd 99 finns inte i företaget.', field: 'Paxml' } },
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(overview.opened, { scope });
    await allSettled(fileUploaded, { scope, params: { Paxml: '<paxml/>' } });
    expect(scope.getState($uploadError)).toBe('Anställd 99 finns inte i företaget.');
    ok = true;
    await allSettled(fileUploaded, { scope, params: { Paxml: '<paxml/>' } });
    expect(scope.getState($uploadError)).toBeNull();
    expect(scope.getState($lastImport)).toMatchObject({ Payslips: 2, Replaced: 1 });
    expect(api.callsTo('GET /api/lonebesked')).toHaveLength(2);
  });
});
