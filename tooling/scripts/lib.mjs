// Shared by start/test/bench: find or install the pinned pnpm, run commands, report.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

export function baseEnv(extra = {}) {
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...extra };
  // node-gyp builds better-sqlite3 offline against the installed Node headers when they are there
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return env;
}

function pnpmVersion(bin) {
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The pinned pnpm: the global one when it matches, else a private copy in .tooling/ installed with npm. */
export function ensurePnpm() {
  if (pnpmVersion('pnpm') === pinned) return 'pnpm';
  const local = join(root, '.tooling', 'node_modules', '.bin', 'pnpm');
  if (pnpmVersion(local) === pinned) return local;
  log(`installing pnpm ${pinned} into .tooling/ (first run only)`);
  const r = spawnSync('npm', ['install', '--prefix', join(root, '.tooling'), '--no-save', '--no-audit', '--no-fund', `pnpm@${pinned}`], { stdio: 'inherit', env: baseEnv() });
  if (r.status !== 0 || pnpmVersion(local) !== pinned) fail(`could not install pnpm ${pinned} with npm`);
  return local;
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
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, env: baseEnv(opts.env), ...opts, env: baseEnv(opts.env) });
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
