#!/usr/bin/env node
// The first thing every user runs: `npm start` on this checkout comes up and answers /api/me with 401.
// Used by CI (.ci/run) before `npm test`, on a fresh clone in an environment without global build tools.
// Its own port and a throwaway database, so it never touches ./data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, log, root } from './lib.mjs';

const port = await new Promise((resolve, reject) => {
  const srv = createServer()
    .once('error', reject)
    .listen(0, '127.0.0.1', () => {
      const { port: p } = srv.address();
      srv.close(() => resolve(p));
    });
});
const dataDir = mkdtempSync(join(tmpdir(), 'lonna-start-'));
const limitMs = Number(process.env.LONNA_START_CHECK_SECONDS ?? 900) * 1000;

log(`npm start on port ${port} (a fresh database in ${dataDir})`);
const child = spawn('npm', ['start'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, PORT: String(port), DATABASE_URL: join(dataDir, 'lonna.sqlite') },
});
let exited = null;
child.on('exit', (code) => (exited = code ?? 1));

const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {}
  rmSync(dataDir, { recursive: true, force: true });
};

const t0 = Date.now();
let status = 0;
while (Date.now() - t0 < limitMs && exited === null) {
  status = await fetch(`http://127.0.0.1:${port}/api/me`, { headers: { 'dv-api': '1' } }).then(
    (r) => r.status,
    () => 0,
  );
  if (status !== 0) break;
  await new Promise((r) => setTimeout(r, 1000));
}
stop();
if (exited !== null && status === 0) fail(`npm start exited (code ${exited}) before it served the portal`);
if (status !== 401) fail(`npm start: GET /api/me answered ${status || 'nothing'} within ${Math.round((Date.now() - t0) / 1000)} s; expected 401`);
log(`npm start served the portal: GET /api/me → 401 after ${Math.round((Date.now() - t0) / 1000)} s`);
