import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { MessageChannel } from 'node:worker_threads';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Piscina from 'piscina';
import {
  FIRST_VIEW_END,
  FIRST_VIEW_START,
  LANGUAGE_COOKIE,
  type FirstView,
  type FirstViewRenderer,
  type FirstViewReply,
  type FirstViewRequest,
} from '@lonna/core/server';
import { acceptedEncoding } from './reply-encoding';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session-cookie';

/**
 * The server's first view of the signed-in start page (issue 22, the dashboard's largest paint). The portal's build
 * makes a renderer of the page (apps/portal/src/first-view.tsx, built into apps/portal/dist-ssr/): the same
 * components, models and messages as the browser's app. For a signed-in navigation to the start page the server runs
 * it with the request's own session — each API call the page makes is answered in process by `app.inject`, through the
 * same routes, access checks and data scope as the browser's — and puts the markup into `#root` in place of the
 * splash. The page then paints with the HTML and the stylesheet; the browser's app replaces it once it is ready
 * (apps/portal/src/start/first-view.ts).
 *
 * Whenever it cannot (no renderer built, the page has no first view, the session is gone, the render failed, took
 * longer than FIRST_VIEW_TIMEOUT_MS, FIRST_VIEW_MAX_IN_FLIGHT renders are already running, the server is busy, or a
 * render in the last second was slow) the page is sent with its splash, as before: the first view only ever makes the
 * first paint sooner.
 */
export const FIRST_VIEW_TIMEOUT_MS = 500;
/**
 * Renders at once per process: one. A render is work on both threads (≈ 12 ms of the API's event loop for the page's
 * calls in process, ≈ 12 ms in the worker); two at once per process, across bench:load's pair, came in bursts that held
 * up every call behind them (pair p99 after the ramp 65–97 ms with two, 69–72 ms with one, session 22). A request
 * beyond it gets the splash at once rather than wait.
 */
export const FIRST_VIEW_MAX_IN_FLIGHT = 1;
/**
 * The event loop's busy share over the last second above which the server sends the splash instead of rendering: the
 * first view is work the server does for a sooner paint when it has the time, never at the expense of the API calls
 * already waiting (a loaded server answers the page at once, as before the first view). Measured each second with
 * `performance.eventLoopUtilization`.
 */
export const FIRST_VIEW_BUSY = 0.5;

/**
 * A render that took longer than this says the server's calls are queueing (a first view takes 25–50 ms on a quiet
 * server, most of it waiting for its API calls): for the next FIRST_VIEW_BACK_OFF_MS every page goes out with its splash
 * at once. The event-loop meter sees only this thread; a render slowed by the database or by other processes on the
 * same cores (two instances and PostgreSQL on one machine, bench:load's pair) shows here.
 */
export const FIRST_VIEW_SLOW_MS = 100;
export const FIRST_VIEW_BACK_OFF_MS = 1000;
/**
 * A new worker thread's first renders are slow whatever the load (its first took ≈ 420 ms, the next ones 40–85 ms:
 * the page's code is compiled as it first runs): they never start the back-off.
 */
export const FIRST_VIEW_COLD_RENDERS = 5;

/** whether the last second's event loop was busier than FIRST_VIEW_BUSY */
export function busyMeter(windowMs = 1000): { busy: () => boolean; stop: () => void } {
  let last = performance.eventLoopUtilization();
  let busy = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    busy = performance.eventLoopUtilization(now, last).utilization > FIRST_VIEW_BUSY;
    last = now;
  }, windowMs);
  timer.unref();
  return { busy: () => busy, stop: () => clearInterval(timer) };
}
/** a renderer the host closes with the server (the worker thread it renders in) */
export type ClosableRenderer = FirstViewRenderer & { close?: () => Promise<void> };

/** the portal's built renderer beside its dist, run in a worker thread (`firstViewInWorker`), or null when the build has none */
export async function loadFirstViewRenderer(portalDist: string): Promise<ClosableRenderer | null> {
  const file = join(portalDist, '..', 'dist-ssr', 'first-view.js');
  return existsSync(file) ? firstViewInWorker(file) : null;
}

/** dist/: the bundled first-view-worker.js beside main.js; src/: the worker's plain module */
function workerFile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const built = join(here, 'first-view-worker.js');
  return existsSync(built) ? built : join(here, 'first-view-worker.mjs');
}

/**
 * The renderer in a worker thread of its own (piscina, one thread kept alive, at a lower priority: see
 * first-view-worker.mjs): the render's own work — the page's models and React's renderToString, half of a first view's
 * CPU — runs off the event loop that answers the API, so a render no longer holds up the API calls queued behind it
 * (bench:load's pair, issue 22). The view's API calls still go through this thread's transport (`app.inject`, with the
 * request's session), over a MessagePort per render.
 */
export function firstViewInWorker(rendererFile: string): ClosableRenderer {
  const pool = new Piscina({
    filename: pathToFileURL(workerFile()).href,
    minThreads: 1,
    maxThreads: 1,
    concurrentTasksPerWorker: FIRST_VIEW_MAX_IN_FLIGHT,
    // kept alive: a new thread loads the renderer again (≈ 50 MB, a second)
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData: { file: rendererFile },
  });
  const render: ClosableRenderer = async (path, transport, locale, now) => {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', ({ id, request }: { id: number; request: FirstViewRequest }) => {
      transport(request).then(
        (reply) => port1.postMessage({ id, reply }),
        (e: unknown) => port1.postMessage({ id, error: e instanceof Error ? e.message : String(e) }),
      );
    });
    try {
      return (await pool.run({ path, locale, now, port: port2 }, { transferList: [port2] })) as FirstView | null;
    } finally {
      port1.close();
    }
  };
  render.close = () => pool.destroy();
  return render;
}

/**
 * The request's cookies for the view's calls in process. Those are plain HTTP (`app.inject`), where the session is read
 * under its plain name; under HTTPS the browser holds it under the `__Host-` name (session-cookie.ts), so it is passed
 * on under the plain one — without that the view would find no session behind HTTPS.
 */
export function cookiesForInject(header: string): string {
  return header.replace(new RegExp(`(^|;\\s*)${SECURE_SESSION_COOKIE}=`), `$1${SESSION_COOKIE}=`);
}

/** a page the browser navigates to (not a prefetch, a service worker's fetch or a script's) */
export function isNavigation(req: FastifyRequest): boolean {
  return req.method === 'GET' && req.headers['sec-fetch-mode'] === 'navigate';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface FirstViewPage {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
  /** how long the render took, for Server-Timing */
  ms: number;
}

export function createFirstView(app: FastifyInstance, render: FirstViewRenderer, now: () => Date, timeoutMs = FIRST_VIEW_TIMEOUT_MS) {
  let inFlight = 0;
  /** no render before this time (performance.now()), after a slow one */
  let backOffUntil = 0;
  let rendersStarted = 0;
  const meter = busyMeter();
  app.addHook('onClose', async () => meter.stop());

  /** the view's API calls, as the browser would make them: this request's cookie and address */
  const transportFor =
    (req: FastifyRequest) =>
    async (r: FirstViewRequest): Promise<FirstViewReply> => {
      // a view only reads: a page that would write while the server renders it gets a refusal, never a change
      if (r.method !== 'GET') return { status: 405, headers: { 'content-type': 'application/json' }, body: '{"dvCode":0,"message":""}' };
      const res = await app.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: {
          ...r.headers,
          ...(req.headers.cookie ? { cookie: cookiesForInject(req.headers.cookie) } : {}),
          'user-agent': req.headers['user-agent'] ?? '',
        },
        remoteAddress: req.ip,
        ...(r.body !== undefined ? { payload: r.body } : {}),
      });
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : String(v);
      return { status: res.statusCode, headers, body: res.body };
    };

  /** the page with the first view in `#root`, or null (send the page with its splash) */
  return async function firstViewPage(req: FastifyRequest, page: string, path: string): Promise<FirstViewPage | null> {
    const start = page.indexOf(FIRST_VIEW_START);
    const end = page.indexOf(FIRST_VIEW_END);
    if (start < 0 || end < start || inFlight >= FIRST_VIEW_MAX_IN_FLIGHT || meter.busy() || performance.now() < backOffUntil) return null;
    inFlight++;
    const warm = ++rendersStarted > FIRST_VIEW_COLD_RENDERS;
    const t0 = performance.now();
    let timer: NodeJS.Timeout | undefined;
    // counted until the render itself ends, also when the page went out with its splash after the time limit
    const rendering = render(path, transportFor(req), req.cookies[LANGUAGE_COOKIE], now()).finally(() => {
      inFlight--;
      const ended = performance.now();
      if (warm && ended - t0 > FIRST_VIEW_SLOW_MS) backOffUntil = Math.max(backOffUntil, ended + FIRST_VIEW_BACK_OFF_MS);
    });
    try {
      const view = await Promise.race([
        rendering,
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), timeoutMs);
        }),
      ]);
      if (!view) return null;
      const html =
        // the view's language and the user's theme on <html>; data-server-view tells index.html's theme script to
        // leave them (it applies the device's remembered ones, which the session's saved ones override)
        page
          .slice(0, start)
          .replace(/<html lang="[a-z]{2}"/, `<html lang="${view.locale}" data-server-view=""${view.dark ? ' class="dark" style="color-scheme:dark"' : ''}`) +
        `<div data-first-view="" inert="">${view.html}</div>` +
        page.slice(end + FIRST_VIEW_END.length);
      const identity = Buffer.from(html, 'utf8');
      const encoding = acceptedEncoding(req.headers['accept-encoding']);
      const body =
        encoding === 'br'
          ? await brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === 'gzip'
            ? await gzipAsync(identity)
            : identity;
      return { body, encoding, ms: performance.now() - t0 };
    } catch (error) {
      // a bug in a page's first view: the page still goes out, with its splash, and the server says why
      req.log.warn({ err: error }, 'first view not rendered');
      // (with the logger off — tests, the demo — the console says it instead)
      if (!(req.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('warn')) console.warn('first view not rendered:', error);
      return null;
    } finally {
      clearTimeout(timer);
      // a render that fails after the time limit has nobody waiting for it
      rendering.catch(() => undefined);
    }
  };
}
