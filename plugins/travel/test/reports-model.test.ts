import { $account, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { importedFullDayOf, perDiemOf } from '@lonna/plugin-compensations/rules';
import {
  $autoScan,
  $perDiemRule,
  $perDiemRuleLoading,
  $perDiemTable,
  $dialog,
  $reports,
  $saveError,
  $scanned,
  autoScanToggled,
  dialogOpened,
  lineSubmitted,
  list,
  mileageSubmitted,
  perDiemSubmitted,
  readAutoScanFx,
  reportSent,
  scanRequested,
  writeAutoScanFx,
} from '../src/pages/reports/model';

const PER = { Roll: 'PER', AnstNr: '3' } as never;
const REPORT = {
  Id: 'r1',
  AnstNr: '3',
  Namn: 'Per Persson',
  Syfte: 'Kundmöte',
  Resmal: 'Göteborg',
  Avresa: '2026-11-16T07:10',
  Hemkomst: '2026-11-17T19:30',
  Status: 'DRAFT',
  Summa: 0,
  KanAndras: true,
  KanAterkallas: false,
  Rader: [],
};
const SCAN = {
  TransactionDate: '2026-11-20',
  Total: 625,
  Tax: 35.38,
  VatRate: 6,
  Currency: 'SEK',
  MerchantName: 'Taxi Stockholm AB',
  ReceiptTypeCronaStdText: 'Taxi',
  Confidence: { TransactionDate: 0.9, Total: 0.9, Tax: 0.9, Currency: 0.9, MerchantName: 0.7 },
  Read: true,
  Text: 'Taxi Stockholm AB',
  KvittoId: 'k1',
  KvittoNamn: 'taxi.png',
};
const LINE = {
  Datum: '2026-11-20',
  Text: 'Taxi',
  Leverantor: 'Taxi Stockholm AB',
  Belopp: 625,
  Moms: 35.38,
  Valuta: 'SEK' as const,
  Valutakurs: 1,
  KvittoId: 'k1',
};

describe('travel expense reports page model', () => {
  it('loads PER’s reports, scans a receipt, saves the confirmed line (the dialog closes, the list reloads), submits', async () => {
    const api = fakeApi({
      'GET /api/travelExpenses': () => ({ body: [REPORT] }),
      'POST /api/receipts/scan': () => ({ body: SCAN }),
      'POST /api/travelExpenses/r1/lines': () => ({ body: REPORT }),
      'POST /api/travelExpenses/r1/submit': () => ({ body: { ...REPORT, Status: 'SUBMITTED' } }),
    });
    const scope = fork({ values: [[$account, PER]], handlers: [[sendFx, api.handler]] });
    await allSettled(list.opened, { scope });
    expect(scope.getState($reports)).toHaveLength(1);
    // PER asks for his own without naming anyone
    expect(api.callsTo('GET /api/travelExpenses').at(-1)!.request.query).toEqual({ AnstNr: '3' });

    await allSettled(dialogOpened, { scope, params: { kind: 'receipt', reportId: 'r1' } });
    await allSettled(scanRequested, { scope, params: { Content: 'AAAA', Type: 'image/png', FileName: 'taxi.png' } });
    expect(scope.getState($scanned)).toMatchObject({ Total: 625, KvittoId: 'k1' });

    const before = api.callsTo('GET /api/travelExpenses').length;
    await allSettled(lineSubmitted, { scope, params: { reportId: 'r1', body: LINE } });
    expect(api.callsTo('POST /api/travelExpenses/r1/lines').at(-1)!.request.body).toEqual(LINE);
    expect(scope.getState($dialog)).toBeNull();
    expect(scope.getState($scanned)).toBeNull();
    expect(api.callsTo('GET /api/travelExpenses').length).toBe(before + 1);

    await allSettled(reportSent, { scope, params: 'r1' });
    expect(api.callsTo('POST /api/travelExpenses/r1/submit')).toHaveLength(1);
  });

  it('keeps the server’s field error and the dialog open', async () => {
    const api = fakeApi({
      'GET /api/travelExpenses': () => ({ body: [REPORT] }),
      'POST /api/travelExpenses/r1/lines': () => ({ status: 400, body: { dvCode: 40000, message: 'Momsen kan inte vara större än beloppet.', field: 'Moms' } }),
    });
    const scope = fork({ values: [[$account, PER]], handlers: [[sendFx, api.handler]] });
    await allSettled(dialogOpened, { scope, params: { kind: 'receipt', reportId: 'r1' } });
    await allSettled(lineSubmitted, { scope, params: { reportId: 'r1', body: { ...LINE, Moms: 700 } } });
    expect(scope.getState($saveError)).toEqual({ field: 'Moms', message: 'Momsen kan inte vara större än beloppet.' });
    expect(scope.getState($dialog)).toEqual({ kind: 'receipt', reportId: 'r1' });
  });

  it('sends a drive and the per diem of a report; each dialog closes and the list reloads', async () => {
    const api = fakeApi({
      'GET /api/travelExpenses': () => ({ body: [REPORT] }),
      'POST /api/travelExpenses/r1/mileage': () => ({ body: REPORT }),
      'PUT /api/travelExpenses/r1/perdiem': () => ({ body: REPORT }),
    });
    const scope = fork({ values: [[$account, PER]], handlers: [[sendFx, api.handler]] });
    await allSettled(list.opened, { scope });
    const drive = { Datum: '2026-11-16', Text: 'Till kunden', Fordon: 'PRI' as const, StartMatare: 12000, SlutMatare: 12100, Km: null, Land: 'SE' };
    await allSettled(dialogOpened, { scope, params: { kind: 'mileage', report: REPORT as never } });
    await allSettled(mileageSubmitted, { scope, params: { reportId: 'r1', body: drive } });
    expect(api.callsTo('POST /api/travelExpenses/r1/mileage').at(-1)!.request.body).toEqual(drive);
    expect(scope.getState($dialog)).toBeNull();

    const perDiem = { Over50km: true, Utrikes: false, Lander: [], Maltider: [], Natter: [{ Datum: '2026-11-16', LogiBetald: false }] };
    const before = api.callsTo('GET /api/travelExpenses').length;
    await allSettled(dialogOpened, { scope, params: { kind: 'perdiem', report: REPORT as never } });
    await allSettled(perDiemSubmitted, { scope, params: { reportId: 'r1', body: perDiem } });
    expect(api.callsTo('PUT /api/travelExpenses/r1/perdiem').at(-1)!.request.body).toEqual(perDiem);
    expect(scope.getState($dialog)).toBeNull();
    expect(api.callsTo('GET /api/travelExpenses').length).toBe(before + 1);
  });

  it('the per diem dialog reads the company’s travel rule in force on the departure date for its preview', async () => {
    // the server test's rule (test/server/representation-rules.test.ts): 400/200 kr, full day before 07:00 / after 19:00
    const RULE = {
      GiltigFran: '2026-11-01',
      Regelverk: 'Avtal',
      Intervall: [{ Nr: 1, FranManad: 0, TillManad: null, Heldag: 400, Halvdag: 200 }],
      Natt: 200,
      MaxRepresentation: 60,
      AvresaFore: '07:00',
      HemkomstEfter: '19:00',
      HalvdagTimmar: 0,
    };
    const TABLE = [{ Land: 'Sverige', Landskod: 'SE', Belopp: 320, Se: '' }];
    const api = fakeApi({ 'GET /api/compensations/travelRule': () => ({ body: { Datum: '2026-11-16', Regel: RULE, Tabell: TABLE } }) });
    const scope = fork({ values: [[$account, PER]], handlers: [[sendFx, api.handler]] });
    await allSettled(dialogOpened, { scope, params: { kind: 'perdiem', report: REPORT as never } });
    expect(api.callsTo('GET /api/compensations/travelRule').map((c) => c.request.query)).toEqual([{ Datum: '2026-11-16' }]);
    expect(scope.getState($perDiemRuleLoading)).toBe(false);
    const rule = scope.getState($perDiemRule);
    expect(rule).toEqual(RULE);
    // the company's imported table of the year comes with it (test/server/representation-rules.test.ts: preview = stored)
    expect(scope.getState($perDiemTable)).toEqual(TABLE);
    expect(importedFullDayOf(scope.getState($perDiemTable))?.('SE')).toBe(320);
    // what the dialog shows: 07:10 is not before 07:00 → half day 200 + the night 200; back 19:30 → 400 (the server's days)
    const Natter = [{ Datum: '2026-11-16', LogiBetald: false }];
    const trip = { Avresa: REPORT.Avresa, Hemkomst: REPORT.Hemkomst, Over50km: true, Utrikes: false, Lander: [], Maltider: [], Natter };
    expect(perDiemOf(trip, undefined, rule)).toMatchObject({ total: 200 + 200 + 400 });
    // Skatteverket's 2026 would show 300 + 150 + 300
    expect(perDiemOf(trip)).toMatchObject({ total: 750 });
    // the receipt dialog does not ask; closing forgets the rule
    await allSettled(dialogOpened, { scope, params: { kind: 'receipt', reportId: 'r1' } });
    expect(api.callsTo('GET /api/compensations/travelRule')).toHaveLength(1);
    expect(scope.getState($perDiemRule)).toBeNull();
    expect(scope.getState($perDiemTable)).toEqual([]);
  });

  it('remembers the auto-scan choice (AUTO_SCAN_FILES, on by default)', async () => {
    const written: boolean[] = [];
    const scope = fork({
      handlers: [
        [readAutoScanFx, () => true],
        [writeAutoScanFx, (on: boolean) => void written.push(on)],
      ],
    });
    expect(scope.getState($autoScan)).toBe(true);
    await allSettled(autoScanToggled, { scope, params: false });
    expect(scope.getState($autoScan)).toBe(false);
    expect(written).toEqual([false]);
  });
});
