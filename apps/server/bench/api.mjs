#!/usr/bin/env node
// API bench: autocannon (100 connections) against the real server on a temp SQLite
// file (demo data + a 5,000-employee company) and against a bare Fastify route that
// answers the identical bytes — same machine, same run. Prints a table and writes
// bench/results.json.   BENCH_SECONDS=10 (per target), BENCH_CONNECTIONS=100
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const dir = mkdtempSync(join(tmpdir(), 'lonna-bench-'));

function start(mode, arg) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'serve.mjs'), mode, arg], {
      cwd: join(here, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`${mode} server exited (${code}) before it was ready`)));
  });
}
const stop = ({ child }) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

function cannon(url, headers, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function measure(name, url, headers) {
  await cannon(url, headers, 2); // warm-up: JIT, caches, connection pools
  const r = await cannon(url, headers);
  const row = {
    name,
    p50: r.latency.p50,
    p99: r.latency.p99,
    reqPerSec: Math.round(r.requests.average),
    kBPerReq: Math.round(r.throughput.average / Math.max(1, r.requests.average) / 102.4) / 10,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  console.log(`  ${name.padEnd(34)} p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  ${String(row.reqPerSec).padStart(7)} req/s`);
  return row;
}

const rows = [];
let lonna;
let bare;
try {
  console.log(`Starting the server on ${dir} and seeding (demo + 5,000 employees)…`);
  lonna = await start('lonna', join(dir, 'bench.sqlite'));
  const api = (path, init = {}) => fetch(lonna.url + path, { ...init, headers: { 'dv-api': '1', 'content-type': 'application/json', ...init.headers } });
  const signin = await api('/api/authenticate', { method: 'POST', body: JSON.stringify({ Login: 'adm@demo.se', Password: 'demo1234' }) });
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('lonna_session='));
  if (!cookie) throw new Error(`sign-in failed: ${signin.status} ${await signin.text()}`);
  const chosen = await api('/api/me/updateSessionUserAccount', { method: 'PATCH', body: JSON.stringify({ FtgId: '9000' }), headers: { cookie } });
  if (chosen.status !== 200) throw new Error(`choosing the big company failed: ${chosen.status}`);
  const headers = { cookie, 'dv-api': '1', 'accept-language': 'sv' };

  const targets = { me: '/api/me', perlista25: '/api/perlista?Locked=false&Page=1&PerPage=25', perlistaAll: '/api/perlista?Locked=false' };
  const bodies = {};
  for (const [name, path] of Object.entries(targets)) {
    const res = await api(path, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    bodies[name] = await res.text();
  }
  console.log(
    `Bodies: /api/me ${bodies.me.length} B, perlista page ${bodies.perlista25.length} B, perlista all (${JSON.parse(bodies.perlistaAll).length} employees) ${bodies.perlistaAll.length} B`,
  );

  console.log(`autocannon, ${connections} connections, ${seconds} s each:`);
  for (const [name, path] of Object.entries(targets))
    rows.push(
      await measure(`lonna  GET ${path.split('?')[0]}${name === 'perlista25' ? ' (25)' : name === 'perlistaAll' ? ' (5000)' : ''}`, lonna.url + path, headers),
    );
  await stop(lonna);
  lonna = undefined;

  const bodiesFile = join(dir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  bare = await start('bare', bodiesFile);
  for (const name of Object.keys(targets)) rows.push(await measure(`bare   GET /${name} (same bytes)`, `${bare.url}/${name}`, {}));
  await stop(bare);
  bare = undefined;

  const result = { date: new Date().toISOString(), node: process.version, cpus: (await import('node:os')).cpus().length, connections, seconds, rows };
  writeFileSync(join(here, 'results.json'), JSON.stringify(result, null, 2) + '\n');
  console.log('\n| target | p50 ms | p99 ms | req/s |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name.trim()} | ${r.p50} | ${r.p99} | ${r.reqPerSec} |`);
  console.log(`\nwritten to bench/results.json`);
} finally {
  if (lonna) await stop(lonna);
  if (bare) await stop(bare);
  rmSync(dir, { recursive: true, force: true });
}
