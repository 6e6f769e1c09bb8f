import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FirstViewRenderer } from '@lonna/core/server';
import { createFirstView, isNavigation } from './first-view';
import { acceptedEncoding, matches } from './reply-encoding';
import { decodedPathOf, isApiRequest } from './request-path';
import { readSessionToken } from './session-cookie';
import { ApiError, DV_CODES } from '@lonna/core/server';
import type { Host } from './host';
import { pickLocale } from './translator';

/** the paths the portal's build marks for a signed-in request (apps/portal/boot-splash.ts `RoutePreloads`) */
interface RoutePreloads {
  paths: string[];
}

interface SignedInIndex {
  paths: ReadonlySet<string>;
  /** the page as text, for the first view */
  html: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html for a signed-in request to the start page (issue 22, the dashboard's LCP): the same page marked
 * `<meta name="lonna-preload" content="dashboard">`, on which the start script asks for the modules the dashboard runs
 * before its first card paints together with the entry (in parallel, instead of one after another as each module asks
 * for the next). Only the server knows the request is signed in (the session cookie is HttpOnly). Made once at
 * start-up from the build's `.vite/route-preloads.json` (null without it: the plain page is sent). Only the meta is
 * added — the inline scripts, and so the CSP's hashes of them, are the built file's.
 */
export function signedInIndexOf(portalDist: string): SignedInIndex | null {
  const file = join(portalDist, '.vite', 'route-preloads.json');
  const html = readFileSync(join(portalDist, 'index.html'), 'utf8');
  if (!existsSync(file) || !html.includes('</head>')) return null;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const identity = Buffer.from(html.replace('</head>', '  <meta name="lonna-preload" content="dashboard" />\n  </head>'), 'utf8');
  return {
    paths: new Set(preloads.paths),
    html: identity.toString('utf8'),
    // not the plain page's tag: a browser holding one must not get a 304 for the other
    etag: `W/"r-${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * The portal (history-mode routing: any GET that is not a file and not /api
 * gets index.html), the language flags, and JSON 404s under /api.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  host: Host,
  portalDist: string | null,
  flagsDir: string,
  firstView: FirstViewRenderer | null = null,
): Promise<void> {
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
  }
  const signedIn = hasPortal ? signedInIndexOf(portalDist!) : null;
  // index.html must never be cached: it names the current build's hashed chunks. The page differs with the session
  // cookie (the signed-in start page's preloads), hence `vary: cookie`.
  const firstViewPage = firstView ? createFirstView(app, firstView, () => host.now()) : null;
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply, path: string) => {
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie');
    if (!signedIn?.paths.has(path) || readSessionToken(req) === undefined) return reply.sendFile('index.html', portalDist!);
    const view = firstViewPage && isNavigation(req) ? await firstViewPage(req, signedIn.html, path) : null;
    if (view) {
      // the user's own data: never kept by the browser or the service worker (public/sw.js), never a 304
      reply.header('cache-control', 'private, no-store').header('server-timing', `first-view;dur=${view.ms.toFixed(1)}`);
      if (view.encoding) reply.header('content-encoding', view.encoding);
      return reply.type('text/html; charset=utf-8').send(view.body);
    }
    reply.header('etag', signedIn.etag).type('text/html; charset=utf-8');
    if (matches(req.headers['if-none-match'], signedIn.etag)) return reply.code(304).send();
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? signedIn[encoding] : signedIn.identity);
  };
  // the static handler refuses directories; the root is the app like every other route
  if (hasPortal) app.get('/', (req, reply) => sendIndex(req, reply, '/'));

  app.setNotFoundHandler((req, reply) => {
    const path = decodedPathOf(req);
    if (isApiRequest(req)) {
      const locale = pickLocale(req.headers['accept-language']);
      const err = new ApiError(404, DV_CODES.notFound, host.translate(locale, 'server.notFound', { path: path.slice(0, 200) }));
      return reply.code(404).send(err.toBody());
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && hasPortal && !/\.[a-z0-9]{1,8}$/i.test(path)) return sendIndex(req, reply, path);
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send(hasPortal ? 'Not found' : 'Lönna API server: the portal is not built (run `pnpm build`).');
  });
}
