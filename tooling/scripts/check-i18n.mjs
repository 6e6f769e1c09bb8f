#!/usr/bin/env node
// Four complete languages: every namespace (a folder holding sv.ts, en.ts, fr.ts, pl.ts) must have the
// same keys in each locale, no empty texts, and the same {{placeholders}} as Swedish.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from './lib.mjs';

const LOCALES = ['sv', 'en', 'fr', 'pl'];
const SKIP = new Set(['node_modules', 'dist', '.turbo', 'test']);

function* localeFolders(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = join(dir, name);
    if (!statSync(p).isDirectory()) continue;
    if (LOCALES.every((l) => existsSync(join(p, `${l}.ts`)))) yield p;
    yield* localeFolders(p);
  }
}

function flatten(obj, prefix = '', out = new Map()) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, out);
    else out.set(key, v);
  }
  return out;
}
const placeholders = (s) =>
  [...String(s).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const sources = [join(root, 'core', 'src'), ...readdirSync(join(root, 'plugins')).map((p) => join(root, 'plugins', p, 'src'))].filter(existsSync);
const problems = [];
let namespaces = 0;
let keys = 0;
for (const src of sources) {
  for (const folder of localeFolders(src)) {
    namespaces++;
    const tables = {};
    for (const l of LOCALES) {
      const mod = await tsImport(pathToFileURL(join(folder, `${l}.ts`)).href, import.meta.url);
      tables[l] = flatten(mod.default ?? mod);
    }
    const where = relative(root, folder);
    const all = new Set(LOCALES.flatMap((l) => [...tables[l].keys()]));
    keys += all.size;
    for (const key of all) {
      for (const l of LOCALES) {
        const v = tables[l].get(key);
        if (v === undefined) problems.push(`${where}: "${key}" is missing in ${l}`);
        else if (typeof v !== 'string' || v.trim() === '') problems.push(`${where}: "${key}" is empty in ${l}`);
        else if (tables.sv.has(key) && placeholders(v) !== placeholders(tables.sv.get(key))) {
          problems.push(`${where}: "${key}" in ${l} has placeholders {${placeholders(v)}} but sv has {${placeholders(tables.sv.get(key))}}`);
        }
      }
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`i18n: ${problems.length} problem(s) in ${namespaces} namespaces`);
  process.exit(1);
}
console.log(`i18n: ${namespaces} namespaces, ${keys} keys, complete in ${LOCALES.join(', ')}`);
