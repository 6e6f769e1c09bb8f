/**
 * The server's first view (issue 22, the dashboard's largest paint): the signed-in start page rendered to HTML on the
 * server, with the same components, models and messages as the browser's app, so it paints as soon as the HTML and the
 * stylesheet are in — before the JavaScript has loaded. Built by `vite build -c vite.ssr.config.ts` into dist-ssr/ and
 * loaded by the server (apps/server/src/host/http/first-view.ts), which answers the view's API calls in process with
 * the request's own session: the same routes, access and data scope as the browser's calls.
 *
 * The plugins and the portal's model are made once; each request renders in a Scope of its own. The browser's app does
 * not hydrate this markup: it renders beside it and replaces it once it shows the same (src/main.tsx).
 */
import {
  $locale,
  $theme,
  buildHeaders,
  buildUrl,
  createPortal,
  DASHBOARD_PATH,
  isLocale,
  loadSignedInShell,
  matchPath,
  prepareFirstView,
  readResponse,
  type ApiResponse,
  type SendParams,
} from '@lonna/core';
import type { FirstView, FirstViewRenderer, FirstViewTransport } from '@lonna/core/contracts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { plugins } from './plugins';

const portal = createPortal({ plugins });

/** the core's own request rules (headers, query, the reply's envelope and errors), over the server's transport */
function sendOver(transport: FirstViewTransport) {
  return async ({ request, context }: SendParams): Promise<ApiResponse> => {
    const path = buildUrl(request.path, request.query);
    const hasBody = request.body !== undefined;
    const reply = await transport({
      method: request.method,
      url: path,
      headers: buildHeaders(context, hasBody),
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
    });
    return readResponse(new Response(reply.body, { status: reply.status, headers: reply.headers }), request.path);
  };
}

/** a Suspense boundary the markup left for the browser's JavaScript: not a complete view */
const unfinished = (html: string) => html.includes('<!--$?-->') || html.includes('<!--$!-->');

async function renderComplete(node: ReactNode): Promise<string> {
  let html = renderToString(node);
  if (!unfinished(html)) return html;
  // the first render of a process: the shell's and the page's lazy chunks are not loaded yet. prerender waits for
  // them (its own markup, which needs inline scripts to assemble, is not used); the next render has them all.
  const { prelude } = await prerenderToNodeStream(node);
  for await (const _ of prelude) void _;
  html = renderToString(node);
  return unfinished(html) ? Promise.reject(new Error('the first view has a part that never loaded')) : html;
}

/**
 * The first view of `path` for the session the transport carries, in the device's language (its cookie, until the
 * user's saved language arrives with the session, as in the browser); null when the page has none (the server sends the splash). */
export const renderFirstView: FirstViewRenderer = async (path, transport, deviceLocale, now = new Date()): Promise<FirstView | null> => {
  const view = portal.fork(sendOver(transport), isLocale(deviceLocale) ? deviceLocale : undefined);
  if (!(await prepareFirstView(view.scope, portal.model, view.started, path, now))) return null;
  const { Root } = view;
  return { html: await renderComplete(<Root />), locale: view.scope.getState($locale), dark: view.scope.getState($theme) === 'dark' };
};

/**
 * The code the start page's first view runs — the signed-in shell, the dashboard and its cards — loaded when the server
 * starts, so the first request after a start renders in tens of milliseconds and not most of a second (within the
 * server's time limit). Only that: every page's code at once (its models, its queries) took 175 MB more.
 */
export async function warmFirstView(): Promise<void> {
  await loadSignedInShell();
  const start = portal.model.allRoutes.filter((r) => !r.standalone && matchPath(r.path, DASHBOARD_PATH));
  const pages = await Promise.all(start.map((r) => r.page()));
  if (pages.some((p) => p.firstView)) await Promise.all(portal.model.plugins.flatMap((p) => p.dashboardCards ?? []).map((c) => c.card()));
}
