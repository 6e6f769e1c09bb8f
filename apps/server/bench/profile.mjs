#!/usr/bin/env node
// CPU profile of the server under load: `node bench/profile.mjs [me|perlista25|perlista304]` starts bench/serve.mjs with
// PROFILE_OUT (the inspector's profiler, started after seeding), signs in as adm@demo.se in the 5,000-employee company, runs autocannon for PROFILE_SECONDS (default 8)
// and prints the top functions by self time (the .cpuprofile stays in PROFILE_DIR for Chrome DevTools).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const target = process.argv[2] ?? 'me';
// perlista304: the whole register asked again with its ETag in If-None-Match (the repeat answered 304)
const paths = { me: '/api/me', perlista25: '/api/perlista?Locked=false&Page=1&PerPage=25', perlista304: '/api/perlista?Locked=false' };
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);
const dir = mkdtempSync(join(tmpdir(), 'lonna-profile-'));
const profFile = join(process.env.PROFILE_DIR ?? dir, `${target}.cpuprofile`);

const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'serve.mjs'), 'lonna', join(dir, 'p.sqlite')], {
  cwd: join(here, '..'),
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, LONNA_WORKERS: '1', PROFILE_OUT: profFile },
});
// never leave the server behind when something here fails
process.on('uncaughtException', (e) => {
  console.error(e);
  child.kill('SIGKILL');
  process.exit(1);
});
process.on('unhandledRejection', (e) => {
  console.error(e);
  child.kill('SIGKILL');
  process.exit(1);
});
const url = await new Promise((resolve) => {
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
    const m = /READY (\d+)/.exec(out);
    if (m) resolve(`http://127.0.0.1:${m[1]}`);
  });
});
const api = (path, init = {}) => fetch(url + path, { ...init, headers: { 'dv-api': '1', 'content-type': 'application/json', ...init.headers } });
const signin = await api('/api/authenticate', { method: 'POST', body: JSON.stringify({ Login: 'adm@demo.se', Password: 'demo1234' }) });
const cookie = signin.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .find((c) => c.startsWith('lonna_session='));
if (!cookie) throw new Error(`sign-in failed: ${signin.status} ${await signin.text()}`);
await api('/api/me/updateSessionUserAccount', { method: 'PATCH', body: JSON.stringify({ FtgId: '9000' }), headers: { cookie } });
const headers = { cookie, 'dv-api': '1', 'accept-language': 'sv' };
const probe = await api(paths[target], { headers });
if (probe.status !== 200) throw new Error(`${paths[target]}: ${probe.status} ${await probe.text()}`);
if (target === 'perlista304') headers['if-none-match'] = probe.headers.get('etag');
// warm-up, then profile only the measured run
await new Promise((res) => autocannon({ url: url + paths[target], connections: 100, duration: 2, headers }, res));
child.kill('SIGUSR2');
const r = await new Promise((res, rej) =>
  autocannon({ url: url + paths[target], connections: 100, duration: seconds, headers }, (e, x) => (e ? rej(e) : res(x))),
);
console.log(`${paths[target]}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`);
await new Promise((res) => {
  child.once('exit', res);
  child.kill('SIGTERM');
});
const prof = JSON.parse(readFileSync(profFile, 'utf8'));
const self = new Map();
const dt = new Map();
prof.timeDeltas.forEach((d, i) => dt.set(prof.samples[i], (dt.get(prof.samples[i]) ?? 0) + d));
const total = prof.timeDeltas.reduce((s, d) => s + d, 0);
for (const n of prof.nodes) {
  const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\/(node_modules|src|core)\//, '$1/')}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + (dt.get(n.id) ?? 0));
}
console.log(`profile ${profFile}; top self time:`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 40)))
  console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
