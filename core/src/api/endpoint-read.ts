import { invalidDataError, type InvalidDataError } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample, type Event, type EventCallable, type Store } from 'effector';
import type { EndpointDescriptor, ReplyOf } from '../contracts/endpoint';
import type { ApiError } from './api-error';
import { envelopeContract } from './contract';
import { toRequest, type CallParams, type EndpointOptions } from './endpoint-query';
import { requestFx, type ApiResponse } from './request';

/**
 * A read a page starts, latest-wins, on a handful of effector units: the part of a farfetched Query the pages use
 * (`start`, `reset`, `$data`, `$error`, `$pending`, `finished.success | failure`). A farfetched Query is ≈ 218 units
 * and every page query and dashboard card made one before the first paint (issue 22: the dashboard's units are its
 * blocking time); this is ≈ 35. As a query's: the reply is checked by the endpoint's runtypes model (an invalid one
 * fails with farfetched's InvalidDataError), a failure clears the data, and only the latest start's answer lands —
 * a reply to an earlier start, or one that was in flight at a `reset` or `aborted`, is dropped.
 */
export interface EndpointRead<P, R> {
  start: EventCallable<P>;
  /** no data, no error, and any reply in flight dropped (other params: the old answer must not show) */
  reset: EventCallable<void>;
  /** any reply in flight dropped, the data kept */
  aborted: EventCallable<void>;
  /** the data as a write answered it (a saved row shows before the refetch) */
  replaced: EventCallable<R>;
  $data: Store<R | null>;
  $error: Store<ApiError | InvalidDataError | null>;
  $pending: Store<boolean>;
  finished: {
    success: Event<{ params: P; result: R }>;
    failure: Event<{ params: P; error: ApiError | InvalidDataError }>;
  };
}

export function createEndpointRead<E extends EndpointDescriptor, R>(
  d: E,
  fromReply: (reply: ApiResponse<unknown>) => R,
  options: EndpointOptions = {},
): EndpointRead<CallParams<E>, R> {
  type P = CallParams<E>;
  type Failure = ApiError | InvalidDataError;
  const silent = options.silent ?? false;
  const contract = envelopeContract<E['reply'], ApiResponse<unknown>>(d.reply);
  // one awaited call keeps the Scope; the check after it is synchronous (requestFx called, not attached: one effect less)
  const readFx = createEffect<{ call: P; ticket: number }, R, Failure>({
    name: options.name ?? d.id,
    handler: async ({ call }) => {
      const reply = await requestFx(toRequest(d, call, silent));
      if (!contract.isData(reply)) throw invalidDataError({ validationErrors: contract.getErrorMessages(reply), response: reply });
      return fromReply(reply);
    },
  });
  const start = createEvent<P>();
  const reset = createEvent();
  const aborted = createEvent();
  const replaced = createEvent<R>();
  // each start takes the next ticket; an answer lands only while its ticket is still the latest
  const $ticket = createStore(0, { serialize: 'ignore' });
  const begun = sample({ clock: start, source: $ticket, fn: (ticket, call) => ({ call, ticket: ticket + 1 }) });
  $ticket.on(begun, (_, b) => b.ticket).on([reset, aborted], (ticket) => ticket + 1);
  sample({ clock: begun, target: readFx });
  const success = sample({
    clock: readFx.done,
    source: $ticket,
    filter: (ticket, { params }) => params.ticket === ticket,
    fn: (_, { params, result }) => ({ params: params.call, result }),
  });
  const failure = sample({
    clock: readFx.fail,
    source: $ticket,
    filter: (ticket, { params }) => params.ticket === ticket,
    fn: (_, { params, error }) => ({ params: params.call, error }),
  });
  const $data = createStore<R | null>(null, { serialize: 'ignore' })
    .on(success, (_, { result }) => result)
    .on(replaced, (_, data) => data)
    .on([failure, reset], () => null);
  const $error = createStore<Failure | null>(null, { serialize: 'ignore' })
    .on(failure, (_, { error }) => error)
    .on([success, reset], () => null);
  const $pending = createStore(false, { serialize: 'ignore' })
    .on(begun, () => true)
    .on([success, failure, reset, aborted], () => false);
  return { start, reset, aborted, replaced, $data, $error, $pending, finished: { success, failure } };
}

/**
 * `createEndpointRead` of an endpoint's reply as it is (no pagination): the shell's own reads at start-up (the
 * sign-in options, the portal info, the company list, the company's plugins) made this way instead of a farfetched
 * Query cost the sign-in screen ≈ 50 ms of a phone's main thread less (issue 22, session 17).
 */
export function createEndpointDataRead<E extends EndpointDescriptor>(d: E, options: EndpointOptions = {}): EndpointRead<CallParams<E>, ReplyOf<E>> {
  return createEndpointRead(d, (reply) => reply.data as ReplyOf<E>, options);
}
