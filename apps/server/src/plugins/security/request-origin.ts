import type { FastifyInstance } from 'fastify';

const ORIGIN = Symbol('lonna.request.origin');
const PATH = '/api/password/forgot';

/**
 * Development only (no LONNA_PUBLIC_URL): the reset link points at the host
 * the request came to. The Host header is the caller's to choose, which is
 * why production refuses to start without LONNA_PUBLIC_URL (no reset-link
 * poisoning). Rides on the parsed body under a Symbol key, like the BankID binding.
 */
export function registerRequestOrigin(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    if (req.url !== PATH || req.body === null || typeof req.body !== 'object') return;
    Object.defineProperty(req.body, ORIGIN, { value: `${req.protocol}://${req.host}`, enumerable: false });
  });
}

export function requestOriginOf(body: unknown): string {
  const v = (body as Record<symbol, unknown> | null)?.[ORIGIN];
  return typeof v === 'string' ? v : '';
}
