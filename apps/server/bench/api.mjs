#!/usr/bin/env node
// API bench: autocannon (100 connections) against the real server on a temp SQLite file (demo data + a
// 5,000-employee company), in one process and with one worker per core (node:cluster, LONNA_WORKERS), and against a
// bare Fastify route that answers the identical bytes (plain, compressed, or a 304 with the same tag) — same
// machine, same run. Prints one table (target | Lönna | anchor | ratio) and writes bench/results.json.
//   BENCH_SECONDS=10 (per target), BENCH_CONNECTIONS=100, BENCH_WORKERS=<cores>
//   BENCH_PHASES=one,cluster,pinned (default all three; `pinned` alone: only the own-core phase, for a quick
//   before/after of the per-call cost — it prints µs per call, 1 s / req/s of the one pinned process)
//   BENCH_TARGETS=me,perlista25,perlistaAll304 (default every target; a partial run leaves results.json as it was)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const workers = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const dir = mkdtempSync(join(tmpdir(), 'lonna-bench-'));
const phases = new Set((process.env.BENCH_PHASES ?? 'one,cluster,pinned').split(',').map((p) => p.trim()));

// `taskset` (util-linux) pins a process to a core: the server on one core, autocannon on the other, so the load
// generator does not share the server's core (issue 22's p99 target). Without it that phase is skipped and says so.
const pinnable = availableParallelism() >= 2 && spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0;
const pinSelf = (cores) => spawnSync('taskset', ['-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });

function start(mode, ...args) {
  const pinned = args[0] === '@cpu0' ? args.shift() : null;
  const command = [process.execPath, '--import', 'tsx', join(here, 'serve.mjs'), mode, ...args];
  if (pinned) command.unshift('taskset', '-c', '0');
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), {
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

/**
 * CPU time a process has used (user + system, every thread), in µs, from /proc (Linux; null elsewhere). Divided by
 * the calls served it is the per-call cost, which the neighbours on a shared machine barely move — unlike req/s.
 */
const TICK_US = 1e6 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
function cpuUsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return null;
  }
}

async function measure(label, url, headers, server) {
  await cannon(url, headers, 2); // warm-up: JIT, caches, connection pools
  const cpuBefore = server ? cpuUsOf(server.child.pid) : null;
  const r = await cannon(url, headers);
  const cpuAfter = server ? cpuUsOf(server.child.pid) : null;
  const row = {
    p50: r.latency.p50,
    p99: r.latency.p99,
    reqPerSec: Math.round(r.requests.average),
    kBPerReq: Math.round(r.throughput.average / Math.max(1, r.requests.average) / 102.4) / 10,
    non2xx: r.non2xx,
    errors: r.errors,
    // the server's CPU time per call served (one process only; the cluster's workers are other processes)
    cpuUsPerCall: cpuBefore !== null && cpuAfter !== null ? Math.round((10 * (cpuAfter - cpuBefore)) / Math.max(1, r.requests.total)) / 10 : null,
  };
  console.log(
    `  ${label.padEnd(44)} p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  ${String(row.reqPerSec).padStart(7)} req/s  ${row.kBPerReq} kB${row.cpuUsPerCall !== null ? `  ${row.cpuUsPerCall} µs CPU a call` : ''}`,
  );
  return row;
}

// what is measured: a path, the request headers beyond the session's, what it is compared with and how
const TARGETS = [
  { id: 'me', label: 'GET /api/me', path: '/api/me', by: 'throughput' },
  { id: 'perlista25', label: 'GET /api/perlista, page of 25 of 5,000', path: '/api/perlista?Locked=false&Page=1&PerPage=25', by: 'throughput' },
  { id: 'perlistaAll', label: 'GET /api/perlista, all, uncompressed', path: '/api/perlista?Locked=false', by: 'p99' },
  { id: 'perlistaAllBr', label: 'GET /api/perlista, all, br', path: '/api/perlista?Locked=false', headers: { 'accept-encoding': 'br' }, by: 'p99' },
  { id: 'perlistaAll304', label: 'GET /api/perlista, all, repeat (304)', path: '/api/perlista?Locked=false', conditional: true, by: 'throughput' },
];
// with one worker per core, and on its own core, only the small replies (the 304 repeat is one too): the big ones
// are transfer-bound either way
const CLUSTER_TARGETS = ['me', 'perlista25', 'perlistaAll304'];
const only = process.env.BENCH_TARGETS ? new Set(process.env.BENCH_TARGETS.split(',').map((t) => t.trim())) : null;
const measured = (t) => only === null || only.has(t.id);

const results = {};
let lonna;
let bare;
try {
  console.log(`Starting the server on ${dir} and seeding (demo + 5,000 employees)…`);
  lonna = await start('lonna', join(dir, 'bench.sqlite'), '1');
  const api = (path, init = {}) => fetch(lonna.url + path, { ...init, headers: { 'dv-api': '1', 'content-type': 'application/json', ...init.headers } });
  const signin = await api('/api/authenticate', { method: 'POST', body: JSON.stringify({ Login: 'adm@demo.se', Password: 'demo1234' }) });
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('lonna_session='));
  if (!cookie) throw new Error(`sign-in failed: ${signin.status} ${await signin.text()}`);
  const chosen = await api('/api/me/updateSessionUserAccount', { method: 'PATCH', body: JSON.stringify({ FtgId: '9000' }), headers: { cookie } });
  if (chosen.status !== 200) throw new Error(`choosing the big company failed: ${chosen.status}`);
  const session = { cookie, 'dv-api': '1', 'accept-language': 'sv' };

  // the exact bytes (and tag, and coding) each target answers, for the bare anchor
  const bodies = {};
  for (const t of TARGETS) {
    const raw = await new Promise((resolve, reject) => {
      // node:http, not fetch: fetch would decode the body, and the anchor must send the compressed bytes
      import('node:http').then(({ get }) =>
        get(lonna.url + t.path, { headers: { ...session, ...t.headers } }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
    });
    if (raw.status !== 200) throw new Error(`${t.path}: ${raw.status}`);
    t.etag = raw.headers.etag;
    bodies[t.id] = { base64: raw.bytes.toString('base64'), etag: raw.headers.etag, encoding: raw.headers['content-encoding'] };
    console.log(`  ${t.label}: ${raw.bytes.length.toLocaleString('en')} B${raw.headers['content-encoding'] ? ` (${raw.headers['content-encoding']})` : ''}`);
  }
  const headersOf = (t) => ({ ...session, ...t.headers, ...(t.conditional ? { 'if-none-match': t.etag } : {}) });

  const bodiesFile = join(dir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  bare = await start('bare', bodiesFile);
  const anchorOf = (t) => [`${bare.url}/${t.id}`, t.conditional ? { 'if-none-match': t.etag } : {}];

  // each Lönna figure is followed at once by its anchor (both servers stay up; the idle one costs nothing), so
  // on a shared machine the pair sees the same neighbours: the ratio is the figure to read, not the absolute one
  console.log(`autocannon, ${connections} connections, ${seconds} s each (load average before: ${loadavg()[0].toFixed(1)}):`);
  for (const t of TARGETS) results[t.id] = {};
  for (const t of phases.has('one') ? TARGETS.filter(measured) : []) {
    results[t.id] = { one: await measure(`Lönna, 1 process: ${t.label}`, lonna.url + t.path, headersOf(t), lonna) };
    results[t.id].anchor = await measure(`bare Fastify: ${t.label}`, ...anchorOf(t), bare);
  }
  await stop(lonna);
  lonna = undefined;

  if (workers > 1 && phases.has('cluster')) {
    lonna = await start('lonna', join(dir, 'bench.sqlite'), String(workers));
    for (const t of TARGETS.filter((x) => CLUSTER_TARGETS.includes(x.id) && measured(x))) {
      results[t.id].cluster = await measure(`Lönna, ${workers} workers: ${t.label}`, lonna.url + t.path, headersOf(t));
      results[t.id].clusterAnchor = await measure(`bare Fastify (again): ${t.label}`, ...anchorOf(t));
    }
    await stop(lonna);
    lonna = undefined;
  }
  await stop(bare);
  bare = undefined;

  // the server (one process) on core 0, autocannon on core 1: "when the load generator does not share the cores"
  if (pinnable && phases.has('pinned')) {
    pinSelf('1');
    try {
      // both on core 0 at once, each figure followed at once by its anchor (the idle one costs nothing), so the
      // pair sees the same neighbours
      lonna = await start('lonna', '@cpu0', join(dir, 'bench.sqlite'), '1');
      bare = await start('bare', '@cpu0', bodiesFile);
      for (const t of TARGETS.filter((x) => CLUSTER_TARGETS.includes(x.id) && measured(x))) {
        results[t.id].pinned = await measure(`Lönna, own core: ${t.label}`, lonna.url + t.path, headersOf(t), lonna);
        results[t.id].pinnedAnchor = await measure(`bare Fastify, own core: ${t.label}`, ...anchorOf(t), bare);
      }
      await stop(lonna);
      lonna = undefined;
      await stop(bare);
      bare = undefined;
    } finally {
      // every core again: availableParallelism() counts only the cores this process may use, one while it was pinned
      pinSelf(Array.from({ length: cpus().length }, (_, i) => i).join(','));
    }
  } else {
    console.log('  (taskset not found: the phase with the server on its own core is skipped)');
  }

  for (const t of TARGETS.filter((x) => results[x.id].pinned)) {
    const us = (r) => (1e6 / r.reqPerSec).toFixed(1);
    const { pinned, pinnedAnchor } = results[t.id];
    console.log(
      `  own core, ${t.label}: ${us(pinned)} µs a call by req/s (bare Fastify ${us(pinnedAnchor)} µs); CPU ${pinned.cpuUsPerCall} µs a call (bare Fastify ${pinnedAnchor.cpuUsPerCall} µs, ratio ${(pinnedAnchor.cpuUsPerCall / pinned.cpuUsPerCall).toFixed(2)}×)`,
    );
  }
  const fmt = (r) => (r ? `${r.reqPerSec.toLocaleString('en')} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms` : '—');
  const ratio = (t, r) => {
    if (!r) return '—';
    const anchor = r === results[t.id].cluster ? results[t.id].clusterAnchor : results[t.id].anchor;
    if (!anchor) return '—';
    return t.by === 'throughput' ? `${(r.reqPerSec / anchor.reqPerSec).toFixed(2)}×` : `p99 ${(r.p99 / Math.max(1, anchor.p99)).toFixed(2)}×`;
  };
  const lines = [
    `| target | Lönna, 1 process | Lönna, ${workers} workers | bare Fastify, same bytes | ratio (1 process / ${workers} workers) |`,
    '|---|---|---|---|---|',
    ...TARGETS.map(
      (t) =>
        `| ${t.label} | ${fmt(results[t.id].one)} | ${fmt(results[t.id].cluster)} | ${fmt(results[t.id].anchor)} | ${ratio(t, results[t.id].one)} / ${ratio(t, results[t.id].cluster)} |`,
    ),
    ...TARGETS.filter((t) => results[t.id].pinned).map(
      (t) =>
        `| ${t.label}, server on its own core (autocannon on the other) | ${fmt(results[t.id].pinned)} | — | ${fmt(results[t.id].pinnedAnchor)} | ${(results[t.id].pinned.reqPerSec / results[t.id].pinnedAnchor.reqPerSec).toFixed(2)}× |`,
    ),
  ];
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    loadAverage: loadavg()[0],
    connections,
    seconds,
    workers,
    targets: TARGETS.map((t) => ({ id: t.id, label: t.label, by: t.by, ...results[t.id] })),
    table: lines,
  };
  // a partial run (BENCH_PHASES) never replaces the whole run's figures that npm run bench reads
  const whole = ['one', 'cluster', 'pinned'].every((p) => phases.has(p)) && only === null;
  if (whole) writeFileSync(join(here, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nAPI (throughput ratio = Lönna / bare; for the whole list the p99 ratio, lower is better):\n${lines.join('\n')}`);
  console.log(whole ? '\nwritten to bench/results.json' : '\n(a partial run: bench/results.json left as it was)');
} finally {
  if (lonna) await stop(lonna);
  if (bare) await stop(bare);
  rmSync(dir, { recursive: true, force: true });
}
