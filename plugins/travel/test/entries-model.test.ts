import { sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $entries, $saveError, entries, entrySubmitted } from '../src/pages/entries/model';

const ENTRY = { Id: 'e1', Rubrik: 'Personalmöte', Datum: '2026-11-18', CreatedBy: 'Fredrik Företagsson', CreatedAt: 0 };

describe('entries page model', () => {
  it('loads the list when the page opens, and again after a save', async () => {
    const list = [ENTRY];
    const api = fakeApi({
      'GET /api/travel': () => ({ body: list }),
      'POST /api/travel': (call) => {
        const body = call.request.body as { Rubrik: string; Datum: string };
        const saved = { ...ENTRY, Id: 'e2', ...body };
        list.unshift(saved);
        return { body: saved };
      },
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(entries.opened, { scope });
    expect(scope.getState($entries)).toEqual([ENTRY]);

    await allSettled(entrySubmitted, { scope, params: { Rubrik: 'Julbord', Datum: '2026-12-11' } });
    expect(scope.getState($entries).map((e) => e.Rubrik)).toEqual(['Julbord', 'Personalmöte']);
    expect(api.callsTo('GET /api/travel')).toHaveLength(2);
  });

  it('keeps the server’s field error for its field', async () => {
    const api = fakeApi({
      'GET /api/travel': () => ({ body: [] }),
      'POST /api/travel': () => ({ status: 400, body: { dvCode: 40000, message: 'Rubrik är obligatoriskt.', field: 'Rubrik' } }),
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(entrySubmitted, { scope, params: { Rubrik: ' ', Datum: '2026-11-18' } });
    expect(scope.getState($saveError)).toEqual({ field: 'Rubrik', message: 'Rubrik är obligatoriskt.' });
  });
});
