#!/usr/bin/env node
// `npm run pack`: build core and every plugin, pack them into .packs/ and check each tarball (publint, attw).
// `npm run pack -- --version` first applies the pending changesets (`changeset version`: versions, changelogs).
import { join } from 'node:path';
import { ensurePnpm, fail, install, log, mustRun, root } from './lib.mjs';
import { checkTarball, packPackages, publishablePackages } from './packing.mjs';

const pnpm = ensurePnpm();
await install(pnpm);
if (process.argv.includes('--version')) await mustRun(pnpm, ['exec', 'changeset', 'version']);

const dest = join(root, '.packs');
const packages = publishablePackages();
const tarballs = await packPackages(pnpm, packages, dest);
let failed = 0;
for (const tarball of tarballs) {
  const problems = checkTarball(tarball);
  if (problems.length) failed++;
  log(`${problems.length ? '✗' : '✓'} ${tarball.slice(root.length + 1)}${problems.length ? `\n${problems.join('\n')}` : ''}`);
}
if (failed) fail(`${failed} of ${tarballs.length} packages fail publint or attw`);
log(`${tarballs.length} tarballs in .packs/, publint and attw pass: publish with \`npm publish .packs/<file>.tgz\``);
