import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Splash } from '../../../core/src/shell/app-root';
import { bootSplash, FIRST_VIEW_END, FIRST_VIEW_START, ROUTE_PRELOADS_FILE, routePreloads, SPLASH_HTML, START_STAGES_FILE, startStages } from '../boot-splash';

const built = `<!doctype html>
<html lang="sv">
  <head>
    <title>Lönna</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

type Hook = { handler: (html: string) => string };
const plugin = bootSplash();
const transform = (html: string) => (plugin.transformIndexHtml as unknown as Hook).handler(html);
const generate = (html: string) => {
  const emitted: { fileName: string; source: string }[] = [];
  const bundle = { 'index.html': { type: 'asset', source: html } };
  (plugin.generateBundle as unknown as (this: unknown, o: unknown, b: unknown) => void).call(
    { emitFile: (f: { fileName: string; source: string }) => emitted.push(f) },
    {},
    bundle,
  );
  return { html: String(bundle['index.html'].source), emitted };
};
/** the markup without its texts and ids (the texts are the language's; the ids are for the language script) */
const shape = (html: string) => html.replace(/ id="[^"]*"/g, '').replace(/>[^<]+</g, '><');

describe('the first paint before the JavaScript (issue 22)', () => {
  it("puts the start screen into #root, with the remembered language's texts, and the stylesheet before the scripts", () => {
    const html = transform(built);
    expect(html).toContain(`<div id="root">${FIRST_VIEW_START}${SPLASH_HTML}${FIRST_VIEW_END}</div>`);
    expect(html).toContain('Laddar Lönna …');
    for (const text of ['Loading Lönna …', 'Chargement de Lönna …', 'Ładowanie Lönna …', 'Payroll, time and expenses in one place'])
      expect(html).toContain(text);
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('asks for the modules and starts the app from a file of the build', () => {
    const { html, emitted } = generate(transform(built));
    expect(html).not.toContain('<script type="module"');
    // nothing but the stylesheet before the first paint (Lighthouse counts every earlier request into the LCP)
    expect(html).not.toContain('modulepreload');
    // the start script, and the list of the start's stages for the bundle report
    expect(emitted.map((f) => f.fileName)).toEqual([expect.stringMatching(/^assets\/start-/), START_STAGES_FILE]);
    const start = emitted[0]!;
    expect(start.fileName).toMatch(/^assets\/start-[0-9a-f]{8}\.js$/);
    expect(html).toContain(`<script defer src="/${start.fileName}"></script>`);
    expect(start.source).toContain('"/assets/index-abc.js"');
    expect(start.source).toContain('["/assets/index-abc.js","/assets/jsx-runtime-def.js"]');
    expect(start.source).toContain("l.rel='modulepreload'");
  });

  describe('runs the start after the first contentful paint (issue 22: requests begun before it count into the simulated LCP)', () => {
    // the emitted script run against a browser of stubs: what it appends to <head>, and when
    const run = (browser: { hidden?: boolean; paintTiming?: boolean }) => {
      const appended: string[] = [];
      const timers: { fn: () => void; ms: number }[] = [];
      const frames: (() => void)[] = [];
      let observer: { cb: (list: { getEntriesByName(n: string): unknown[] }) => void; disconnected: boolean } | null = null;
      const el = () => ({ rel: '', src: '', href: '', type: '', crossOrigin: '' });
      const document = {
        visibilityState: browser.hidden ? 'hidden' : 'visible',
        documentElement: { lang: 'sv' },
        querySelector: () => null,
        createElement: el,
        createDocumentFragment: () => ({ appendChild: (l: { href: string }) => appended.push(l.href) }),
        head: { appendChild: (e: { src?: string }) => e.src && appended.push(`entry ${e.src}`) },
      };
      class PerformanceObserver {
        static supportedEntryTypes = browser.paintTiming ? ['paint', 'navigation'] : ['navigation'];
        constructor(cb: (list: { getEntriesByName(n: string): unknown[] }) => void) {
          observer = { cb, disconnected: false };
        }
        observe() {}
        disconnect() {
          observer!.disconnected = true;
        }
      }
      const { emitted } = generate(transform(built));
      new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', emitted[0]!.source)(
        document,
        PerformanceObserver,
        (fn: () => void) => frames.push(fn),
        (fn: () => void, ms: number) => timers.push({ fn, ms }),
      );
      const paint = (name: string) => observer!.cb({ getEntriesByName: (n) => (n === name ? [{}] : []) });
      return { appended, timers, frames, paint, observer: () => observer };
    };

    it('asks for nothing before the paint, and for the entry and its modules once the first contentful paint is reported', () => {
      const b = run({ paintTiming: true });
      expect(b.appended).toEqual([]);
      expect(b.frames).toEqual([]);
      b.paint('first-paint');
      expect(b.timers.map((t) => t.ms)).toEqual([1000]);
      b.paint('first-contentful-paint');
      expect(b.observer()!.disconnected).toBe(true);
      for (const t of b.timers.filter((t) => t.ms === 0)) t.fn();
      expect(b.appended).toEqual(['/assets/index-abc.js', '/assets/jsx-runtime-def.js', 'entry /assets/index-abc.js']);
      // the fallback after it starts nothing twice
      for (const t of b.timers) t.fn();
      expect(b.appended).toHaveLength(3);
    });

    it('starts after 1 s when no paint is reported, at once in a hidden tab, after two frames where the browser has no paint timing', () => {
      const never = run({ paintTiming: true });
      never.timers.find((t) => t.ms === 1000)!.fn();
      expect(never.appended).toContain('entry /assets/index-abc.js');
      expect(run({ hidden: true, paintTiming: true }).appended).toContain('entry /assets/index-abc.js');
      const old = run({ paintTiming: false });
      expect(old.appended).toEqual([]);
      old.frames.shift()!();
      old.frames.shift()!();
      old.timers.find((t) => t.ms === 0)!.fn();
      expect(old.appended).toContain('entry /assets/index-abc.js');
    });
  });

  it("is the same markup as the shell's Splash, so React's first render changes nothing on screen", () => {
    expect(shape(SPLASH_HTML)).toEqual(shape(renderToStaticMarkup(<Splash />)));
  });
});

/** a bundle as the build hands it to generateBundle: the entry, the plugins, the layout, the dashboard, the cards, messages */
const chunk = (fileName: string, o: { name?: string; isEntry?: boolean; facade?: string; imports?: string[]; dynamicImports?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  name: o.name ?? fileName.replace(/^assets\/|-[^-]+\.js$/g, ''),
  isEntry: o.isEntry ?? false,
  facadeModuleId: o.facade ?? null,
  imports: o.imports ?? [],
  dynamicImports: o.dynamicImports ?? [],
});
const bundle = Object.fromEntries(
  [
    chunk('assets/index-abc.js', {
      isEntry: true,
      facade: '/r/apps/portal/index.html',
      imports: ['assets/jsx-runtime-def.js'],
      dynamicImports: ['assets/client-rd1.js', 'assets/plugins-p1.js', 'assets/layout-l1.js'],
    }),
    chunk('assets/jsx-runtime-def.js'),
    chunk('assets/client-rd1.js', { facade: '/r/node_modules/react-dom/client.js', imports: ['assets/react-dom-rd2.js', 'assets/jsx-runtime-def.js'] }),
    chunk('assets/react-dom-rd2.js'),
    chunk('assets/plugins-p1.js', { facade: '/r/apps/portal/src/plugins.ts', imports: ['assets/jsx-runtime-def.js', 'assets/contracts-c1.js'] }),
    chunk('assets/contracts-c1.js'),
    chunk('assets/layout-l1.js', { facade: '/r/core/src/shell/layout/index.ts', imports: ['assets/dialog-d1.js'] }),
    chunk('assets/dialog-d1.js'),
    chunk('assets/p-dashboard-x1.js', { name: 'p-dashboard' }),
    chunk('assets/cards-k1.js', { name: 'cards', imports: ['assets/feed-post-f1.js', 'assets/contracts-c1.js'] }),
    chunk('assets/feed-post-f1.js'),
    chunk('assets/p-time-t1.js', { name: 'p-time' }),
    chunk('assets/messages-sv-m1.js', { name: 'messages-sv', imports: ['assets/jsx-runtime-def.js'] }),
    chunk('assets/sv-a1.js', { facade: '/r/core/src/portal/access-i18n/sv.ts' }),
    chunk('assets/messages-en-m2.js', { name: 'messages-en' }),
    chunk('assets/en-s2.js', { facade: '/r/core/src/shell/i18n/en.ts' }),
  ].map((c) => [c.fileName, c]),
);

describe("the start's stages (issue 22, the sign-in screen's blocking time)", () => {
  it("are React DOM's client and its imports: not the entry's other dynamic imports (the plugins, the layout)", () => {
    expect(startStages(bundle)).toEqual(['assets/client-rd1.js', 'assets/react-dom-rd2.js', 'assets/jsx-runtime-def.js']);
  });

  it("are core's stages (start-*, shell) and React DOM's client, in the entry's order, each with its imports once", () => {
    const staged = Object.fromEntries(
      [
        chunk('assets/index-abc.js', {
          isEntry: true,
          facade: '/r/apps/portal/src/main.tsx',
          dynamicImports: ['assets/start-contracts-c.js', 'assets/start-session-s.js', 'assets/shell-h.js', 'assets/plugins-p1.js', 'assets/client-rd1.js'],
        }),
        chunk('assets/start-contracts-c.js', { name: 'start-contracts', imports: ['assets/rolldown-runtime-r.js'] }),
        chunk('assets/rolldown-runtime-r.js'),
        chunk('assets/start-session-s.js', { name: 'start-session', imports: ['assets/start-contracts-c.js'] }),
        chunk('assets/shell-h.js', { name: 'shell', imports: ['assets/start-session-s.js'], dynamicImports: ['assets/layout-l1.js'] }),
        chunk('assets/layout-l1.js', { facade: '/r/core/src/shell/layout/index.ts' }),
        chunk('assets/plugins-p1.js', { facade: '/r/apps/portal/src/plugins.ts' }),
        chunk('assets/client-rd1.js', { facade: '/r/node_modules/react-dom/client.js', imports: ['assets/react-dom-rd2.js'] }),
        chunk('assets/react-dom-rd2.js'),
      ].map((c) => [c.fileName, c]),
    );
    expect(startStages(staged)).toEqual([
      'assets/start-contracts-c.js',
      'assets/rolldown-runtime-r.js',
      'assets/start-session-s.js',
      'assets/shell-h.js',
      'assets/client-rd1.js',
      'assets/react-dom-rd2.js',
    ]);
  });

  it('are asked for by the start script with the entry, so a stage never waits for the network, and listed for the bundle report', () => {
    const emitted: { fileName: string; source: string }[] = [];
    const b = { ...bundle, 'index.html': { type: 'asset', source: transform(built) } };
    (plugin.generateBundle as unknown as (this: unknown, o: unknown, b: unknown) => void).call(
      { emitFile: (f: { fileName: string; source: string }) => emitted.push(f) },
      {},
      b,
    );
    const start = emitted.find((f) => f.fileName.startsWith('assets/start-'))!;
    // the entry's static imports once, then the stages (the signed-in page's list comes after, on its mark only)
    expect(start.source).toContain('var u=["/assets/index-abc.js","/assets/jsx-runtime-def.js","/assets/client-rd1.js","/assets/react-dom-rd2.js"];');
    expect(JSON.parse(emitted.find((f) => f.fileName === START_STAGES_FILE)!.source)).toEqual([
      '/assets/client-rd1.js',
      '/assets/react-dom-rd2.js',
      '/assets/jsx-runtime-def.js',
    ]);
  });
});

describe("the signed-in start page's modules (issue 22, the dashboard's LCP)", () => {
  it("lists the plugins', the layout's, the dashboard's and the cards' modules beyond the entry's, and each language's messages", () => {
    const r = routePreloads(bundle)!;
    expect(r.paths).toEqual(['/', '/dashboard']);
    expect(r.modules).toEqual([
      '/assets/plugins-p1.js',
      '/assets/contracts-c1.js',
      '/assets/layout-l1.js',
      '/assets/dialog-d1.js',
      '/assets/p-dashboard-x1.js',
      '/assets/cards-k1.js',
      '/assets/feed-post-f1.js',
    ]);
    expect(r.messages.sv).toEqual(['/assets/messages-sv-m1.js', '/assets/sv-a1.js']);
    expect(r.messages.en).toEqual(['/assets/messages-en-m2.js', '/assets/en-s2.js']);
    expect(r.messages.fr).toEqual([]);
  });

  it('asks for them from the start script, after the first frame, only on a page the server marked', () => {
    const html = transform(built);
    const emitted: { fileName: string; source: string }[] = [];
    const b = { ...bundle, 'index.html': { type: 'asset', source: html } };
    (plugin.generateBundle as unknown as (this: unknown, o: unknown, b: unknown) => void).call(
      { emitFile: (f: { fileName: string; source: string }) => emitted.push(f) },
      {},
      b,
    );
    // the HTML itself fetches nothing before the first paint
    expect(String(b['index.html'].source)).not.toContain('modulepreload');
    const start = emitted.find((f) => f.fileName.startsWith('assets/start-'))!;
    expect(start.source).toContain(`document.querySelector('meta[name="lonna-preload"]')`);
    expect(start.source).toContain('"/assets/cards-k1.js"');
    expect(start.source).toContain('[document.documentElement.lang]');
    const json = emitted.find((f) => f.fileName === ROUTE_PRELOADS_FILE)!;
    expect(JSON.parse(json.source).paths).toEqual(['/', '/dashboard']);
  });
});
