#!/usr/bin/env node
// npm run new-plugin -- <id> [--title "Visible name"] [--no-install]
// Writes plugins/<id> (both halves, contract, page, migration, seed, tests, four languages, README), its changeset,
// registers it in plugins.installed.json and installs it; docs/plugins.md goes on from there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { GeneratorError, generatePlugin } from '../new-plugin/generate.mjs';
import { baseEnv, ensurePnpm, fail, log, root } from './lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { title: { type: 'string' }, 'no-install': { type: 'boolean', default: false } },
});

const started = Date.now();
let result;
try {
  result = generatePlugin({ root, id: positionals[0], title: values.title });
} catch (e) {
  if (e instanceof GeneratorError) fail(e.message);
  throw e;
}
for (const f of result.written) log(`wrote ${f}`);
// the template's lines are as long as the id makes them: the house formatter lays them out
const biome = join(root, 'node_modules', '.bin', 'biome');
if (existsSync(biome)) spawnSync(biome, ['format', '--write', ...result.written], { cwd: root, stdio: 'ignore' });

if (!values['no-install']) {
  log('pnpm install (links the new package into the workspace)');
  const r = spawnSync(ensurePnpm(), ['install', '--prefer-offline'], { cwd: root, stdio: 'inherit', env: baseEnv() });
  if (r.status !== 0) fail('pnpm install failed: the files are written; run `npm run build` to install and build.');
}
const { id } = result.names;
log(`${result.package} is registered (${((Date.now() - started) / 1000).toFixed(1)} s). Next:`);
log(`  npm start                                   → the drawer item "${result.names.title}" at /${id}`);
log(`  cd plugins/${id} && ../../.tooling/node_modules/.bin/pnpm test   → its model and server tests`);
log('  docs/plugins.md                              → from here to your own domain');
