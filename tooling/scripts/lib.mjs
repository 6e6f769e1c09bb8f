// Shared by start/test/bench: find or install the pinned pnpm, run commands, report.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

const toolingBin = join(root, '.tooling', 'node_modules', '.bin');
const workspaceBin = join(root, 'node_modules', '.bin');

/**
 * The environment every command runs in. The project's own tools come first on PATH — the private pnpm in
 * .tooling/ (turbo looks for `pnpm` on PATH, from packageManager) and the workspace's bin folder (turbo, tsx) —
 * so a global pnpm, turbo or tsx is never what runs, whatever the machine has.
 */
export function baseEnv(extra = {}) {
  const path = [toolingBin, workspaceBin, process.env.PATH ?? ''].join(delimiter);
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...extra, PATH: path };
  // node-gyp builds better-sqlite3 offline against the installed Node headers when they are there
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return env;
}

function pnpmVersion(bin) {
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The pinned pnpm, always the project's own copy in .tooling/ (installed with npm on the first run). */
export function ensurePnpm() {
  checkNode();
  const local = join(toolingBin, 'pnpm');
  if (pnpmVersion(local) === pinned) return local;
  log(`installing pnpm ${pinned} into .tooling/ (first run only)`);
  // npm itself does not know the nodedir setting (it is for node-gyp under pnpm) and would warn about it
  const { npm_config_nodedir: _nodedir, ...npmEnv } = baseEnv();
  const r = spawnSync('npm', ['install', '--prefix', join(root, '.tooling'), '--no-save', '--no-audit', '--no-fund', `pnpm@${pinned}`], {
    stdio: 'inherit',
    env: npmEnv,
  });
  if (r.status !== 0 || pnpmVersion(local) !== pinned) fail(`could not install pnpm ${pinned} with npm`);
  return local;
}

/** Node ≥ 20.19 (package.json engines): say so plainly instead of failing later in a dependency. */
export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) fail(`Node ${process.versions.node} is too old: Lönna needs Node ≥ 20.19 (with npm)`);
}

export function log(msg) {
  process.stdout.write(`\x1b[1m[lonna]\x1b[0m ${msg}\n`);
}
export function fail(msg) {
  process.stderr.write(`\x1b[31m[lonna] ${msg}\x1b[0m\n`);
  process.exit(1);
}

/** Run a command, inherit stdio; resolves with the exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: baseEnv(opts.env) });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (e) => {
      process.stderr.write(`${cmd}: ${e.message}\n`);
      resolve(127);
    });
  });
}

export async function mustRun(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) fail(`${cmd} ${args.join(' ')} failed (exit ${code})`);
}

/** pnpm install: frozen when the lockfile is there (CI, fresh clones), so what was tested is what runs. */
export async function install(pnpm) {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml'));
  await mustRun(pnpm, ['install', frozen ? '--frozen-lockfile' : '--no-frozen-lockfile', '--reporter=append-only'], { env: { CI: 'true' } });
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}
