import { pushFrameReceived, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $atWork, atWorkCard } from '../src/cards/at-work/model';
import type { PresenceBoard, PresenceEntry } from '../src/contracts';
import { $me, $saveError, $shown, $total, boardPage, clearPressed, filterChanged, searchChanged, statusSubmitted } from '../src/pages/board/model';

const BOARD = 'GET /api/presenceStatus';
const entry = (AnstNr: string, Namn: string, Status: PresenceEntry['Status'], more: Partial<PresenceEntry> = {}): PresenceEntry => ({
  AnstNr,
  Namn,
  Avdelning: 'Assistans',
  Status,
  Kommentar: '',
  Sedan: Status === 'NONE' ? 0 : Date.parse('2026-11-18T07:00:00Z'),
  Ater: 0,
  Kalla: Status === 'NONE' ? 'NONE' : 'MANUAL',
  ...more,
});
const ME = entry('7', 'Per Persson', 'NONE');
const OTHERS = [
  entry('3', 'Åsa Öberg', 'MEETING', { Kommentar: 'Arbetsplatsträff' }),
  entry('4', 'Émile Andersson', 'IN', { Kalla: 'PUNCH' }),
  entry('5', 'Karin Berg', 'SICK'),
];

/** a fake server: the board, and a PUT/DELETE that change the caller's own line */
function server() {
  let me: PresenceEntry = ME;
  const board = (): PresenceBoard => ({ Me: me, Entries: [me, ...OTHERS] });
  return fakeApi({
    [BOARD]: () => ({ body: board() }),
    'PUT /api/presenceStatus': (call) => {
      const body = call.request.body as { Status: PresenceEntry['Status']; Kommentar?: string; Ater?: number };
      if ((body.Kommentar ?? '').length > 100) return { status: 400, body: { dvCode: 40000, message: 'Kommentar: högst 100 tecken.', field: 'Kommentar' } };
      me = { ...me, Status: body.Status, Kommentar: body.Kommentar ?? '', Ater: body.Ater ?? 0, Kalla: 'MANUAL', Sedan: 1 };
      return { body: me };
    },
    'DELETE /api/presenceStatus': () => {
      me = ME;
      return { body: me };
    },
  });
}

describe('presence board page model', () => {
  it('loads the board when the page opens; filters by status and searches names without asking the server again', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(boardPage.opened, { scope });
    expect(scope.getState($total)).toBe(4);
    expect(scope.getState($me)?.AnstNr).toBe('7');

    await allSettled(filterChanged, { scope, params: 'MEETING' });
    expect(scope.getState($shown).map((e) => e.Namn)).toEqual(['Åsa Öberg']);
    await allSettled(filterChanged, { scope, params: '' });
    // case and accents do not matter, å ä ö are letters of their own
    await allSettled(searchChanged, { scope, params: 'emile' });
    expect(scope.getState($shown).map((e) => e.Namn)).toEqual(['Émile Andersson']);
    await allSettled(searchChanged, { scope, params: 'ÅSA' });
    expect(scope.getState($shown).map((e) => e.Namn)).toEqual(['Åsa Öberg']);
    await allSettled(searchChanged, { scope, params: 'asa' });
    expect(scope.getState($shown)).toEqual([]);
    expect(api.callsTo(BOARD)).toHaveLength(1);
  });

  it('reads the board again on anyone’s status push and on a clock punch push, not on other pushes', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(boardPage.opened, { scope });
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'narvarostatus', payload: { AnstNr: '3' } } });
    expect(api.callsTo(BOARD)).toHaveLength(2);
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'stamplingar', payload: { AnstNr: '4' } } });
    expect(api.callsTo(BOARD)).toHaveLength(3);
    // absence or leave booked into the time report
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'tidrader', payload: { AnstNr: '4' } } });
    expect(api.callsTo(BOARD)).toHaveLength(4);
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'nearAccidentsReports' } });
    expect(api.callsTo(BOARD)).toHaveLength(4);
  });

  it('saves the own status once for a double send, then shows it; clearing brings "no status" back', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(boardPage.opened, { scope });
    await Promise.all([
      allSettled(statusSubmitted, { scope, params: { Status: 'REMOTE', Kommentar: 'Nås på mobilen', Ater: 0 } }),
      allSettled(statusSubmitted, { scope, params: { Status: 'AWAY', Kommentar: '', Ater: 0 } }),
    ]);
    expect(api.callsTo('PUT /api/presenceStatus')).toHaveLength(1);
    expect(scope.getState($me)).toMatchObject({ Status: 'REMOTE', Kommentar: 'Nås på mobilen' });

    await allSettled(clearPressed, { scope });
    expect(api.callsTo('DELETE /api/presenceStatus')).toHaveLength(1);
    expect(scope.getState($me)).toMatchObject({ Status: 'NONE' });
  });

  it('keeps the server’s field error for its field until the next try', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(boardPage.opened, { scope });
    await allSettled(statusSubmitted, { scope, params: { Status: 'IN', Kommentar: 'x'.repeat(101) } });
    expect(scope.getState($saveError)).toEqual({ field: 'Kommentar', message: 'Kommentar: högst 100 tecken.' });
    await allSettled(statusSubmitted, { scope, params: { Status: 'IN' } });
    expect(scope.getState($saveError)).toBeNull();
  });

  it('the dashboard card counts who is at work: in, in a meeting, from home, travelling', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(atWorkCard.opened, { scope });
    expect(scope.getState($atWork)?.map((e) => e.Namn)).toEqual(['Åsa Öberg', 'Émile Andersson']);
  });
});
