import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { isStageChunk, signedInStartChunks } from './chunk-plan';
import { FIRST_VIEW_END, FIRST_VIEW_START } from '../../core/src/contracts/first-view';
import en from '../../core/src/shell/i18n/en';
import fr from '../../core/src/shell/i18n/fr';
import pl from '../../core/src/shell/i18n/pl';
import sv from '../../core/src/shell/i18n/sv';

/**
 * The first paint without JavaScript (issue 22, Lighthouse): index.html's `#root` holds the shell's start screen
 * (`Splash` in core/src/shell/app-root.tsx, the same markup) in the browser's remembered language, so the brand, the
 * tagline and "Laddar Lönna …" paint as soon as the HTML and the stylesheet have arrived — before the JavaScript has
 * loaded, run and asked `/api/me` whether the user is signed in. React's `createRoot` then replaces it with the same
 * Splash (no hydration, so no mismatch; nothing moves, so no layout shift), then with the sign-in screen or the shell.
 * The texts are the shell's own messages (Swedish in the markup; an inline script puts in the remembered language;
 * the server's CSP hashes every inline script of the built index.html).
 *
 * It also puts the stylesheet before the module scripts: it is what the first paint waits for.
 */
const texts = Object.fromEntries((Object.entries({ sv, en, fr, pl }) as [string, typeof sv][]).map(([l, m]) => [l, [m.signIn.subtitle, m.loading]]));

// keep in step with Splash (core/src/shell/app-root.tsx) and BrandMark (core/src/shell/brand.tsx)
export const SPLASH_HTML =
  '<div class="flex min-h-dvh flex-col items-center justify-center gap-5 bg-surface-2 px-4 text-center text-on-surface">' +
  '<svg width="56" height="56" viewBox="0 0 40 40" aria-hidden="true" focusable="false" class="shrink-0">' +
  '<rect width="40" height="40" rx="10" class="fill-primary"></rect>' +
  '<path d="M20 8c5 5 8 9 8 14a8 8 0 0 1-16 0c0-5 3-9 8-14z" class="fill-on-primary" opacity="0.95"></path>' +
  '<path d="M20 14v18" stroke="currentColor" stroke-width="2" stroke-linecap="round" class="text-primary"></path></svg>' +
  `<p id="lonna-splash-tagline" class="text-lg text-muted">${sv.signIn.subtitle}</p>` +
  '<span role="status" data-loading="" class="inline-flex items-center gap-2">' +
  '<span aria-hidden="true" class="lonna-motion inline-block animate-spin rounded-full border-current border-r-transparent size-6 border-[3px]"></span>' +
  `<span id="lonna-splash-loading" class="text-sm">${sv.loading}</span></span></div>`;

const LANGUAGE_SCRIPT =
  `(function(){var m=${JSON.stringify(texts)}[document.documentElement.lang];` +
  "var a=document.getElementById('lonna-splash-tagline'),b=document.getElementById('lonna-splash-loading');" +
  // no splash when the server sent its first view of the page instead (apps/server/src/host/http/first-view.ts)
  'if(!m||!a||!b)return;a.textContent=m[0];b.textContent=m[1];})()';

// where the server may put its first view of the page instead of the splash (apps/server/src/host/http/first-view.ts)
export { FIRST_VIEW_END, FIRST_VIEW_START } from '../../core/src/contracts/first-view';

/**
 * The start script: a file of the build (not inline), so the server's CSP allows it whatever index.html's hashes. Once
 * the browser reports the first contentful paint (a `paint` PerformanceObserver; where there is none, two animation
 * frames) it asks for the app's modules (modulepreload, all at once, so the static imports
 * do not load one after another) and adds the entry. On a page the server marked as the signed-in start page
 * (`<meta name="lonna-preload">`, see `RoutePreloads`) it asks at the same time for the dashboard's modules and the
 * remembered language's messages (`<html lang>`, set by the theme script from localStorage).
 */
const startScript = (src: string, preloads: readonly string[], route: Pick<RoutePreloads, 'modules' | 'messages'> | null) =>
  '(function(){var done=false;function start(){if(done)return;done=true;var h=document.head;' +
  `var u=${JSON.stringify(preloads)};` +
  (route
    ? `if(document.querySelector('meta[name="lonna-preload"]'))u=u.concat(${JSON.stringify(route.modules)},${JSON.stringify(route.messages)}[document.documentElement.lang]||[]);`
    : '') +
  "var f=document.createDocumentFragment();u.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;f.appendChild(l);});h.appendChild(f);" +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};h.appendChild(s);}` +
  // after the first contentful paint as the browser reports it (its presentation), where it can; else two frames
  "if(document.visibilityState==='hidden'){start();return;}" +
  "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0);}});" +
  "o.observe({type:'paint',buffered:true});setTimeout(start,1000);return;}}catch(e){}" +
  'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0);});});setTimeout(start,250);})();\n';

/**
 * The signed-in start page's modules (issue 22, the dashboard's LCP): what `/dashboard` runs before its first card
 * paints — the installed plugins (src/plugins.ts), the shell's layout, the dashboard's page chunk and the cards' chunk,
 * each with its static imports — and each language's messages. The server marks the HTML it sends for `paths` when the
 * request carries a session cookie (`<meta name="lonna-preload">`, apps/server/src/host/http/static-files.ts), and the
 * start script then asks for them with the entry, all at once, instead of one after another as each module's code
 * asks for the next (six round trips in a row). After the first frame like the entry, never in the HTML: a request
 * begun before the first paint counts into Lighthouse's simulated FCP and LCP (as preloads in the HTML it put the
 * dashboard's FCP from 0.8 at 1.3–2 s). Never for the sign-in screen. Also written as `.vite/route-preloads.json`
 * (the server reads `paths`).
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
/** the start's stages (`startStages`), as paths: read by tooling/scripts/bundle-report.mjs */
export const START_STAGES_FILE = '.vite/start-stages.json';
export interface RoutePreloads {
  /** the paths that show the dashboard to a signed-in user ("/" redirects there) */
  paths: string[];
  /** files under dist beyond the entry and its imports, in the order they are needed */
  modules: string[];
  /** locale → its message files (the plugins' `messages-<locale>` chunk, core's own), less those in `modules` */
  messages: Record<string, string[]>;
}
export const LOCALES = ['sv', 'en', 'fr', 'pl'] as const;
const DASHBOARD_PATHS = ['/', '/dashboard'];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports?: string[];
}

/** the bundle's chunks, and each chunk's files with its static imports, transitively, each once (`skip` not entered) */
function chunkGraph(bundle: Record<string, { type: string }>) {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (starts: readonly ChunkLike[], skip: ReadonlySet<string> = new Set()) => {
    const out = new Set<string>();
    const visit = (c: ChunkLike | undefined) => {
      if (!c || out.has(c.fileName) || skip.has(c.fileName)) return;
      out.add(c.fileName);
      c.imports.forEach((f) => visit(byFile.get(f)));
    };
    starts.forEach(visit);
    return out;
  };
  const facadeOf = (c: ChunkLike) => (c.facadeModuleId ?? '').replace(/\\/g, '/');
  return { chunks, byFile, entry: chunks.find((c) => c.isEntry), closure, facadeOf };
}

/**
 * The start's stages (src/main.tsx): modules the entry imports one after another, a task apart, instead of with its own,
 * so that no single task evaluates the whole graph (issue 22) — core's contracts (`start-contracts`), core's session
 * (`start-session`), the rest of core (`shell`), each one chunk (chunk-plan.ts), then React DOM's client. The start
 * script asks for each with its static imports together with the entry, so a stage never waits for the network. Files
 * under dist, without the leading slash, in the order the entry runs them.
 */
export function startStages(bundle: Record<string, { type: string }>): string[] {
  const { byFile, entry, closure, facadeOf } = chunkGraph(bundle);
  if (!entry) return [];
  const stages = (entry.dynamicImports ?? []).map((f) => byFile.get(f)).filter((c): c is ChunkLike => c !== undefined && isStageChunk(c, facadeOf(c)));
  return [...closure(stages, new Set([entry.fileName]))];
}

export function routePreloads(bundle: Record<string, { type: string }>): RoutePreloads | null {
  const { chunks, entry, closure, facadeOf } = chunkGraph(bundle);
  if (!entry) return null;
  const withFacade = (re: RegExp) => chunks.filter((c) => re.test(facadeOf(c)));
  const named = (name: string) => chunks.filter((c) => c.name === name);
  const first = new Set([...closure([entry]), ...startStages(bundle)]);
  const modules = closure(signedInStartChunks(chunks, facadeOf), first);
  const before = new Set([...first, ...modules]);
  const messages = Object.fromEntries(
    LOCALES.map((l) => [
      l,
      [...closure([...named(`messages-${l}`), ...withFacade(new RegExp(`/core/src/(?:.+/)?(?:i18n|access-i18n|messages)/${l}\\.ts$`))], before)].map(
        (f) => `/${f}`,
      ),
    ]),
  );
  return { paths: DASHBOARD_PATHS, modules: [...modules].map((f) => `/${f}`), messages };
}

export function bootSplash(): Plugin {
  return {
    name: 'lonna-boot-splash',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let out = html.replace(
          '<div id="root"></div>',
          `<div id="root">${FIRST_VIEW_START}${SPLASH_HTML}${FIRST_VIEW_END}</div><script>${LANGUAGE_SCRIPT}</script>`,
        );
        // the stylesheet first: the first paint waits for it, the module scripts do not block it
        const css = out.match(/\s*<link rel="stylesheet"[^>]*>/);
        const firstScript = out.search(/<script type="module"/);
        if (css && firstScript >= 0 && css.index! > firstScript) {
          out = out.replace(css[0], '');
          out = `${out.slice(0, firstScript)}${css[0].trim()}\n    ${out.slice(firstScript)}`;
        }
        return out;
      },
    },
    // build only: the app's modules load and start after the splash's first frame. A module script that has arrived
    // runs before the browser paints, so on a fast connection the splash would never show and the first paint would
    // wait for the whole start-up. Nor does the HTML preload them: Lighthouse's simulation counts every request that
    // began before the largest paint (the splash's tagline) as something that paint waited for, so the sign-in screen's
    // LCP came out at 2–2.3 s beside an FCP of 0.8 s though both are the same frame (issue 22). A deferred classic
    // script (assets/start-<hash>.js) asks for them once the browser reports the first contentful paint, or after 1 s
    // where none comes, at once in a hidden tab (no paint to wait for). Two animation frames were not enough: on a busy
    // machine the frame was presented after them, the modules' requests began before the paint and the dashboard's
    // simulated FCP counted their 243 KB (LCP 1.55 and 1.72 s in two runs of five, session 21). Browsers without paint
    // timing wait two frames, or 250 ms.
    generateBundle(_, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const source = String(html.source);
      const entry = source.match(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
      if (!entry) return;
      const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
      const staticImports = [...source.matchAll(preloadTag)].map((m) => m[1]!);
      const stages = startStages(bundle).map((f) => `/${f}`);
      const preloads = [entry[1]!, ...staticImports, ...stages.filter((f) => !staticImports.includes(f))];
      const route = routePreloads(bundle);
      const code = startScript(entry[1]!, preloads, route);
      const fileName = `assets/start-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      // the first paint needs the stylesheet only
      html.source = source.replace(preloadTag, '').replace(entry[0], `\n    <script defer src="/${fileName}"></script>`);
      if (route) this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(route) });
      // what the sign-in screen loads beyond the entry's static imports, for the bundle report's sign-in figure
      this.emitFile({ type: 'asset', fileName: START_STAGES_FILE, source: JSON.stringify(stages) });
    },
  };
}
