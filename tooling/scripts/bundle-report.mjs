#!/usr/bin/env node
// `node tooling/scripts/bundle-report.mjs [--modules N]`, after a portal build: every JavaScript chunk of
// apps/portal/dist with its gzip (-9) and brotli (11) size, what loads it (the sign-in screen, a page, a card, a
// language…) and, with --modules, its N largest modules (rendered size before minification, dist/.vite/modules.json).
// `npm run bench` prints the largest of them; this is the whole table (issue 22: what the whole app carries).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const KB = 1024;
const fmt = (n) => `${(n / KB).toFixed(1)} KB`;

/**
 * The files the sign-in screen loads (under dist, no leading slash): the entry with its static imports, transitively;
 * the start's stages, which the entry imports a task later (apps/portal/boot-splash.ts `startStages`); and the classic
 * scripts index.html loads itself (the start script, not in the manifest). The one rule for "the sign-in screen's
 * JavaScript" (the bench's budget and this report).
 */
export function signInFiles(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = new Set();
  const visit = (key) => {
    const c = manifest[key];
    if (!c || initial.has(c.file)) return;
    initial.add(c.file);
    (c.imports ?? []).forEach(visit);
  };
  visit(entryKey);
  const stagesPath = join(dist, '.vite', 'start-stages.json');
  for (const path of existsSync(stagesPath) ? JSON.parse(readFileSync(stagesPath, 'utf8')) : []) initial.add(path.replace(/^\//, ''));
  for (const m of readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g)) initial.add(m[1]);
  return initial;
}

/** every chunk of the build: { file, gzip, brotli, raw, initial, serves: [source…], modules: [[id, size]…] } */
export function bundleChunks(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const modulesPath = join(dist, '.vite', 'modules.json');
  const modules = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : {};
  const initial = signInFiles(dist);
  const byFile = new Map();
  for (const [src, c] of Object.entries(manifest)) {
    if (!c.file.endsWith('.js')) continue;
    const row = byFile.get(c.file) ?? { file: c.file, serves: [] };
    if (c.isEntry || c.isDynamicEntry) row.serves.push(src.replace(/^.*?(core|plugins|apps)\//, '$1/'));
    byFile.set(c.file, row);
  }
  return [...byFile.values()].map((row) => {
    const bytes = readFileSync(join(dist, row.file));
    return {
      ...row,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      initial: initial.has(row.file),
      modules: Object.entries(modules[row.file] ?? {}),
    };
  });
}

/** a language's module: a locale file (`i18n/en.ts`), its slice of a shared messages file, a date-fns locale */
const languageModule = (id, l) =>
  new RegExp(`(?:[\\\\/]|lonna-)${l}\\.ts$|[\\\\/]${l}[\\\\/]|date-fns[\\\\/]locale[\\\\/]${l === 'en' ? 'en-US' : l}(?:[\\\\/]|\\.js$)`).test(id);

/** a chunk that only a user of another language than `keep` downloads: every module of it is another language's */
export function otherLanguageOnly(chunk, keep = 'sv') {
  const others = ['sv', 'en', 'fr', 'pl'].filter((l) => l !== keep);
  const ofOther = (id) => others.some((l) => languageModule(id, l));
  if (chunk.initial) return false;
  if (chunk.modules.length) return chunk.modules.every(([id]) => ofOther(id));
  return chunk.serves.length > 0 && chunk.serves.every(ofOther);
}

/** what a chunk is for, in a few words */
export function describe(chunk) {
  if (chunk.initial) return 'sign-in screen';
  // the named groups of apps/portal/chunk-groups.ts
  const group = chunk.file.match(/^assets\/(p-[\w-]+?|cards|messages-(?:sv|en|fr|pl))-[\w-]{8}\.js$/)?.[1];
  if (group?.startsWith('p-')) return `the pages of ${group.slice(2)}`;
  if (group === 'cards') return 'the dashboard cards';
  if (group) return `every plugin's texts in ${group.slice(-2)}`;
  const s = chunk.serves;
  if (!s.length) return `shared: ${chunk.modules[0]?.[0] ?? '?'}`;
  const pages = s.filter((x) => /\/pages\//.test(x));
  if (pages.length) return `${pages.length} page(s): ${pages.map((p) => p.replace(/^plugins\/([^/]+)\/src\/pages\/([^/]+).*$/, '$1/$2')).join(', ')}`;
  if (s.every((x) => /\/cards\//.test(x))) return `${s.length} dashboard card(s)`;
  if (s.every((x) => /\/(sv|en|fr|pl)\.ts$/.test(x))) return `${s.length} locale file(s), ${s[0].match(/(sv|en|fr|pl)\.ts$/)[1]}`;
  return s.length > 2 ? `${s.slice(0, 2).join(', ')} +${s.length - 2}` : s.join(', ');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = join(import.meta.dirname, '..', '..', 'apps', 'portal', 'dist');
  const i = process.argv.indexOf('--modules');
  const top = i > 0 ? Number(process.argv[i + 1] ?? 5) : 0;
  const chunks = bundleChunks(dist).sort((a, b) => b.gzip - a.gzip);
  console.log(`${'chunk'.padEnd(36)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}${'raw'.padStart(11)}  loaded for`);
  for (const c of chunks) {
    console.log(
      `${c.file.replace('assets/', '').padEnd(36)}${fmt(c.gzip).padStart(10)}${fmt(c.brotli).padStart(10)}${fmt(c.raw).padStart(11)}  ${describe(c)}`,
    );
    for (const [id, size] of c.modules.slice(0, top)) console.log(`${''.padEnd(40)}${fmt(size).padStart(10)}  ${id}`);
  }
  const sum = (k, f = () => true) => chunks.filter(f).reduce((s, c) => s + c[k], 0);
  console.log(`${chunks.length} chunks: ${fmt(sum('gzip'))} gzip, ${fmt(sum('brotli'))} brotli, ${fmt(sum('raw'))} raw`);
}
