import { createEvent, createStore, sample, type EventCallable, type Store } from 'effector';
import { delay } from 'patronum/delay';
import { createEndpointMutation, type CallParams } from '../api/endpoint-query';
import { isApiError } from '../api/api-error';
import type { EndpointDescriptor, ReplyOf } from '../contracts/endpoint';
import type { BankIdSignStatusReply } from '../contracts/bankid';

/** the widget polls the plugin's status endpoint this often (BankID is asked at most every 2 s by the server) */
export const SIGN_POLL_MS = 1500;

export type SignPhase = 'idle' | 'starting' | 'pending' | 'done' | 'failed';
export interface SignState {
  phase: SignPhase;
  orderRef: string;
  autoStartToken: string;
  /** BankID's recommended text (from the server, in the user's language) or the failure */
  message: string;
  qrCodeDataUrl: string;
}
const IDLE: SignState = { phase: 'idle', orderRef: '', autoStartToken: '', message: '', qrCodeDataUrl: '' };

type StartEndpoint = EndpointDescriptor & { reply: { check(v: unknown): { orderRef: string; autoStartToken: string } } };
type OrderEndpoint = EndpointDescriptor;

export interface SignFlow<S extends StartEndpoint> {
  /** start signing with the start endpoint's call (body/params) */
  signRequested: EventCallable<CallParams<S>>;
  /** the user closed the dialog: the order is cancelled on the server */
  signCancelled: EventCallable<void>;
  /** the dialog was dismissed after the end */
  signDismissed: EventCallable<void>;
  /** the order completed: the plugin's server has stored the signature */
  signed: EventCallable<void>;
  $sign: Store<SignState>;
}

/**
 * The client half of BankID signing (FK3059): a plugin gives its three endpoints (start → the order, status by
 * `:OrderRef` → BankIdSignStatusModel, cancel by `:OrderRef`), this polls until the order ends and hands
 * `<BankIdSignDialog flow={…} />` the state to show. Starting again while an order runs is refused (one order per
 * person at BankID anyway).
 */
export function createSignFlow<S extends StartEndpoint>(name: string, endpoints: { start: S; status: OrderEndpoint; cancel: OrderEndpoint }): SignFlow<S> {
  const startMutation = createEndpointMutation(endpoints.start, { name: `${name}.signStart`, silent: true });
  const statusMutation = createEndpointMutation(endpoints.status, { name: `${name}.signStatus`, silent: true });
  const cancelMutation = createEndpointMutation(endpoints.cancel, { name: `${name}.signCancel`, silent: true });
  const signRequested = createEvent<CallParams<S>>();
  const signCancelled = createEvent();
  const signDismissed = createEvent();
  const signed = createEvent();
  const $sign = createStore<SignState>(IDLE);

  sample({
    clock: signRequested,
    source: $sign,
    filter: (s) => s.phase !== 'starting' && s.phase !== 'pending',
    fn: (_, call) => call,
    target: startMutation.start,
  });
  $sign.on(startMutation.started, () => ({ ...IDLE, phase: 'starting' }));
  $sign.on(startMutation.finished.success, (_, { result }) => {
    const order = result as ReplyOf<S> & { orderRef: string; autoStartToken: string };
    return { ...IDLE, phase: 'pending', orderRef: order.orderRef, autoStartToken: order.autoStartToken };
  });
  $sign.on(startMutation.finished.failure, (_, { error }) => ({ ...IDLE, phase: 'failed', message: isApiError(error) ? error.message : '' }));

  // poll: at once after the start, then SIGN_POLL_MS after each pending answer, while the order is still ours
  const pollDue = createEvent();
  sample({ clock: startMutation.finished.success, target: pollDue });
  sample({
    clock: delay({ source: statusMutation.finished.success, timeout: SIGN_POLL_MS }),
    source: $sign,
    filter: (s) => s.phase === 'pending',
    target: pollDue,
  });
  sample({
    clock: pollDue,
    source: $sign,
    filter: (s) => s.phase === 'pending',
    fn: (s) => ({ params: { OrderRef: s.orderRef } }) as never,
    target: statusMutation.start,
  });
  const answered = sample({
    clock: statusMutation.finished.success,
    source: $sign,
    // an answer for an order the user has since cancelled or replaced is dropped
    filter: (s, { params }) => s.phase === 'pending' && (params as { params: { OrderRef: string } }).params.OrderRef === s.orderRef,
    fn: (_, { result }) => result as BankIdSignStatusReply,
  });
  $sign.on(answered, (s, r) =>
    r.state === 'pending'
      ? { ...s, message: r.message, qrCodeDataUrl: r.qrCodeDataUrl }
      : r.state === 'failed'
        ? { ...s, phase: 'failed', message: r.message, qrCodeDataUrl: '' }
        : { ...s, phase: 'done', message: '', qrCodeDataUrl: '' },
  );
  sample({ clock: answered, filter: (r) => r.state === 'complete', fn: () => undefined, target: signed });
  $sign.on(statusMutation.finished.failure, (s, { error }) =>
    s.phase === 'pending' ? { ...s, phase: 'failed', message: isApiError(error) ? error.message : '' } : s,
  );

  // the order as it was when the user cancelled (the reset below must not hide it from the cancel call)
  const cancelledOrder = sample({ clock: signCancelled, source: $sign });
  sample({
    clock: cancelledOrder,
    filter: (s) => s.phase === 'pending' && s.orderRef !== '',
    fn: (s) => ({ params: { OrderRef: s.orderRef } }) as never,
    target: cancelMutation.start,
  });
  $sign.reset(cancelledOrder, signDismissed);

  return { signRequested, signCancelled, signDismissed, signed, $sign };
}
