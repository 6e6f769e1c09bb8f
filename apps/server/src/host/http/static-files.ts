import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { decodedPathOf, isApiRequest } from './request-path';
import { ApiError, DV_CODES } from '@lonna/core/server';
import type { Host } from './host';
import { pickLocale } from './translator';

/**
 * The portal (history-mode routing: any GET that is not a file and not /api
 * gets index.html), the language flags, and JSON 404s under /api.
 */
export async function registerStaticFiles(app: FastifyInstance, host: Host, portalDist: string | null, flagsDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: flagsDir, prefix: '/countryflags/', decorateReply: false, maxAge: '7d', index: false });
  const hasPortal = portalDist !== null && existsSync(join(portalDist, 'index.html'));
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: portalDist,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      // the build wrote .br and .gz beside each text file (apps/portal/precompress.ts): sent as they are when accepted
      preCompressed: true,
      // Vite's hashed chunks never change; everything else is revalidated
      setHeaders: (reply, path) => reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
    // the static handler refuses directories; the root is the app like every other route
    app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', portalDist!));
  }

  app.setNotFoundHandler((req, reply) => {
    const path = decodedPathOf(req);
    if (isApiRequest(req)) {
      const locale = pickLocale(req.headers['accept-language']);
      const err = new ApiError(404, DV_CODES.notFound, host.translate(locale, 'server.notFound', { path: path.slice(0, 200) }));
      return reply.code(404).send(err.toBody());
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && hasPortal && !/\.[a-z0-9]{1,8}$/i.test(path)) {
      // index.html must never be cached: it names the current build's hashed chunks
      return reply.header('cache-control', 'no-cache').sendFile('index.html', portalDist!);
    }
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send(hasPortal ? 'Not found' : 'Lönna API server: the portal is not built (run `pnpm build`).');
  });
}
