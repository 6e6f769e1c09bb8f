import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, DV_CODES } from '@lonna/core/server';
import type { Translate } from './translator';
import { pickLocale } from './translator';

/**
 * The router decodes a path before matching (`/%61pi/me` reaches `/api/me`), so no decision may test the raw
 * `req.url`. Two rules keep it that way: a path that percent-encodes a character RFC 3986 calls unreserved
 * (letters, digits, - . _ ~) is refused outright — no client writes one, and it is the disguise — and every
 * "is this the API?" question asks `isApiRequest`, which reads the matched route.
 */
const ENCODED = /%([0-9a-f]{2})/gi;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

export function encodesUnreserved(rawPath: string): boolean {
  for (const m of rawPath.matchAll(ENCODED)) {
    if (UNRESERVED.test(String.fromCharCode(parseInt(m[1]!, 16)))) return true;
  }
  return false;
}

/** The path without the query, percent-decoded ('' when it cannot be decoded). */
export function decodedPathOf(req: FastifyRequest): string {
  const url = req.url;
  const q = url.indexOf('?');
  const raw = q < 0 ? url : url.slice(0, q);
  // most paths hold no percent sign: nothing to decode
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

const underApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * An API call: its decoded path or its matched route is under /api (the portal's catch-all route `/*` also
 * matches an unknown /api path, so the route alone cannot say).
 */
export function isApiRequest(req: FastifyRequest, routeUrl?: string): boolean {
  if (underApi(decodedPathOf(req))) return true;
  const route = routeUrl ?? req.routeOptions.url;
  return route !== undefined && underApi(route);
}

/** The host's first check (build-server.ts): a disguised path is a 400 before anything else looks at it. */
export function canonicalPathCheck(translate: Translate): (req: FastifyRequest, reply: FastifyReply) => ApiError | undefined {
  return (req, reply) => {
    // most paths hold no percent sign at all
    if (!req.url.includes('%') || !encodesUnreserved(req.url.split('?')[0] ?? '')) return undefined;
    reply.header('cache-control', 'no-store');
    return new ApiError(400, DV_CODES.badInput, translate(pickLocale(req.headers['accept-language']), 'server.badPath'), 'path');
  };
}
