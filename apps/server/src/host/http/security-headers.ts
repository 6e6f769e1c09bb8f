import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browser-side defences on every answer (ASVS 3.4, found missing by the security
 * harness): a CSP whose scripts are 'self' plus the hashes of index.html's own
 * inline scripts (never 'unsafe-inline'), no framing, no sniffing, no referrer,
 * and HSTS when the request came over HTTPS. A route that sets its own CSP
 * (pictures, development pages) keeps it: these are set before the handler runs.
 */
export function contentSecurityPolicy(portalDist: string | null): string {
  const scriptSrc = ["'self'", ...inlineScriptHashes(portalDist)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // React and Floating UI set element styles; styles cannot run code
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** sha256 sources for the inline <script> blocks of the built index.html (the theme-before-paint snippet) */
export function inlineScriptHashes(portalDist: string | null): string[] {
  const index = portalDist === null ? null : join(portalDist, 'index.html');
  if (!index || !existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export const HSTS = 'max-age=31536000; includeSubDomains';

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/**
 * The headers for every answer, made once (one set over plain HTTP, one with HSTS over HTTPS): the host's one
 * onRequest hook (build-server.ts) sets them first, before any check can answer.
 */
export function securityHeadersOf(portalDist: string | null): (req: FastifyRequest, reply: FastifyReply) => void {
  const plain = { ...HEADERS, 'content-security-policy': contentSecurityPolicy(portalDist) };
  const secure = { ...plain, 'strict-transport-security': HSTS };
  return (req, reply) => void reply.headers(req.protocol === 'https' ? secure : plain);
}
