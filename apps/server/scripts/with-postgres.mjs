#!/usr/bin/env node
// Runs a command with PG_URL pointing at a PostgreSQL database:
//   node scripts/with-postgres.mjs vitest run
// PG_URL (or a postgres:// DATABASE_URL) given → used as is. Otherwise a throwaway
// cluster is created in a temp dir on a free port, and stopped and deleted
// afterwards (also on failure and Ctrl-C).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command...>');
  process.exit(2);
}

function run(env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, ...env }, shell: process.platform === 'win32' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const given = process.env.PG_URL || (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : '');
if (given) process.exit(await run({ PG_URL: given }));

const root = '/usr/lib/postgresql';
const version = existsSync(root)
  ? readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))[0]
  : undefined;
if (!version) {
  if (process.env.LONNA_SKIP_PG === '1') {
    console.log('with-postgres: PostgreSQL is not installed; LONNA_SKIP_PG=1, so the command runs on SQLite only.');
    process.exit(await run({}));
  }
  console.error(
    'with-postgres: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb). Install it (apt-get install -y postgresql) or set PG_URL, or LONNA_SKIP_PG=1 to run on SQLite only.',
  );
  process.exit(1);
}
const bin = (name) => join(root, version, 'bin', name);

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

// initdb refuses to run as root: run the server binaries as the postgres user then
const asRoot = process.getuid?.() === 0;
const pgUser = (args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
function must([cmd, args]) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
}

const dir = mkdtempSync(join(tmpdir(), 'lonna-pg-'));
const data = join(dir, 'data');
if (asRoot) {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(dir, uid, gid);
}
chmodSync(dir, 0o700);
let started = false;
let cleaned = false;
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (started) spawnSync(...pgUser([bin('pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
}
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    cleanup();
    process.exit(130);
  });

let code = 1;
try {
  const port = await freePort();
  must(pgUser([bin('initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']));
  must(
    pgUser([
      bin('pg_ctl'),
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]),
  );
  started = true;
  must(pgUser([bin('createdb'), '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'lonna_test']));
  const url = `postgres://postgres@127.0.0.1:${port}/lonna_test`;
  console.log(`with-postgres: PostgreSQL ${version} on port ${port} (throwaway cluster)`);
  code = await run({ PG_URL: url });
} catch (e) {
  console.error(String(e instanceof Error ? e.message : e));
} finally {
  cleanup();
}
process.exit(code);
