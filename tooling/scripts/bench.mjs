#!/usr/bin/env node
// `npm run bench`: bundle sizes (gzip) against ARCHITECTURE §7, then the API bench of apps/server and the time plugin's attest bench.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensurePnpm, log, root, run } from './lib.mjs';

const dist = join(root, 'apps', 'portal', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const KB = 1024;
const budgets = { initial: 150 * KB, pageChunk: 35 * KB };
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const fmt = (n) => `${(n / KB).toFixed(1)} KB`;

let over = 0;
if (!existsSync(manifestPath)) {
  console.error('no Vite manifest: build the portal first (npm run build)');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entry = Object.values(manifest).find((c) => c.isEntry);
// what the browser must load before the sign-in screen: the entry and its static imports, transitively
const initial = new Set();
const visit = (key) => {
  const c = manifest[key] ?? Object.values(manifest).find((m) => m.file === key);
  if (!c || initial.has(c.file)) return;
  initial.add(c.file);
  (c.imports ?? []).forEach(visit);
};
visit(Object.keys(manifest).find((k) => manifest[k] === entry));
const initialBytes = [...initial].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0);

console.log('\nBundle sizes (gzip -9)');
console.log(`${'chunk'.padEnd(64)}${'size'.padStart(10)}  budget`);
const initialOk = initialBytes <= budgets.initial;
if (!initialOk) over++;
console.log(
  `${'initial JavaScript to the sign-in screen'.padEnd(64)}${fmt(initialBytes).padStart(10)}  ≤ ${fmt(budgets.initial)} ${initialOk ? 'ok' : 'OVER'}`,
);
for (const [src, c] of Object.entries(manifest)) {
  if (!c.isDynamicEntry || !c.file.endsWith('.js')) continue;
  const size = gz(c.file);
  const isPage = /\/pages\//.test(src);
  const ok = !isPage || size <= budgets.pageChunk;
  if (!ok) over++;
  console.log(
    `${src
      .replace(/^.*?(core|plugins|apps)\//, '$1/')
      .slice(0, 62)
      .padEnd(64)}${fmt(size).padStart(10)}  ${isPage ? `≤ ${fmt(budgets.pageChunk)} ${ok ? 'ok' : 'OVER'}` : 'lazy'}`,
  );
}

const pnpm = ensurePnpm();
log('API bench (autocannon, 100 connections)');
const apiCode = await run(pnpm, ['--filter', '@lonna/server', 'bench']);
log('Time plugin: the attest list with 500 employees × a month (server and page)');
const timeCode = await run(pnpm, ['--filter', '@lonna/plugin-time', 'bench']);
if (over) console.log(`\n${over} chunk(s) over budget`);
process.exit(apiCode || timeCode || (over ? 1 : 0));
