import { pushFrameReceived, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $changes, $failed, pendingCard } from '../src/cards/pending/model';
import type { PendingChange } from '../src/contracts';

const change = (Id: string, Kind: PendingChange['Kind']): PendingChange => ({
  Kind,
  Id,
  AnstNr: '3',
  Namn: 'Per Persson',
  Summary: Kind === 'bank' ? 'Swedbank 8327-9, 123 456 789-0' : 'Storgatan 1, 211 22 Malmö',
  Previous: '',
  CreatedAt: Date.parse('2026-11-18T07:00:00Z'),
});

/** Issue 21: the administrators' dashboard card of personal-data changes to accept. */
describe('the changes-to-accept dashboard card', () => {
  it('loads the waiting changes when it opens and again when a card changes anywhere in the company', async () => {
    let waiting = [change('a1', 'address')];
    const api = fakeApi({ 'GET /api/employeeCard/pending': () => ({ body: waiting }) });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(pendingCard.opened, { scope });
    expect(scope.getState($changes)?.map((c) => c.Id)).toEqual(['a1']);
    waiting = [...waiting, change('b1', 'bank')];
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'personuppgifter', payload: { AnstNr: '3' } } });
    expect(scope.getState($changes)?.map((c) => c.Kind)).toEqual(['address', 'bank']);
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'tidrader', payload: { AnstNr: '3' } } });
    expect(api.callsTo('GET /api/employeeCard/pending')).toHaveLength(2);
  });

  it('says it could not load instead of failing the dashboard', async () => {
    const api = fakeApi({ 'GET /api/employeeCard/pending': () => ({ status: 500, body: { dvCode: 50000, message: 'fel' } }) });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(pendingCard.opened, { scope });
    expect(scope.getState($failed)).toBe(true);
  });
});
