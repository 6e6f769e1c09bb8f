import { pushFrameReceived, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Document } from '../src/contracts';
import { $actionError, $seenFilter, $shown, documentsPage, searchChanged, seenFilterChosen, uploadSubmitted } from '../src/pages/documents/model';

const doc = (Id: string, Namn: string, Sedd = false): Document => ({
  Id,
  Namn,
  Format: 'PDF',
  Storlek: 2048,
  Uppladdare: 'Fredrik Företagsson',
  Uppladdad: Date.UTC(2026, 10, 18),
  Sedd,
  KanAndra: false,
});
const ALLA = { Alla: true, Roller: [], AnstNr: [], Avdelningar: [], Brukare: [] };

describe('documents page model', () => {
  it('loads the list, asks the server for the unseen ones with Seen=false, and searches the names', async () => {
    const list = [doc('a', 'Personalhandbok 2026', true), doc('b', 'Anställningsavtal')];
    const api = fakeApi({
      'GET /api/documents': (call) => ({ body: call.request.query?.Seen === 'false' ? list.filter((d) => !d.Sedd) : list }),
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(documentsPage.opened, { scope });
    expect(scope.getState($shown).map((d) => d.Id)).toEqual(['a', 'b']);
    await allSettled(seenFilterChosen, { scope, params: 'unseen' });
    expect(scope.getState($seenFilter)).toBe('unseen');
    expect(scope.getState($shown).map((d) => d.Id)).toEqual(['b']);
    expect(api.callsTo('GET /api/documents').at(-1)?.request.query).toMatchObject({ Seen: 'false' });
    await allSettled(seenFilterChosen, { scope, params: 'all' });
    await allSettled(searchChanged, { scope, params: 'HANDBOK' });
    expect(scope.getState($shown).map((d) => d.Namn)).toEqual(['Personalhandbok 2026']);
  });

  it('reloads when a document is pushed to the caller (another browser uploaded it)', async () => {
    const list = [doc('a', 'Handbok')];
    const api = fakeApi({ 'GET /api/documents': () => ({ body: [...list] }) });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(documentsPage.opened, { scope });
    list.unshift(doc('n', 'Rutiner avdelning 10'));
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'documents', payload: { Id: 'n' } } });
    expect(scope.getState($shown).map((d) => d.Id)).toEqual(['n', 'a']);
  });

  it('sends the file as base64 with its name and access list, once, and keeps the server’s field error', async () => {
    const api = fakeApi({
      'GET /api/documents': () => ({ body: [] }),
      'POST /api/documents': () => ({ status: 400, body: { dvCode: 40000, message: 'Filtypen stöds inte.', field: 'FileName' } }),
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'avtal.pdf', { type: 'application/pdf' });
    await Promise.all([
      allSettled(uploadSubmitted, { scope, params: { file, Namn: 'Avtal', Atkomst: ALLA } }),
      allSettled(uploadSubmitted, { scope, params: { file, Namn: 'Avtal', Atkomst: ALLA } }),
    ]);
    const posts = api.callsTo('POST /api/documents');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.request.body).toEqual({ FileName: 'avtal.pdf', Namn: 'Avtal', Content: 'JVBERi0=', Atkomst: ALLA });
    expect(scope.getState($actionError)).toEqual({ field: 'FileName', message: 'Filtypen stöds inte.' });
  });
});
