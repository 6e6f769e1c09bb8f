// The path an outside company's developer takes: pack core and a plugin, install the tarballs with npm into a portal
// outside this workspace, and see the plugin register. Peers come from the npm registry; the npm cache is kept in
// node_modules/.cache so a repeat run installs offline in seconds.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ensurePnpm, root } from '../scripts/lib.mjs';
import { checkTarball, packPackages, publishablePackages } from '../scripts/packing.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'lonna-scratch-portal-'));
const npmCache = join(root, 'node_modules', '.cache', 'lonna-pack-test-npm');
let tarballs = {};

test.after(() => rmSync(scratch, { recursive: true, force: true }));

// what another package imports from a workspace package must be there when it is installed from the registry
// (time's `./booking`, which staffing imports, was not); core's server tester is workspace-only: the host implements it
const WORKSPACE_ONLY = new Set(['@lonna/core ./testing/server']);
test('every entry a package exports in the workspace is in its published exports', () => {
  for (const p of publishablePackages()) {
    const pkg = JSON.parse(readFileSync(join(p.dir, 'package.json'), 'utf8'));
    const published = Object.keys(pkg.publishConfig.exports);
    const missing = Object.keys(pkg.exports).filter((key) => !published.includes(key) && !WORKSPACE_ONLY.has(`${p.name} ${key}`));
    assert.deepEqual(missing, [], `${p.name}: exported in the workspace but not published`);
  }
});

test('core and every plugin pack, and each tarball passes publint and attw', async () => {
  const packages = publishablePackages();
  assert.ok(packages.some((p) => p.name === '@lonna/core') && packages.some((p) => p.name === '@lonna/plugin-time'));
  const paths = await packPackages(ensurePnpm(), packages, join(scratch, 'packs'));
  tarballs = Object.fromEntries(packages.map((p, i) => [p.name, paths[i]]));
  for (const tarball of paths) assert.deepEqual(checkTarball(tarball), [], tarball);
});

test('a packed plugin installs with npm outside the workspace and registers', () => {
  assert.ok(tarballs['@lonna/plugin-time'], 'the packing test ran first');
  const portal = join(scratch, 'portal');
  const pkg = {
    name: 'scratch-portal',
    private: true,
    type: 'module',
    dependencies: { '@lonna/core': `file:${tarballs['@lonna/core']}`, '@lonna/plugin-time': `file:${tarballs['@lonna/plugin-time']}` },
  };
  spawnSync('mkdir', ['-p', portal]);
  writeFileSync(join(portal, 'package.json'), JSON.stringify(pkg, null, 2));
  const npm = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', '--cache', npmCache], {
    cwd: portal,
    encoding: 'utf8',
  });
  assert.equal(npm.status, 0, `npm install failed:\n${npm.stdout}\n${npm.stderr}`);

  // the server half is a declaration (`export default defineServerPlugin`) or, before that lands, the named factory
  writeFileSync(
    join(portal, 'register.mjs'),
    `import { CORE_VERSION, validatePlugins } from '@lonna/core';
import plugin from '@lonna/plugin-time';
import * as serverModule from '@lonna/plugin-time/server';
validatePlugins([plugin], CORE_VERSION);
const server = serverModule.default ?? serverModule.timeServerPlugin?.({ now: () => new Date('2026-03-02T08:00:00Z') });
if (!server || server.id !== plugin.id) throw new Error('the server half declares no plugin with the id ' + plugin.id);
console.log(JSON.stringify({ client: plugin.id, routes: plugin.routes.length, server: server.id, endpoints: server.endpoints.length }));
`,
  );
  const run = spawnSync(process.execPath, ['register.mjs'], { cwd: portal, encoding: 'utf8' });
  assert.equal(run.status, 0, `registering the installed plugin failed:\n${run.stdout}\n${run.stderr}`);
  const seen = JSON.parse(run.stdout.trim().split('\n').pop());
  assert.equal(seen.client, 'time');
  assert.equal(seen.server, 'time');
  assert.ok(seen.routes > 0 && seen.endpoints > 0, run.stdout);
});
