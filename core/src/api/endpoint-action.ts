import { invalidDataError, type InvalidDataError } from '@farfetched/core';
import { createEffect, merge, type Effect, type Event, type Store } from 'effector';
import type { EndpointDescriptor, ReplyOf } from '../contracts/endpoint';
import type { ApiError } from './api-error';
import { runtypesContract } from './contract';
import { toRequest, type CallParams, type EndpointOptions } from './endpoint-query';
import { requestFx } from './request';

/**
 * A write (or a one-off read) the shell starts and never caches: the part of a farfetched Mutation the shell uses —
 * `start`, `started`, `finished.success | failure | finally`, `$pending` — on one effector effect. The shell made
 * eighteen farfetched mutations at start (≈ 184 units each, a fifth of the dashboard's units, all made before the
 * first paint); this makes ≈ 20. The reply is checked by the endpoint's runtypes model, as a mutation's contract
 * does, and an invalid one fails with farfetched's InvalidDataError. A page that needs farfetched's operators on a
 * mutation (`update`, barriers) keeps `createEndpointMutation`.
 */
export interface EndpointAction<P, R, E> {
  start: Effect<P, R, E>;
  started: Event<{ params: P }>;
  finished: {
    success: Event<{ params: P; result: R }>;
    failure: Event<{ params: P; error: E }>;
    finally: Event<{ params: P; status: 'done' | 'fail' }>;
  };
  $pending: Store<boolean>;
}

export function createEndpointAction<E extends EndpointDescriptor>(
  d: E,
  options: EndpointOptions = {},
): EndpointAction<CallParams<E>, ReplyOf<E>, ApiError | InvalidDataError> {
  const silent = options.silent ?? false;
  const contract = runtypesContract(d.reply);
  // one awaited call keeps the Scope; the check after it is synchronous. requestFx is called, not attached: an attach
  // per endpoint was one more effect (≈ a dozen units) for each of the shell's actions made at start (issue 22)
  const start = createEffect<CallParams<E>, ReplyOf<E>, ApiError | InvalidDataError>({
    name: options.name ?? d.id,
    handler: async (call) => {
      const { data } = await requestFx(toRequest(d, call, silent));
      if (!contract.isData(data)) throw invalidDataError({ validationErrors: contract.getErrorMessages(data), response: data });
      return data as ReplyOf<E>;
    },
  });
  type P = CallParams<E>;
  // `started` and `finally` are made when first read: most actions use neither, and the shell makes its actions at start
  let started: Event<{ params: P }> | undefined;
  let settled: Event<{ params: P; status: 'done' | 'fail' }> | undefined;
  return {
    start,
    get started() {
      started ??= start.map((params) => ({ params }));
      return started;
    },
    finished: {
      success: start.done,
      failure: start.fail,
      // after success or failure, as a mutation's: the effect's own `finally` comes first, and a store set on
      // `finally` ("the session was checked") would be seen before the one set on success (the account)
      get finally() {
        settled ??= merge([
          start.done.map(({ params }) => ({ params, status: 'done' as const })),
          start.fail.map(({ params }) => ({ params, status: 'fail' as const })),
        ]);
        return settled;
      },
    },
    $pending: start.pending,
  };
}
