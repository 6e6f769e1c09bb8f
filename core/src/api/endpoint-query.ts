import { createMutation, createQuery, type Contract, type Mutation, type Query, type InvalidDataError } from '@farfetched/core';
import { attach, createEffect, type Effect } from 'effector';
import { buildPath, type BodyOf, type EndpointDescriptor, type ParamsOf, type QueryOf, type ReplyOf } from '../contracts/endpoint';
import type { PaginationInfo } from '../contracts/models';
import type { ApiError } from './api-error';
import { envelopeContract, runtypesContract } from './contract';
import { requestFx, type ApiRequest, type ApiResponse } from './request';

/** What one call of an endpoint takes: its path parameters, query string and body. */
export interface EndpointCall<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}
/** endpoints without parameters may be started with no argument */
export type CallParams<E> = EndpointCall<E> | void;

export interface EndpointOptions {
  /** the SID for caching; unique across the app, e.g. 'shell.perlista' */
  name?: string;
  /** skip the message snackbar: the caller shows the error itself */
  silent?: boolean;
}

export function toRequest<E extends EndpointDescriptor>(d: E, call: CallParams<E>, silent: boolean): ApiRequest {
  const c = (call ?? {}) as EndpointCall<E>;
  return {
    method: d.method,
    path: buildPath(d.path, (c.params ?? {}) as Record<string, string | number>),
    query: c.query as ApiRequest['query'],
    body: c.body,
    silent,
  };
}

/** The request effect of one endpoint (headers, catalogue and build id included). */
export function endpointFx<E extends EndpointDescriptor>(d: E, silent = false): Effect<CallParams<E>, ApiResponse, ApiError> {
  return attach({ effect: requestFx, mapParams: (call: CallParams<E>) => toRequest(d, call, silent) });
}

type Envelope = ApiResponse<unknown>;

/** A farfetched Query from an endpoint descriptor; the reply is checked by its runtypes model. */
export function createEndpointQuery<E extends EndpointDescriptor>(
  d: E,
  options: EndpointOptions = {},
): Query<CallParams<E>, ReplyOf<E>, ApiError | InvalidDataError> {
  return createQuery({
    name: options.name ?? d.id,
    effect: endpointFx(d, options.silent),
    contract: envelopeContract<E['reply'], Envelope>(d.reply),
    mapData: ({ result }: { result: Envelope }) => result.data as ReplyOf<E>,
  });
}

export interface Paged<T> {
  items: T;
  pagination: PaginationInfo | null;
}

export function createEndpointMutation<E extends EndpointDescriptor>(
  d: E,
  options: EndpointOptions = {},
): Mutation<CallParams<E>, ReplyOf<E>, ApiError | InvalidDataError> {
  const fx = endpointFx(d, options.silent);
  // mutations have no mapData: unwrap the envelope in the effect (one awaited call keeps the Scope)
  const dataFx = createEffect<CallParams<E>, unknown, ApiError>(async (call) => (await fx(call)).data);
  return createMutation({
    name: options.name ?? d.id,
    effect: dataFx,
    contract: runtypesContract(d.reply) as Contract<unknown, ReplyOf<E>>,
  });
}
