import { ApiError } from '../api/api-error';
import type { ApiResponse, SendParams } from '../api/request';
import type { PaginationInfo } from '../contracts/models';

export interface FakeReply {
  status?: number;
  body?: unknown;
  pagination?: PaginationInfo;
  buildId?: string;
}
/** throw `networkFailure()` or `offlineFailure()` from a route to simulate no answer */
export type FakeRoute = (call: SendParams) => FakeReply | Promise<FakeReply>;

export const networkFailure = (path: string) => new ApiError({ kind: 'network', path });
export const offlineFailure = (path: string) => new ApiError({ kind: 'offline', path });

/**
 * A stand-in for the server behind `sendFx`: `fork({ handlers: [[sendFx, api.handler]] })`.
 * Routes are 'METHOD /path' (path without the query string); an unknown route answers
 * 404 40401 like the real server. Every call is recorded in `calls`.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: SendParams[] = [];
  const handler = async (call: SendParams): Promise<ApiResponse> => {
    calls.push(call);
    const route = routes[`${call.request.method} ${call.request.path}`];
    const reply = route ? await route(call) : { status: 404, body: { dvCode: 40401, message: 'Not found' } };
    const status = reply.status ?? 200;
    if (status >= 400) {
      const b = (reply.body ?? {}) as { dvCode?: number; message?: string; field?: string };
      throw new ApiError({ kind: 'http', status, dvCode: b.dvCode ?? 0, message: b.message ?? '', field: b.field, path: call.request.path });
    }
    return { data: reply.body ?? null, pagination: reply.pagination ?? null, buildId: reply.buildId ?? 'test-build' };
  };
  return {
    handler,
    calls,
    /** the calls to one route */
    callsTo: (key: string) => calls.filter((c) => `${c.request.method} ${c.request.path}` === key),
  };
}
