import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildServer, type LonnaServer } from '../../src/build-server';
import { FIRST_VIEW_END, FIRST_VIEW_START } from '@lonna/core/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FirstViewRenderer } from '@lonna/core/server';
import {
  cookiesForInject,
  createFirstView,
  FIRST_VIEW_BACK_OFF_MS,
  FIRST_VIEW_COLD_RENDERS,
  FIRST_VIEW_MAX_IN_FLIGHT,
  FIRST_VIEW_SLOW_MS,
  FIRST_VIEW_TIMEOUT_MS,
} from '../../src/host/http/first-view';
import { inlineScriptHashes } from '../../src/host/http/security-headers';
import { call, signIn } from '../support/test-server';

/**
 * The server's first view of the signed-in start page (issue 22, the dashboard's LCP). The portal's build puts a
 * renderer beside its dist (apps/portal/src/first-view.tsx → dist-ssr/first-view.js); here a renderer of the same
 * shape, written by the test, asks /api/me through the transport the server gives it and shows what it got — so the
 * test sees which session, address, language and clock the server renders with, and what it sends around it. It runs
 * where the server runs it, in the first view's worker thread: the test steers it and counts its renders through
 * files (a worker shares no globals with the test).
 */
const state = mkdtempSync(join(tmpdir(), 'lonna-first-view-state-'));
const STATE = JSON.stringify(state);
const RENDERER = `
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
const at = (f) => join(${STATE}, f);
export async function warmFirstView() { writeFileSync(at('warm'), isMainThread ? 'main' : 'worker'); }
export async function renderFirstView(path, transport, locale, now) {
  const mode = existsSync(at('mode')) ? readFileSync(at('mode'), 'utf8') : 'me';
  appendFileSync(at('calls'), 'x');
  if (mode === 'none') return null;
  if (mode === 'throw') throw new Error('a bug in a first view');
  if (mode === 'slow') await new Promise((r) => setTimeout(r, ${FIRST_VIEW_TIMEOUT_MS} + 400));
  if (mode === 'lag') await new Promise((r) => setTimeout(r, ${FIRST_VIEW_SLOW_MS} + 50));
  if (mode === 'write') {
    const put = await transport({ method: 'PUT', url: '/api/userAppSettings', headers: { 'dv-api': '1', 'content-type': 'application/json' }, body: '{"Theme":"dark"}' });
    return { html: '<p id="fv">' + put.status + '</p>', locale: 'sv', dark: false };
  }
  const me = await transport({ method: 'GET', url: '/api/me', headers: { 'dv-api': '1', accept: 'application/json', 'accept-language': locale ?? 'sv' } });
  const name = me.status === 200 ? JSON.parse(me.body).UserAccount.Namn : 'nobody';
  return { html: '<p id="fv">' + me.status + '|' + name + '|' + path + '|' + (locale ?? '-') + '|' + now.toISOString() + '</p>', locale: locale ?? 'sv', dark: mode === 'dark' };
}
`;
const setMode = (mode: string) => writeFileSync(join(state, 'mode'), mode);
const renders = () => (existsSync(join(state, 'calls')) ? readFileSync(join(state, 'calls'), 'utf8').length : 0);

describe('the first view of the signed-in start page', () => {
  let root: string;
  let server: LonnaServer;
  const splash = '<div class="splash">Laddar Lönna …</div>';
  const html =
    '<!doctype html><html lang="sv"><head><title>Lönna</title><script>document.documentElement.lang="sv"</script>\n  </head>' +
    `<body><div id="root">${FIRST_VIEW_START}${splash}${FIRST_VIEW_END}</div><script>(function(){})()</script></body></html>`;
  const navigate = { 'sec-fetch-mode': 'navigate' };
  const at = new Date('2026-11-18T08:00:00Z');
  let cookie: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lonna-first-view-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(dist, 'index.html'), html);
    writeFileSync(join(dist, '.vite', 'route-preloads.json'), JSON.stringify({ paths: ['/', '/dashboard'], modules: [], messages: {} }));
    writeFileSync(join(root, 'dist-ssr', 'first-view.js'), RENDERER);
    server = await buildServer({ databaseUrl: ':memory:', portalDist: dist, now: () => at });
    cookie = await signIn(server, 'ftg@demo.se', '1001');
    // the start (the seed, a scrypt sign-in) kept the event loop busy: the server renders no first view while it is
    await new Promise((r) => setTimeout(r, 2100));
  }, 20_000);
  afterAll(async () => {
    await server.app.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(state, { recursive: true, force: true });
  });
  beforeEach(() => {
    setMode('me');
    rmSync(join(state, 'calls'), { force: true });
  });

  const rootOf = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<script>(function'));

  it('puts the page rendered with the request’s own session into #root, for the user alone', async () => {
    // rendered in the first view's worker thread, which loaded the start page's code ahead
    expect(readFileSync(join(state, 'warm'), 'utf8')).toBe('worker');
    for (const url of ['/dashboard', '/']) {
      const page = await call(server, 'GET', url, { cookie, headers: navigate });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(rootOf(page.body)).toBe(
        `<div id="root"><div data-first-view="" inert=""><p id="fv">200|Fredrik Företagsson|${url}|-|${at.toISOString()}</p></div></div>`,
      );
      expect(page.body).not.toContain('splash');
      // the user's own data: never kept by a browser or a proxy, never answered with a 304
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.etag).toBeUndefined();
      expect(page.headers.vary).toContain('cookie');
      expect(String(page.headers['server-timing'])).toMatch(/^first-view;dur=\d+(\.\d)?$/);
      expect(page.body).toContain('<html lang="sv" data-server-view="">');
    }
  });

  it.runIf(process.platform === 'linux')('renders in a thread of lower priority than the API’s (its own nice value)', () => {
    const nice = (task: string) => Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const tasks = readdirSync('/proc/self/task');
    // ten steps below the process's own (CI may run the whole suite niced)
    expect(tasks.map(nice)).toContain(Math.min(19, nice(String(process.pid)) + 10));
  });

  it('keeps the CSP: the page’s inline scripts are the built ones', async () => {
    const page = await call(server, 'GET', '/dashboard', { cookie, headers: navigate });
    const csp = String(page.headers['content-security-policy']);
    for (const h of inlineScriptHashes(join(root, 'dist'))) expect(csp).toContain(h);
    expect(page.body.match(/<script>[\s\S]*?<\/script>/g)).toEqual(html.match(/<script>[\s\S]*?<\/script>/g));
  });

  it('renders in the device’s language and marks the user’s dark theme on <html>', async () => {
    setMode('dark');
    const page = await call(server, 'GET', '/dashboard', { cookie: `${cookie}; lonna_lang=en`, headers: navigate });
    expect(page.body).toContain('<html lang="en" data-server-view="" class="dark" style="color-scheme:dark">');
    expect(page.body).toContain('|/dashboard|en|');
  });

  it('is compressed when the browser accepts it', async () => {
    const page = await call(server, 'GET', '/dashboard', { cookie, headers: { ...navigate, 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('200|Fredrik Företagsson|/dashboard');
  });

  it('sends the page with its splash when it is no signed-in navigation to the start page', async () => {
    for (const [url, o] of [
      // the service worker's or a script's fetch of the page: never a page with the user's data in it
      ['/dashboard', { cookie }],
      // no session
      ['/dashboard', { headers: navigate }],
      // another route
      ['/tidrapport', { cookie, headers: navigate }],
    ] as const) {
      const page = await call(server, 'GET', url, o);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(splash);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect(renders()).toBe(0);
  });

  it('only reads: a write while the server renders is refused and changes nothing', async () => {
    const before = (await call(server, 'GET', '/api/userAppSettings', { cookie })).body;
    setMode('write');
    const page = await call(server, 'GET', '/dashboard', { cookie, headers: navigate });
    expect(rootOf(page.body)).toContain('<p id="fv">405</p>');
    expect((await call(server, 'GET', '/api/userAppSettings', { cookie })).body).toBe(before);
  });

  it('asks the API as the session it was given: a session that has ended gets nobody’s data', async () => {
    const ended = await signIn(server, 'ftg@demo.se', '1001');
    await call(server, 'GET', '/api/logout', { cookie: ended });
    const page = await call(server, 'GET', '/dashboard', { cookie: ended, headers: navigate });
    expect(rootOf(page.body)).toContain('<p id="fv">401|nobody|/dashboard');
  });

  it('sends the splash when the page has no first view, the render fails or takes too long', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const mode of ['none', 'throw', 'slow']) {
      setMode(mode);
      const t0 = Date.now();
      const page = await call(server, 'GET', '/dashboard', { cookie, headers: navigate });
      expect(page.statusCode, mode).toBe(200);
      expect(page.body, mode).toContain(splash);
      expect(page.headers['cache-control'], mode).toBe('no-cache');
      expect(Date.now() - t0, mode).toBeLessThan(FIRST_VIEW_TIMEOUT_MS + 300);
    }
    expect(warn).toHaveBeenCalledWith('first view not rendered:', expect.objectContaining({ message: 'a bug in a first view' }));
    warn.mockRestore();
    // the slow render ends after its page went out: wait for it and the back-off after it, so the next test starts anew
    await new Promise((r) => setTimeout(r, 500 + FIRST_VIEW_BACK_OFF_MS));
  });

  it('sends the splash at once while the server is busy, and renders again once it is not', async () => {
    // a second of the event loop fully busy (the meter looks at each second)
    const until = Date.now() + 1100;
    while (Date.now() < until) {
      // busy
    }
    await new Promise((r) => setTimeout(r, 20));
    const busy = await call(server, 'GET', '/dashboard', { cookie, headers: navigate });
    expect(busy.body).toContain(splash);
    expect(renders()).toBe(0);
    // two quiet seconds later
    await new Promise((r) => setTimeout(r, 2100));
    const quiet = await call(server, 'GET', '/dashboard', { cookie, headers: navigate });
    expect(quiet.body).toContain('data-first-view');
  });

  it('after a slow render sends the splash at once for a second, then renders again', async () => {
    setMode('lag');
    const slow = await call(server, 'GET', '/dashboard', { cookie, headers: navigate });
    // within the time limit: this one is rendered
    expect(slow.body).toContain('data-first-view');
    setMode('me');
    const next = await call(server, 'GET', '/dashboard', { cookie, headers: navigate });
    expect(next.body).toContain(splash);
    expect(renders()).toBe(1);
    await new Promise((r) => setTimeout(r, FIRST_VIEW_BACK_OFF_MS + 100));
    const later = await call(server, 'GET', '/dashboard', { cookie, headers: navigate });
    expect(later.body).toContain('data-first-view');
  });

  it(`renders at most ${FIRST_VIEW_MAX_IN_FLIGHT} at once; the others go out with their splash at once`, async () => {
    setMode('slow');
    const pages = await Promise.all(
      Array.from({ length: FIRST_VIEW_MAX_IN_FLIGHT + 3 }, () => call(server, 'GET', '/dashboard', { cookie, headers: navigate })),
    );
    expect(pages.every((p) => p.body.includes(splash))).toBe(true);
    expect(renders()).toBe(FIRST_VIEW_MAX_IN_FLIGHT);
    // the slow renders end after their pages went out: wait for them and the back-off, so the next test starts anew
    await new Promise((r) => setTimeout(r, 600 + FIRST_VIEW_BACK_OFF_MS));
  });
});

describe('the first view’s back-off after a slow render', () => {
  it('lets a new thread’s first renders be slow, then sends the splash for a second after a slow one', async () => {
    const app = { addHook: () => undefined } as unknown as FastifyInstance;
    const render: FirstViewRenderer = async () => {
      await new Promise((r) => setTimeout(r, FIRST_VIEW_SLOW_MS + 20));
      return { html: '<p>view</p>', locale: 'sv', dark: false };
    };
    const firstViewPage = createFirstView(app, render, () => new Date(0));
    const req = { headers: {}, cookies: {}, ip: '127.0.0.1', log: { warn: () => undefined } } as unknown as FastifyRequest;
    const page = `<html lang="sv"><body>${FIRST_VIEW_START}splash${FIRST_VIEW_END}</body></html>`;
    // the cold ones and the first warm one are rendered, slow as they are; the next page gets the splash
    for (let i = 0; i <= FIRST_VIEW_COLD_RENDERS; i++) expect(await firstViewPage(req, page, '/'), `render ${i + 1}`).not.toBeNull();
    expect(await firstViewPage(req, page, '/')).toBeNull();
  });
});

describe('the first view behind HTTPS', () => {
  it('passes the session on under the name the in-process calls read (plain HTTP), the other cookies as they were', () => {
    const token = 'a'.repeat(43);
    expect(cookiesForInject(`lonna_lang=en; __Host-lonna_session=${token}`)).toBe(`lonna_lang=en; lonna_session=${token}`);
    expect(cookiesForInject(`__Host-lonna_session=${token}`)).toBe(`lonna_session=${token}`);
    expect(cookiesForInject(`lonna_session=${token}; lonna_lang=sv`)).toBe(`lonna_session=${token}; lonna_lang=sv`);
  });
});
