/**
 * Every failed call becomes one ApiError, so the error catalogue and the
 * screens read one shape: the HTTP status, the server's dvCode and message.
 */
export type ApiErrorKind = 'http' | 'network' | 'offline' | 'invalid-data';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** 0 when no response arrived */
  readonly status: number;
  /** the server's dvCode, 0 when none */
  readonly dvCode: number;
  /** for 400: the field that failed */
  readonly field?: string;
  /** the path that was called, e.g. /api/me */
  readonly path: string;

  constructor(init: { kind: ApiErrorKind; status?: number; dvCode?: number; message?: string; field?: string; path: string }) {
    super(init.message ?? '');
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.dvCode = init.dvCode ?? 0;
    this.field = init.field;
    this.path = init.path;
  }

  /** true when the server sent a message worth showing */
  get hasMessage(): boolean {
    return this.kind === 'http' && this.message.length > 0;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/**
 * Spec §8: a 401, or a 403 whose dvCode does not begin with "403", ends the
 * session; a 403 with dvCode 403xx (forbidden here, wrong company, SMS) does not.
 */
export function endsSession(e: Pick<ApiError, 'kind' | 'status' | 'dvCode'>): boolean {
  if (e.kind !== 'http') return false;
  if (e.status === 401) return true;
  return e.status === 403 && !String(e.dvCode).startsWith('403');
}
