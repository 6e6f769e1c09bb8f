import { $account, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $dialog, guideReopened, thisMonthFx } from '../src/pages/list/model';
import { $representation, $representationError, representationSubmitted } from '../src/pages/guides/representation/model';

const PER = { Roll: 'PER', AnstNr: '3' } as never;
const ANSWERS = { AnstNr: '', Datum: '2026-11-16', Typ: 'ENK', Text: 'Kaffe', Gaster: '', Deltagare: 'Per', Antal: 4, Belopp: 375, Moms: 75 } as const;

describe('the representation guide’s dialog model', () => {
  it('a row it made reopens it with its answers and receipt name; a refusal keeps it open with the field', async () => {
    const api = fakeApi({
      'GET /api/compensations/guides/r1': () => ({ body: { Id: 'r1', Kind: 'REPR', AnstNr: '3', Input: JSON.stringify(ANSWERS) } }),
      'PUT /api/compensations/guides/representation/r1': () => ({
        status: 400,
        body: { dvCode: 40000, message: 'Deltagare är obligatoriskt.', field: 'Deltagare' },
      }),
    });
    const scope = fork({
      values: [[$account, PER]],
      handlers: [
        [sendFx, api.handler],
        [thisMonthFx, () => '2026-11'],
      ],
    });
    await allSettled(guideReopened, { scope, params: { Id: 'c1', GuideId: 'r1', Origin: 'REPRESENT' } as never });
    expect(scope.getState($representation)).toEqual({ guideId: 'r1', input: ANSWERS, receiptName: '' });
    expect(scope.getState($dialog)).toBeNull();
    await allSettled(representationSubmitted, { scope, params: { guideId: 'r1', body: { ...ANSWERS, Deltagare: '', Kvitto: null } } });
    expect(scope.getState($representationError)).toEqual({ field: 'Deltagare', message: 'Deltagare är obligatoriskt.' });
    expect(scope.getState($representation)?.guideId).toBe('r1');
  });
});
