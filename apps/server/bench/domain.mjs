#!/usr/bin/env node
// Domain bench (issue 22): every domain endpoint that lists or computes, against the real server on a temp SQLite file
// with a company of 500 and of 5,000 employees and a year of history (bench/domain-seed.mjs). Requests one at a time
// (the latency a user sees, not throughput), p50/p95 of BENCH_DOMAIN_RUNS after two warm-ups. A page of a list should
// answer in ≤ 50 ms (p95), a whole month's computation in ≤ 300 ms; the growth from the smaller company to the larger
// is flagged when it is worse than linear (more than the ratio of the sizes). Writes bench/domain-results.json.
//   BENCH_DOMAIN_SIZES=500,5000  BENCH_DOMAIN_RUNS=20
//   BENCH_DOMAIN_ONLY=attestMonth,fk3059Page  only those rows (a before/after of one change); the results then go to
//   bench/domain-results.only.json (not committed), so a partial run never replaces the whole run's table
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const sizes = (process.env.BENCH_DOMAIN_SIZES ?? '500,5000').split(',').map(Number);
const runs = Number(process.env.BENCH_DOMAIN_RUNS ?? 20);
const TARGET = { page: 50, month: 300 };
const only = process.env.BENCH_DOMAIN_ONLY ? new Set(process.env.BENCH_DOMAIN_ONLY.split(',')) : null;

const today = new Date();
const ym = (d) => d.toISOString().slice(0, 7);
const lastDay = (y, m) => new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10);
const thisMonth = { From: `${ym(today)}-01`, To: lastDay(today.getUTCFullYear(), today.getUTCMonth()) };
const prev = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
const lastMonth = { From: `${ym(prev)}-01`, To: lastDay(prev.getUTCFullYear(), prev.getUTCMonth()), Manad: ym(prev) };
const q = (o) => new URLSearchParams(o).toString();

/** what is measured: the kind sets the target; `path` may be a function of what the server listed first */
const ENDPOINTS = [
  {
    id: 'attestPage',
    label: 'attest list, page of 25 (time)',
    kind: 'page',
    path: `/api/attest?${q({ From: lastMonth.From, To: lastMonth.To, Page: 1, PerPage: 25 })}`,
  },
  { id: 'attestMonth', label: 'attest list, whole month (time)', kind: 'month', path: `/api/attest?${q({ From: lastMonth.From, To: lastMonth.To })}` },
  // the staffing calls as its pages ask (plugins/staffing: PLAN_PER_PAGE 50 rows, OVERVIEW_PER_PAGE 20 needs): the
  // planner's first page of a month carries the unfilled row (session 15: three a day in the hours 6–18 and the days'
  // counts), a further page only its own rows, "+n" one day's whole unfilled list
  {
    id: 'staffingPlan',
    label: 'staffing planner, a month, first page (staffing)',
    kind: 'month',
    path: `/api/bemanna/planering?${q({ ...thisMonth, VisaInaktiva: 'false', FranTimme: 6, TillTimme: 18, Page: 1, PerPage: 50 })}`,
  },
  {
    id: 'staffingUnfilledDay',
    label: 'staffing planner, a day’s unfilled list (+n)',
    kind: 'page',
    path: `/api/bemanna/planering/obemannade?${q({ From: thisMonth.From, To: thisMonth.From, FranTimme: 6, TillTimme: 18 })}`,
  },
  {
    id: 'staffingPlanPage',
    label: 'staffing planner, a month, a further page',
    kind: 'page',
    path: `/api/bemanna/planering?${q({ ...thisMonth, VisaInaktiva: 'false', Page: 2, PerPage: 50, Obemannade: 'false' })}`,
  },
  {
    id: 'staffingOverview',
    label: 'staffing coverage, a month, page of needs',
    kind: 'month',
    path: `/api/bemanna/overview?${q({ ...thisMonth, Page: 1, PerPage: 20 })}`,
  },
  { id: 'absenceCalendar', label: 'absence calendar, a month (absence)', kind: 'month', path: `/api/absencecalendar?${q(thisMonth)}` },
  {
    id: 'leaveAdmin',
    label: 'leave applications, page of 25 (leave)',
    kind: 'page',
    path: `/api/leaveapplications/admin?${q({ Approved: 'false', Denied: 'false', Page: 1, PerPage: 25 })}`,
  },
  { id: 'leavePlanner', label: "leave planner, a department's plan (leave)", kind: 'month', path: (ctx) => `/api/leaveplanner/${ctx.planId}` },
  {
    id: 'compensations',
    label: 'compensations, page of 25 of a month',
    kind: 'page',
    path: `/api/compensations?${q({ From: lastMonth.From, To: lastMonth.To, Page: 1, PerPage: 25 })}`,
  },
  { id: 'documents', label: 'documents, page of 25', kind: 'page', path: `/api/documents?${q({ Page: 1, PerPage: 25 })}` },
  { id: 'messages', label: 'messages, inbox page of 25', kind: 'page', path: `/api/messages?${q({ Page: 1, PerPage: 25 })}` },
  {
    id: 'fk3059Page',
    label: 'FK3059 statements, page of 25 of a month',
    kind: 'page',
    path: `/api/fk3059/anordnare?${q({ Manad: lastMonth.Manad, Page: 1, PerPage: 25 })}`,
  },
  { id: 'fk3059', label: 'FK3059 statements, a month (fk3059)', kind: 'month', path: `/api/fk3059/anordnare?${q({ Manad: lastMonth.Manad })}` },
];

function start(file, employees) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'serve.mjs'), 'domain', file, String(employees)], {
      cwd: join(here, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}`, seeded: /SEEDED (.*)/.exec(out)?.[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
}
const stop = ({ child }) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

async function measureSize(employees) {
  const dir = mkdtempSync(join(tmpdir(), 'lonna-domain-'));
  let server;
  try {
    const t0 = Date.now();
    server = await start(join(dir, 'domain.sqlite'), employees);
    console.log(`\n${employees.toLocaleString('en')} employees: seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s ${server.seeded ?? ''}`);
    let cookie = '';
    const api = async (path, init = {}) => {
      const res = await fetch(server.url + path, {
        ...init,
        headers: { 'dv-api': '1', 'content-type': 'application/json', 'accept-language': 'sv', cookie, ...init.headers },
      });
      const body = await res.arrayBuffer();
      if (res.status >= 400) throw new Error(`${path}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
      return { res, body };
    };
    const signin = await api('/api/authenticate', { method: 'POST', body: JSON.stringify({ Login: 'adm@demo.se', Password: 'demo1234' }) });
    cookie = signin.res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('lonna_session='));
    await api('/api/me/updateSessionUserAccount', { method: 'PATCH', body: JSON.stringify({ FtgId: '9000' }) });
    const plans = JSON.parse(Buffer.from((await api('/api/leaveplanner')).body).toString());
    const ctx = { planId: plans[0]?.Id };
    const out = {};
    for (const e of ENDPOINTS) {
      if (only && !only.has(e.id)) continue;
      const path = typeof e.path === 'function' ? e.path(ctx) : e.path;
      try {
        let bytes = 0;
        for (let i = 0; i < 2; i++) bytes = (await api(path)).body.byteLength;
        const ms = [];
        for (let i = 0; i < runs; i++) {
          const t = performance.now();
          await api(path);
          ms.push(performance.now() - t);
        }
        out[e.id] = { p50: round(pct(ms, 50)), p95: round(pct(ms, 95)), bytes };
        console.log(
          `  ${e.label.padEnd(48)} p50 ${String(out[e.id].p50).padStart(7)} ms  p95 ${String(out[e.id].p95).padStart(7)} ms  ${bytes.toLocaleString('en')} B`,
        );
      } catch (err) {
        out[e.id] = { error: err.message.slice(0, 200) };
        console.log(`  ${e.label.padEnd(48)} FAILED ${out[e.id].error}`);
      }
    }
    return { employees, seeded: server.seeded, endpoints: out };
  } finally {
    if (server) await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = [];
console.log(`Domain endpoints, one request at a time, ${runs} runs after 2 warm-ups (load average ${loadavg()[0].toFixed(1)})`);
for (const n of sizes) results.push(await measureSize(n));

// the table: one row per endpoint, p95 at each size, the growth from the smallest to the largest company
const [small, large] = [results[0], results.at(-1)];
const sizeRatio = large.employees / small.employees;
const rows = ENDPOINTS.filter((e) => !only || only.has(e.id)).map((e) => {
  const a = small.endpoints[e.id];
  const b = large.endpoints[e.id];
  // below a few milliseconds the ratio is noise (a neighbour's burst): floor both at 5 ms
  const growth = a?.p95 !== undefined && b?.p95 !== undefined ? Math.max(5, b.p95) / Math.max(5, a.p95) : null;
  const ok = b?.p95 !== undefined && b.p95 <= TARGET[e.kind];
  return {
    id: e.id,
    label: e.label,
    kind: e.kind,
    target: TARGET[e.kind],
    p95: Object.fromEntries(results.map((r) => [r.employees, r.endpoints[e.id]?.p95 ?? null])),
    growth: growth === null ? null : Math.round(growth * 100) / 100,
    superLinear: growth !== null && results.length > 1 && growth > sizeRatio,
    ok,
    error: results.map((r) => r.endpoints[e.id]?.error).find(Boolean),
  };
});
const head = `| endpoint | goal (p95) | ${results.map((r) => `${r.employees.toLocaleString('en')} employees`).join(' | ')} | growth (×${sizeRatio} employees) |`;
const table = [
  head,
  `|---|---|${results.map(() => '---|').join('')}---|`,
  ...rows.map(
    (r) =>
      `| ${r.label} | ≤ ${r.target} ms | ${results.map((x) => (r.p95[x.employees] === null ? 'failed' : `${r.p95[x.employees]} ms`)).join(' | ')} | ${
        r.growth === null ? '—' : `${r.growth}×${r.superLinear ? ' WORSE THAN LINEAR' : ''}`
      }${r.ok ? '' : ' (over goal)'} |`,
  ),
];
console.log(`\n${table.join('\n')}`);
const resultsFile = only ? 'domain-results.only.json' : 'domain-results.json';
writeFileSync(
  join(here, resultsFile),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: availableParallelism(), loadAverage: loadavg()[0], runs, sizes, rows, results, table }, null, 2)}\n`,
);
console.log(`\nwritten to bench/${resultsFile}`);
