import { createEffect, type Effect } from 'effector';
import type { ApiError } from '../api/api-error';
import { endpointFx, type CallParams } from '../api/endpoint-query';
import { bankid } from '../contracts/bankid';
import type { ReplyOf, EndpointDescriptor } from '../contracts/endpoint';

/**
 * One effect per BankID call. The handler sends through the API client (headers,
 * error catalogue) and checks the reply against its runtypes model; tests
 * replace the handlers with fork({ handlers }).
 */
function callOf<E extends EndpointDescriptor>(d: E, silent: boolean): Effect<CallParams<E>, ReplyOf<E>, ApiError | Error> {
  const fx = endpointFx(d, silent);
  // one awaited call: the Scope is kept
  return createEffect<CallParams<E>, ReplyOf<E>, ApiError | Error>(async (call) => d.reply.check((await fx(call)).data) as ReplyOf<E>);
}

/** start and select show the server's message in a snackbar; polling and cancel handle their errors themselves */
export const startBankIdFx = callOf(bankid.start, false);
export const collectBankIdFx = callOf(bankid.collect, true);
export const cancelBankIdFx = callOf(bankid.cancel, true);
export const selectBankIdUserFx = callOf(bankid.selectUser, false);
