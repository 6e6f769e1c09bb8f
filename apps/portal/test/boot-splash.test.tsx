import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Splash } from '../../../core/src/shell/app-root';
import { bootSplash, SPLASH_HTML } from '../boot-splash';

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
    expect(html).toContain(`<div id="root">${SPLASH_HTML}</div>`);
    expect(html).toContain('Laddar Lönna …');
    for (const text of ['Loading Lönna …', 'Chargement de Lönna …', 'Ładowanie Lönna …', 'Payroll, time and expenses in one place'])
      expect(html).toContain(text);
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('asks for the modules and starts the app from a file of the build one frame after the first paint', () => {
    const { html, emitted } = generate(transform(built));
    expect(html).not.toContain('<script type="module"');
    // nothing but the stylesheet before the first paint (Lighthouse counts every earlier request into the LCP)
    expect(html).not.toContain('modulepreload');
    expect(emitted).toHaveLength(1);
    const start = emitted[0]!;
    expect(start.fileName).toMatch(/^assets\/start-[0-9a-f]{8}\.js$/);
    expect(html).toContain(`<script defer src="/${start.fileName}"></script>`);
    expect(start.source).toContain('"/assets/index-abc.js"');
    expect(start.source).toContain('["/assets/index-abc.js","/assets/jsx-runtime-def.js"]');
    expect(start.source).toContain("l.rel='modulepreload'");
    expect(start.source).toContain('requestAnimationFrame');
  });

  it("is the same markup as the shell's Splash, so React's first render changes nothing on screen", () => {
    expect(shape(SPLASH_HTML)).toEqual(shape(renderToStaticMarkup(<Splash />)));
  });
});
