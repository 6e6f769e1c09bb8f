import { sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { MyTrades, Trade } from '../src/contracts';
import { $error, $view, interestPressed, myPassesPage, offerPressed } from '../src/pages/my-passes/model';

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

function setup(interest: () => { status?: number; body: unknown }) {
  const api = fakeApi({
    'GET /api/bemanna/minapass': () => ({ body: MINE }),
    'POST /api/bemanna/minapass/byten': () => ({ body: trade('new', { AnstNr: '7', PassId: 'own' }) }),
    'PUT /api/bemanna/minapass/byten/fine/intresse': interest,
  });
  return { api, scope: fork({ handlers: [[sendFx, api.handler]] }) };
}

describe('my passes (the employee’s side of shift trade) page model', () => {
  it('sorts passes, offers, colleagues’ trades (with the taker’s rules run here) and history', async () => {
    const { scope } = setup(() => ({ body: trade('fine') }));
    await allSettled(myPassesPage.opened, { scope });
    const view = scope.getState($view)!;
    expect(view.passes.map((p) => p.pass.Id)).toEqual(['own']);
    expect(view.colleagues.map((c) => [c.trade.Id, c.violations.map((v) => v.rule)])).toEqual([
      ['fine', []],
      ['tight', ['dailyRest']],
      ['lift', ['competence']],
    ]);
    expect(view.history.map((t) => t.Id)).toEqual(['done']);
  });

  it('offers a pass and shows interest; the list reloads after each step; a refusal is kept in the server’s words', async () => {
    const { api, scope } = setup(() => ({ status: 409, body: { dvCode: 40921, message: 'Passet bryter mot arbetstidsreglerna: y', field: 'AnstNr' } }));
    await allSettled(myPassesPage.opened, { scope });
    await allSettled(offerPressed, { scope, params: 'own' });
    expect(api.callsTo('POST /api/bemanna/minapass/byten')[0]?.request.body).toEqual({ PassId: 'own' });
    expect(api.callsTo('GET /api/bemanna/minapass')).toHaveLength(2);
    await allSettled(interestPressed, { scope, params: trade('fine') });
    expect(api.callsTo('PUT /api/bemanna/minapass/byten/fine/intresse')[0]?.request.body).toEqual({ Version: 0 });
    expect(scope.getState($error)).toBe('Passet bryter mot arbetstidsreglerna: y');
  });
});
