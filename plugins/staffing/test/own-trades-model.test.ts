import { $account, readLocalFx, sendFx, snackbarShown, writeLocalFx } from '@lonna/core';
import { accountFixture, fakeApi } from '@lonna/core/testing';
import { allSettled, createWatch, fork, type Scope, type UnitTargetable } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyTrades, Trade } from '../src/contracts';
import { $error, $view, interestPressed, offerPressed, ownTradesData, withdrawPressed } from '../src/own-trades/model';
import { $shiftSwapOptions, parseShiftSwapOptions, shiftSwapOptionsChanged } from '../src/own-trades/options';

/** fixed dates (November 2026): the model never reads the test machine's date */
const trade = (Id: string, over: Partial<Trade> = {}): Trade => ({
  Id,
  PassId: `p-${Id}`,
  Namn: 'Kväll hos Elsa',
  Datum: '2026-11-20',
  Start: '15:00',
  Slut: '22:00',
  Kompetenser: [],
  AnstNr: '8',
  AnstNamn: 'Eva Ek',
  Typ: 'C',
  Status: 'OPEN',
  Intressen: [],
  Tagare: '',
  Beslutad: '',
  Version: 0,
  ...over,
});
const MINE: MyTrades = {
  AnstNr: '7',
  Kompetenser: ['HLR'],
  Typ: 'C',
  Passes: [
    {
      Id: 'own',
      BehovId: 'n',
      Namn: 'Morgon',
      Datum: '2026-11-21',
      Start: '07:00',
      Slut: '15:00',
      AnstNr: '7',
      Kompetenser: [],
      Status: 'PLANNED',
      Version: 1,
    },
  ],
  Trades: [
    trade('fine', { Datum: '2026-11-18' }),
    // the morning after the evening pass: too little daily rest for him
    trade('tight', { Datum: '2026-11-20', Start: '22:00', Slut: '24:00' }),
    trade('lift', { Datum: '2026-11-24', Kompetenser: ['LYFT'] }),
    trade('done', { Status: 'APPROVED', Tagare: '9' }),
  ],
};

/** the snackbar's own timer would keep allSettled waiting for real seconds: run the timers to the end */
async function settle<T>(unit: UnitTargetable<T>, scope: Scope, params?: T): Promise<void> {
  const done = allSettled(unit as never, { scope, params } as never);
  await vi.runAllTimersAsync();
  await done;
}
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-17T10:00:00Z') }));
afterEach(() => vi.useRealTimers());

function setup(interest: () => { status?: number; body: unknown }) {
  const api = fakeApi({
    'GET /api/bemanna/minapass': () => ({ body: MINE }),
    'POST /api/bemanna/minapass/byten': () => ({ body: trade('new', { AnstNr: '7', PassId: 'own' }) }),
    'PUT /api/bemanna/minapass/byten/fine/intresse': interest,
  });
  return { api, scope: fork({ handlers: [[sendFx, api.handler]] }) };
}

describe('the employee’s side of shift trade (the schedule’s day action and section) model', () => {
  it('sorts passes, offers, colleagues’ trades (with the taker’s rules run here) and history', async () => {
    const { scope } = setup(() => ({ body: trade('fine') }));
    await settle(ownTradesData.opened, scope);
    const view = scope.getState($view)!;
    expect(view.passes.map((p) => [p.pass.Id, p.trade])).toEqual([['own', null]]);
    expect(view.colleagues.map((c) => [c.trade.Id, c.violations.map((v) => v.rule)])).toEqual([
      ['fine', []],
      ['tight', ['dailyRest']],
      ['lift', ['competence']],
    ]);
    expect(view.history.map((t) => t.Id)).toEqual(['done']);
  });

  it('offers a pass and shows interest; the list reloads after each step; a refusal is kept in the server’s words', async () => {
    const { api, scope } = setup(() => ({ status: 409, body: { dvCode: 40921, message: 'Passet bryter mot arbetstidsreglerna: y', field: 'AnstNr' } }));
    await settle(ownTradesData.opened, scope);
    await settle(offerPressed, scope, 'own');
    expect(api.callsTo('POST /api/bemanna/minapass/byten')[0]?.request.body).toEqual({ PassId: 'own', Avisering: 'MAIL' });
    expect(api.callsTo('GET /api/bemanna/minapass')).toHaveLength(2);
    await settle(interestPressed, scope, trade('fine'));
    expect(api.callsTo('PUT /api/bemanna/minapass/byten/fine/intresse')[0]?.request.body).toEqual({ Version: 0, Avisering: 'MAIL' });
    expect(scope.getState($error)).toBe('Passet bryter mot arbetstidsreglerna: y');
  });

  it('links my offered pass to its open trade (the day shows its state) and says each step once', async () => {
    const offered = trade('mine', { AnstNr: '7', PassId: 'own', Status: 'INTEREST' });
    const api = fakeApi({
      'GET /api/bemanna/minapass': () => ({ body: { ...MINE, Trades: [offered, ...MINE.Trades] } }),
      'PUT /api/bemanna/minapass/byten/mine/aterkalla': () => ({ body: { ...offered, Status: 'WITHDRAWN' } }),
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    const shown: string[] = [];
    const unwatch = createWatch({ unit: snackbarShown, scope, fn: (s) => shown.push(s.text) });
    await settle(ownTradesData.opened, scope);
    const view = scope.getState($view)!;
    expect(view.passes.map((p) => [p.pass.Id, p.trade?.Id])).toEqual([['own', 'mine']]);
    expect(view.myOffers.map((t) => t.Id)).toEqual(['mine']);
    await settle(withdrawPressed, scope, offered);
    expect(api.callsTo('PUT /api/bemanna/minapass/byten/mine/aterkalla')[0]?.request.body).toEqual({ Version: 0 });
    expect(shown).toEqual(['staffing.trade.done']);
    unwatch();
  });

  describe('my shift-swap options (local storage, per login)', () => {
    /** the browser's local storage as a map, and the scope reading and writing it through core's effects */
    function withStorage(stored: Record<string, string>) {
      const storage = new Map(Object.entries(stored));
      const { api } = setup(() => ({ body: trade('fine', { Status: 'INTEREST' }) }));
      const scope = fork({
        values: [[$account, accountFixture('PER', { Login: 'eva@demo.se' })]],
        handlers: [
          [sendFx, api.handler],
          [readLocalFx, (key: string) => storage.get(key) ?? null],
          [writeLocalFx, ({ key, value }: { key: string; value: string | null }) => (value === null ? storage.delete(key) : storage.set(key, value))],
        ],
      });
      return { api, scope, storage };
    }

    it('reads mine (not another login’s) when the page opens; hides the passes the rules refuse me when I ask so', async () => {
      const { scope } = withStorage({
        'UserOptions:eva@demo.se:ShiftSwap': JSON.stringify({ onlyTakeable: true, notice: 'SMS' }),
        'UserOptions:bo@demo.se:ShiftSwap': JSON.stringify({ onlyTakeable: false, notice: 'NONE' }),
      });
      await settle(ownTradesData.opened, scope);
      expect(scope.getState($shiftSwapOptions)).toEqual({ onlyTakeable: true, notice: 'SMS' });
      // 'tight' (daily rest) and 'lift' (competence) are left out
      expect(scope.getState($view)!.colleagues.map((c) => c.trade.Id)).toEqual(['fine']);
    });

    it('stores a change under my login and sends my notice choice with my offer and my interest', async () => {
      const { api, scope, storage } = withStorage({});
      await settle(ownTradesData.opened, scope);
      expect(scope.getState($shiftSwapOptions)).toEqual({ onlyTakeable: false, notice: 'MAIL' });
      expect(scope.getState($view)!.colleagues).toHaveLength(3);
      await settle(shiftSwapOptionsChanged, scope, { notice: 'BOTH' });
      await settle(shiftSwapOptionsChanged, scope, { onlyTakeable: true });
      expect(JSON.parse(storage.get('UserOptions:eva@demo.se:ShiftSwap') ?? '')).toEqual({ onlyTakeable: true, notice: 'BOTH' });
      expect(scope.getState($view)!.colleagues.map((c) => c.trade.Id)).toEqual(['fine']);
      await settle(offerPressed, scope, 'own');
      await settle(interestPressed, scope, trade('fine'));
      expect(api.callsTo('POST /api/bemanna/minapass/byten')[0]?.request.body).toEqual({ PassId: 'own', Avisering: 'BOTH' });
      expect(api.callsTo('PUT /api/bemanna/minapass/byten/fine/intresse')[0]?.request.body).toEqual({ Version: 0, Avisering: 'BOTH' });
    });

    it('reads a broken or older stored value field by field, never failing', () => {
      expect(parseShiftSwapOptions(null)).toEqual({ onlyTakeable: false, notice: 'MAIL' });
      expect(parseShiftSwapOptions('{not json')).toEqual({ onlyTakeable: false, notice: 'MAIL' });
      expect(parseShiftSwapOptions('{"notice":"FAX","onlyTakeable":true}')).toEqual({ onlyTakeable: true, notice: 'MAIL' });
      expect(parseShiftSwapOptions('[1]')).toEqual({ onlyTakeable: false, notice: 'MAIL' });
    });
  });
});
