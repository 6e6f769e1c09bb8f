// Publishable packages: core and every plugin. Build with tsup (turbo, cached), `pnpm pack` (publishConfig swaps the
// exports from src/ to dist/), then check each tarball with publint and attw — what a registry user would get.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDeclarations } from './declarations.mjs';
import { baseEnv, root } from './lib.mjs';

/** core and plugins/*: every workspace package with a publishConfig. */
export function publishablePackages() {
  const dirs = ['core', ...readdirSync(join(root, 'plugins')).map((n) => `plugins/${n}`)];
  return dirs
    .filter((d) => existsSync(join(root, d, 'package.json')))
    .map((d) => ({ dir: join(root, d), pkg: JSON.parse(readFileSync(join(root, d, 'package.json'), 'utf8')) }))
    .filter((p) => p.pkg.publishConfig && !p.pkg.private)
    .map((p) => ({ dir: p.dir, name: p.pkg.name, version: p.pkg.version }));
}

function sh(cmd, args, cwd = root) {
  const r = spawnSync(cmd, args, { cwd, env: baseEnv(), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** Build (turbo cache makes a repeat free), write the declarations and pack the named packages into dest; returns
 * the tarball paths. */
export async function packPackages(pnpm, packages, dest) {
  mkdirSync(dest, { recursive: true });
  // the JavaScript (tsup, esbuild: seconds), two at a time as npm test runs this beside other suites
  sh(pnpm, ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only', '--concurrency=2', ...packages.map((p) => `--filter=${p.name}`)]);
  await buildDeclarations(packages.map((p) => p.dir));
  return packages.map((p) => {
    const out = sh(pnpm, ['pack', '--pack-destination', dest], p.dir);
    const tarball = out
      .trim()
      .split('\n')
      .filter((l) => l.endsWith('.tgz'))
      .pop();
    if (!tarball || !existsSync(tarball)) throw new Error(`pnpm pack wrote no tarball for ${p.name}:\n${out}`);
    return tarball;
  });
}

/** publint on the unpacked tarball (exactly what ships) and attw on the tarball, ESM-only profile. */
export function checkTarball(tarball) {
  const problems = [];
  const dir = mkdtempSync(join(tmpdir(), 'lonna-publint-'));
  try {
    sh('tar', ['-xzf', tarball, '-C', dir]);
    const bin = join(root, 'node_modules', '.bin');
    const publint = spawnSync(join(bin, 'publint'), [join(dir, 'package'), '--pack', 'false', '--strict'], { encoding: 'utf8' });
    if (publint.status !== 0) problems.push(`publint:\n${publint.stdout}${publint.stderr}`);
    const attw = spawnSync(join(bin, 'attw'), [tarball, '--profile', 'esm-only', '--format', 'table', '--exclude-entrypoints', './ui/styles.css'], {
      encoding: 'utf8',
    });
    if (attw.status !== 0) problems.push(`attw:\n${attw.stdout}${attw.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return problems;
}
