import { attach, createEffect } from 'effector';
import { HEADERS, type ApiErrorBody } from '../contracts/endpoint';
import type { HttpMethod } from '../contracts/endpoint';
import type { PaginationInfo } from '../contracts/models';
import { $locale } from '../i18n/runtime';
import type { Locale } from '../plugin/types';
import { $salaryYear, $selectedCompanyId } from '../session/state';
import { ApiError } from './api-error';
import { $online } from './network-state';

export interface ApiRequest {
  method: HttpMethod;
  /** path with parameters filled in, e.g. /api/perreg/12 */
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** skip the message snackbar (the caller shows the error itself); offline, network and session rules still apply */
  silent?: boolean;
}

export interface ApiContext {
  locale: Locale;
  companyId: string | null;
  salaryYear: number | null;
  online: boolean;
}

export interface ApiResponse<T = unknown> {
  data: T;
  pagination: PaginationInfo | null;
  buildId: string | null;
}

/** Spec §7: API marker, language, company and year; empty headers dropped. */
export function buildHeaders(ctx: Pick<ApiContext, 'locale' | 'companyId' | 'salaryYear'>, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.apiMarker]: '1',
    'Accept-Language': ctx.locale,
    Accept: 'application/json',
  };
  if (ctx.companyId) headers[HEADERS.company] = ctx.companyId;
  if (ctx.salaryYear) headers[HEADERS.year] = String(ctx.salaryYear);
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

export function buildUrl(path: string, query?: ApiRequest['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  }
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}

export function parsePagination(header: string | null): PaginationInfo | null {
  if (!header) return null;
  try {
    const p = JSON.parse(header) as Partial<PaginationInfo>;
    if ([p.Page, p.PerPage, p.Total, p.TotalPages].every((n) => typeof n === 'number')) return p as PaginationInfo;
  } catch {
    // a malformed header is treated as no pagination
  }
  return null;
}

function isErrorBody(x: unknown): x is ApiErrorBody {
  return typeof x === 'object' && x !== null && typeof (x as ApiErrorBody).dvCode === 'number';
}

/** Turn a fetch Response into the envelope, or throw the ApiError the catalogue understands. */
export async function readResponse(res: Response, path: string): Promise<ApiResponse> {
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!res.ok) {
    const e = isErrorBody(body) ? body : { dvCode: 0, message: '' };
    throw new ApiError({ kind: 'http', status: res.status, dvCode: e.dvCode, message: e.message, field: e.field, path });
  }
  return {
    data: body,
    pagination: parsePagination(res.headers.get(HEADERS.pagination)),
    buildId: res.headers.get(HEADERS.buildId),
  };
}

export interface SendParams {
  request: ApiRequest;
  context: ApiContext;
}

/** The only place that touches fetch. Tests replace it with fork handlers. */
export const sendFx = createEffect<SendParams, ApiResponse, ApiError>(async ({ request, context }) => {
  if (!context.online) throw new ApiError({ kind: 'offline', path: request.path });
  let res: Response;
  try {
    res = await fetch(buildUrl(request.path, request.query), {
      method: request.method,
      headers: buildHeaders(context, request.body !== undefined),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
    });
  } catch {
    // fetch rejects only when no response arrived
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new ApiError({ kind: offline ? 'offline' : 'network', path: request.path });
  }
  return readResponse(res, request.path);
});

/** sendFx with the headers filled from the session and the UI language. */
export const requestFx = attach({
  source: { locale: $locale, companyId: $selectedCompanyId, salaryYear: $salaryYear, online: $online },
  mapParams: (request: ApiRequest, context): SendParams => ({ request, context }),
  effect: sendFx,
});
