import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

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

export function registerSecurityHeaders(app: FastifyInstance, portalDist: string | null): void {
  const csp = contentSecurityPolicy(portalDist);
  // a callback hook, not an async one: it runs on every answer, and a promise per hook is measurable (bench/)
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(HEADERS);
    reply.header('content-security-policy', csp);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
