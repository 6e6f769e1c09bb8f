import type { Runtype, Static } from 'runtypes';
import type { Access } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the wire: the single source of truth for its method, path,
 * request and reply models and access. The client builds its query from it,
 * the server registers its handler from it, and tests enumerate them.
 */
export interface EndpointDescriptor<
  P extends Runtype = Runtype,
  Q extends Runtype = Runtype,
  B extends Runtype = Runtype,
  R extends Runtype = Runtype,
  A extends Access = Access,
> {
  /** unique id, `<plugin>.<name>` */
  id: string;
  method: HttpMethod;
  /** full path with `:Param` segments, e.g. `/api/companyInfo/:FtgId` (print paths have no /api) */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  reply: R;
  /** kept as declared: the server narrows a handler's context by it (a company-scoped handler has a company) */
  access: A;
  /** list endpoints that answer with the pagination header */
  paged?: boolean;
  /** the reply is not JSON (a picture, a PDF): `reply` is then ignored */
  raw?: boolean;
  /** request body limit in bytes when larger than the server's default (uploads) */
  bodyLimit?: number;
}

export type ParamsOf<E> = E extends EndpointDescriptor<infer P, any, any, any> ? Static<P> : never;
export type QueryOf<E> = E extends EndpointDescriptor<any, infer Q, any, any> ? Static<Q> : never;
export type BodyOf<E> = E extends EndpointDescriptor<any, any, infer B, any> ? Static<B> : never;
export type ReplyOf<E> = E extends EndpointDescriptor<any, any, any, infer R> ? Static<R> : never;

const ID = /^[a-z][a-z0-9-]*\.[A-Za-z][A-Za-z0-9]*$/;

export function defineEndpoint<P extends Runtype, Q extends Runtype, B extends Runtype, R extends Runtype, A extends Access = Access>(
  e: EndpointDescriptor<P, Q, B, R, A>,
): EndpointDescriptor<P, Q, B, R, A> {
  if (!ID.test(e.id)) throw new TypeError(`defineEndpoint: id "${e.id}" must look like "plugin.name"`);
  if (!e.path.startsWith('/')) throw new TypeError(`defineEndpoint(${e.id}): path must start with /`);
  if (!e.access) throw new TypeError(`defineEndpoint(${e.id}): an endpoint needs an access predicate`);
  return Object.freeze(e);
}

/** Fill `:Param` segments: buildPath('/api/perreg/:AnstNr', { AnstNr: '12' }) → '/api/perreg/12'. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined || v === '') throw new TypeError(`buildPath: missing path parameter ${k} for ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** Headers of the wire (spec §7). */
export const HEADERS = {
  apiMarker: 'dv-api',
  company: 'dv-selected-company',
  year: 'dv-selected-year',
  pagination: 'dv-pagination',
  buildId: 'dv-build-id',
} as const;

/** `{ dvCode, message }`: every error body. */
export interface ApiErrorBody {
  dvCode: number;
  message: string;
  /** for 400: the field that failed */
  field?: string;
}

/** the wire's empty date: one constant, defined with the date rules */
export { EMPTY_DATE_VALUE as EMPTY_DATE } from '../validation/dates';
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
