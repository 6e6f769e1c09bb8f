// @vitest-environment happy-dom
import { render, screen, fireEvent } from '@testing-library/react';
import { allSettled, createWatch, fork } from 'effector';
import { Provider } from 'effector-react';
import { Literal, Record as Rec, String as Str } from 'runtypes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BankIdSignDialog, createSignFlow } from '../../src';
import { sendFx } from '../../src/api/request';
import { BankIdSignOrderModel, BankIdSignStatusModel, defineEndpoint } from '../../src/contracts';
import { fakeApi } from '../../src/testing';

const ORDER = '8d9f4c1e-2b6a-4f0e-9c3d-7a1b2c3d4e5f';
const start = defineEndpoint({
  id: 'probe.signStart',
  method: 'POST',
  path: '/api/probe/sign',
  body: Rec({ Month: Str }),
  reply: BankIdSignOrderModel,
  access: { companySelected: true },
});
const status = defineEndpoint({
  id: 'probe.signStatus',
  method: 'GET',
  path: '/api/probe/sign/:OrderRef',
  params: Rec({ OrderRef: Str }),
  reply: BankIdSignStatusModel,
  access: { companySelected: true },
});
const cancel = defineEndpoint({
  id: 'probe.signCancel',
  method: 'DELETE',
  path: '/api/probe/sign/:OrderRef',
  params: Rec({ OrderRef: Str }),
  reply: Rec({ ok: Literal(true) }),
  access: { companySelected: true },
});
const flow = createSignFlow('probe', { start, status, cancel });
const PENDING = {
  state: 'pending',
  hintCode: 'outstandingTransaction',
  message: 'Starta BankID-appen och scanna QR-koden.',
  qrCodeDataUrl: 'data:image/png;base64,AA==',
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function server(answers: unknown[]) {
  return fakeApi({
    'POST /api/probe/sign': () => ({ body: { orderRef: ORDER, autoStartToken: 'auto-token' } }),
    [`GET /api/probe/sign/${ORDER}`]: () => ({ body: answers.shift() ?? PENDING }),
    [`DELETE /api/probe/sign/${ORDER}`]: () => ({ body: { ok: true } }),
  });
}

describe('createSignFlow (BankID signing through a plugin’s endpoints)', () => {
  it('starts, polls while pending, and ends signed when the order completes', async () => {
    const api = server([PENDING, { state: 'complete' }]);
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    let signed = 0;
    createWatch({ unit: flow.signed, scope, fn: () => signed++ });
    // the polling waits on timers: let them run instead of awaiting the whole flow
    void allSettled(flow.signRequested, { scope, params: { body: { Month: '2026-11' } } });
    await vi.advanceTimersByTimeAsync(10);
    expect(scope.getState(flow.$sign)).toMatchObject({ phase: 'pending', orderRef: ORDER, message: PENDING.message, qrCodeDataUrl: PENDING.qrCodeDataUrl });
    // a second start while an order runs is not sent
    void allSettled(flow.signRequested, { scope, params: { body: { Month: '2026-11' } } });
    await vi.advanceTimersByTimeAsync(10);
    expect(api.callsTo('POST /api/probe/sign')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(scope.getState(flow.$sign).phase).toBe('done');
    expect(signed).toBe(1);
    expect(api.callsTo(`GET /api/probe/sign/${ORDER}`)).toHaveLength(2);
  });

  it('a failed order shows BankID’s message; a refused start shows the server’s', async () => {
    const api = server([{ state: 'failed', hintCode: 'userCancel', message: 'Åtgärden avbruten.' }]);
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    void allSettled(flow.signRequested, { scope, params: { body: { Month: '2026-11' } } });
    await vi.advanceTimersByTimeAsync(10);
    expect(scope.getState(flow.$sign)).toMatchObject({ phase: 'failed', message: 'Åtgärden avbruten.' });
    const refused = fakeApi({ 'POST /api/probe/sign': () => ({ status: 503, body: { dvCode: 50300, message: 'Internt tekniskt fel. Försök igen.' } }) });
    const other = fork({ handlers: [[sendFx, refused.handler]] });
    void allSettled(flow.signRequested, { scope: other, params: { body: { Month: '2026-11' } } });
    await vi.advanceTimersByTimeAsync(10);
    expect(other.getState(flow.$sign)).toMatchObject({ phase: 'failed', message: 'Internt tekniskt fel. Försök igen.' });
  });

  it('the dialog shows the QR code and the message; closing it cancels the order and stops the polling', async () => {
    const api = server([]);
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    render(
      <Provider value={scope}>
        <BankIdSignDialog flow={flow} title="Skriv under tidsredovisningen" />
      </Provider>,
    );
    void allSettled(flow.signRequested, { scope, params: { body: { Month: '2026-11' } } });
    await vi.advanceTimersByTimeAsync(10);
    expect(screen.getByRole('img', { name: 'QR-kod för BankID' })).toBeTruthy();
    expect(screen.getByText(PENDING.message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Öppna BankID på den här enheten' }).getAttribute('href')).toContain('autostarttoken=auto-token');
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    await vi.advanceTimersByTimeAsync(10);
    expect(api.callsTo(`DELETE /api/probe/sign/${ORDER}`)).toHaveLength(1);
    expect(scope.getState(flow.$sign).phase).toBe('idle');
    const polls = api.callsTo(`GET /api/probe/sign/${ORDER}`).length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.callsTo(`GET /api/probe/sign/${ORDER}`)).toHaveLength(polls);
  });
});
