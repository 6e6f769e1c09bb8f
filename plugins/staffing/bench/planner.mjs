#!/usr/bin/env node
// The planner bench (issue 18 "Speed"): a server mass plan of 300 employees × next month's weeks, and the planner page
// in Chromium (playwright-core, the built portal): render after the data arrives, scrolling (long frames), the rule
// check after one change — for 300 and for 5,000 employees. Each figure has an anchor from the same run: reading the
// same plan (server), a plain table of the same cells (render, scroll), a plain select's change (rule check).
// Prints a table and writes bench/results.json (read by `npm run bench`'s summary).
//   BENCH_EMPLOYEES=300 BENCH_BIG=5000 BENCH_RUNS=5
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const employees = Number(process.env.BENCH_EMPLOYEES ?? 300);
const big = Number(process.env.BENCH_BIG ?? 5000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'lonna-staffing-bench-'));

function start() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'serve.mjs'), join(dir, 'bench.sqlite'), String(employees), String(big)], {
      cwd: join(here, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /READY (\d+)/.exec(out);
      const p = /PERIOD (\S+) (\S+)/.exec(out);
      if (m && p) resolve({ child, url: `http://127.0.0.1:${m[1]}`, from: p[1], to: p[2], seeded: /SEEDED .*/.exec(out)?.[0] });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const r1 = (n) => Math.round(n * 10) / 10;
const rows = [];
function row(name, target, value, anchor, unit = 'ms', ok) {
  const r = { name, target, value: r1(value), anchor: anchor === null ? null : r1(anchor), unit, ok };
  rows.push(r);
  console.log(
    `  ${name.padEnd(58)} ${String(r.value).padStart(8)} ${unit}  anchor ${anchor === null ? '—' : `${r.anchor} ${unit}`}  (${target}) ${ok ? 'ok' : 'MISSED'}`,
  );
}
async function median(n, call) {
  await call(); // warm-up
  const ms = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call();
    ms.push(performance.now() - t);
  }
  return { p50: pct(ms, 50), p95: pct(ms, 95) };
}

let server;
let browser;
try {
  console.log(`Starting the server on ${dir}: ${employees} and ${big} employees, needs over next month's weeks…`);
  server = await start();
  console.log(`  ${server.seeded}; period ${server.from}…${server.to}`);
  let cookie = '';
  const api = async (path, ftg, init = {}) => {
    const res = await fetch(server.url + path, {
      ...init,
      headers: { 'dv-api': '1', 'content-type': 'application/json', 'dv-selected-company': ftg, cookie, ...init.headers },
    });
    if (res.status >= 400) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const signin = await api('/api/authenticate', '', { method: 'POST', body: JSON.stringify({ Login: 'adm@demo.se', Password: 'demo1234' }) });
  cookie =
    signin.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('lonna_session=')) ?? '';
  if (!cookie) throw new Error(`sign-in failed: ${signin.status}`);
  const period = { From: server.from, To: server.to };
  const weeks = Math.round((Date.parse(server.to) - Date.parse(server.from)) / 86_400_000 + 1) / 7;

  // ---- the server: the mass plan's dry run, against reading the same plan ----
  for (const [ftg, count] of [
    ['9500', employees],
    ['9501', big],
  ]) {
    const propose = () => api('/api/bemanna/massplanering/forslag', ftg, { method: 'POST', body: JSON.stringify(period) }).then((r) => r.json());
    const plan = await propose();
    const t = await median(count === employees ? runs : Math.max(1, Math.ceil(runs / 2)), propose);
    const read = await median(runs, () => api(`/api/bemanna/planering?From=${period.From}&To=${period.To}`, ftg).then((r) => r.arrayBuffer()));
    console.log(`  ${count} employees: ${plan.Proposals.length} passes proposed, ${plan.NotFilled.length} left open`);
    row(
      `mass plan dry run, ${count} employees × ${weeks} weeks (server)`,
      count === employees ? '≤ 2 s' : '—',
      t.p50,
      read.p50,
      'ms',
      count !== employees || t.p50 <= 2000,
    );
    // the planner's call: the grid's first page (50 rows and the unfilled row) against every row at once (before paging)
    const whole = `/api/bemanna/planering?From=${period.From}&To=${period.To}`;
    const dryBytes = (await api('/api/bemanna/massplanering/forslag', ftg, { method: 'POST', body: JSON.stringify(period) }).then((r) => r.arrayBuffer()))
      .byteLength;
    row(`mass plan dry run reply, ${count} employees (anchor: the whole plan)`, '—', dryBytes / 1024, (await planBytes('')) / 1024, 'KB', true);
    // the page's own first call: 50 rows, the unfilled row in the default hours 6–18 (three a day and the counts)
    const paged = `${whole}&FranTimme=6&TillTimme=18&Page=1&PerPage=50`;
    const onePage = await median(runs, () => api(paged, ftg).then((r) => r.arrayBuffer()));
    row(`planner call, ${count} employees: first page of 50 rows (server)`, '—', onePage.p50, read.p50, 'ms', true);
    const rest = await median(runs, () => api(`${paged.replace('Page=1', 'Page=2')}&Obemannade=false`, ftg).then((r) => r.arrayBuffer()));
    row(`planner call, ${count} employees: a further page of rows (server)`, '—', rest.p50, read.p50, 'ms', true);
    row(
      `planner reply, ${count} employees: first page (anchor: every row)`,
      '—',
      (await planBytes('&FranTimme=6&TillTimme=18&Page=1&PerPage=50')) / 1024,
      (await planBytes('')) / 1024,
      'KB',
      true,
    );
    // "+n" on a day of the unfilled row: that day's whole list (session 15; before, the first page carried every day's)
    const dayList = `/api/bemanna/planering/obemannade?From=${period.From}&To=${period.From}&FranTimme=6&TillTimme=18`;
    const day = await median(runs, () => api(dayList, ftg).then((r) => r.arrayBuffer()));
    const dayBytes = (await api(dayList, ftg).then((r) => r.arrayBuffer())).byteLength;
    row(`planner "+n": a day's unfilled list, ${count} employees (server; anchor: KB)`, '—', day.p50, dayBytes / 1024, 'ms', true);
    async function planBytes(extra) {
      return (await api(`${whole}${extra}`, ftg).then((r) => r.arrayBuffer())).byteLength;
    }
    const body = JSON.stringify({ Assignments: plan.Proposals });
    const t0 = performance.now();
    const applied = await (await api('/api/bemanna/massplanering', ftg, { method: 'POST', body })).json();
    const applyMs = performance.now() - t0;
    console.log(`  applied ${applied.Applied} (${applied.Refused.length} refused) in ${Math.round(applyMs)} ms`);
    if (count === employees) row(`mass plan apply, ${applied.Applied} passes (one transaction)`, '—', applyMs, null, 'ms', true);
  }

  // ---- the page in Chromium ----
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const portal = await fetch(`${server.url}/bemanna/planering`)
    .then((r) => r.text())
    .catch(() => '');
  if (!portal.includes('<div id="root">') || !existsSync(chromiumPath)) {
    console.log('  (no built portal or no Chromium: the page is not measured)');
  } else {
    const { chromium } = await import('../../../e2e/node_modules/playwright-core/index.mjs');
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    for (const [ftg, count] of [
      ['9500', employees],
      ['9501', big],
    ])
      await pageBench(browser, server.url, ftg, count, weeks);
  }
} finally {
  if (browser) await browser.close();
  if (server) {
    server.child.removeAllListeners('exit');
    server.child.kill('SIGTERM');
  }
  rmSync(dir, { recursive: true, force: true });
}
writeFileSync(join(here, 'results.json'), `${JSON.stringify({ at: new Date().toISOString(), employees, big, rows }, null, 2)}\n`);
console.log(`\nwritten ${join('bench', 'results.json')}`);

/** the planner page of one company: next month (month view), render, scroll, and the rule check */
async function pageBench(browser, baseURL, ftg, count, weeks) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  const headers = { 'dv-api': '1' };
  await context.request.post('/api/authenticate', { headers, data: { Login: 'adm@demo.se', Password: 'demo1234' } });
  await context.request.patch('/api/me/updateSessionUserAccount', { headers, data: { FtgId: ftg } });
  const page = await context.newPage();
  if (process.env.BENCH_DEBUG) page.on('console', (m) => console.log('page:', m.text()));
  await page.goto('/bemanna/planering');
  const grid = page.getByRole('region', { name: 'Planering per anställd och dag' });
  await grid.waitFor({ timeout: 60_000 });
  await page
    .locator('select')
    .filter({ has: page.locator('option[value="month"]') })
    .selectOption('month');
  await page.waitForLoadState('networkidle');

  // render: from the plan's response end (the resource timing) to the frame after the grid shows the new month
  const renders = [];
  for (let i = 0; i < 1 + Math.min(3, runs); i++) {
    const ms = await page.evaluate(async (process_debug) => {
      // the grid is mounted anew while a period loads (the page shows its spinner): look it up every frame
      const region = () => document.querySelector('[role="region"][aria-label="Planering per anställd och dag"]');
      const firstDay = () => region()?.querySelector('thead th:nth-child(2), [role="columnheader"][aria-colindex="2"]')?.textContent ?? '';
      const before = firstDay();
      const next = document.querySelector('button[aria-label="Nästa period"]');
      performance.clearResourceTimings();
      next.click();
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
      let t1 = 0;
      for (let f = 0; f < 3000; f++) {
        t1 = await frame();
        if (firstDay() !== before && (region()?.querySelectorAll('tbody button, [role="rowgroup"] ~ [role="rowgroup"] button').length ?? 0) > 0) break;
      }
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/bemanna/planering'));
      if (process_debug)
        console.log(
          JSON.stringify({
            before,
            after: firstDay(),
            buttons: region()?.querySelectorAll('tbody button, [role="rowgroup"] ~ [role="rowgroup"] button').length,
            entry: entry?.name,
            t1,
            end: entry?.responseEnd,
          }),
        );
      return t1 - (entry?.responseEnd ?? t1);
    }, Boolean(process.env.BENCH_DEBUG));
    renders.push(ms);
    // back a month (its plan has no passes) for the next measurement
    const back = page.waitForResponse((r) => r.url().includes('/api/bemanna/planering'));
    await page.getByRole('button', { name: 'Föregående period' }).click();
    await back;
    await page.waitForTimeout(200);
  }
  const render = pct(renders.slice(1), 50);
  // on to next month again for scrolling and the rule check
  const again = page.waitForResponse((r) => r.url().includes('/api/bemanna/planering'));
  await page.getByRole('button', { name: 'Nästa period' }).click();
  await again;
  await grid.locator('tbody button, [role="rowgroup"] ~ [role="rowgroup"] button').first().waitFor();

  // the anchor: a plain table of the same cells (every row in the DOM, no framework), built and painted
  const anchor = await page.evaluate(async () => {
    const region = document.querySelector('[role="region"][aria-label="Planering per anställd och dag"]');
    // (the table of session 15, or the grid of rows and virtual columns since session 16: every day is in the anchor)
    const shown = region.querySelector('table, [role="table"]');
    const heads = [...region.querySelectorAll('thead tr:first-child th, [role="row"][aria-rowindex="1"] [role="columnheader"]')]
      .slice(1)
      .map((th) => th.textContent);
    const dayCount = shown.hasAttribute('aria-colcount') ? Number(shown.getAttribute('aria-colcount')) - 1 : heads.length;
    const days = Array.from({ length: dayCount }, (_, i) => heads[i % heads.length]);
    const rowsCount = Number(shown.getAttribute('aria-rowcount')) - 2;
    const chips = [...region.querySelectorAll('tbody button, [role="rowgroup"] ~ [role="rowgroup"] button')].map((b) => b.textContent);
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
    const box = document.createElement('div');
    box.style.cssText = 'position:fixed;inset:0;overflow:auto;background:white;z-index:99999';
    box.id = 'bench-plain';
    const t0 = performance.now();
    const table = document.createElement('table');
    const head = table.insertRow();
    for (const d of ['Anställd', ...days]) head.insertCell().textContent = d;
    for (let r = 0; r < rowsCount; r++) {
      const tr = table.insertRow();
      tr.style.height = '64px';
      tr.insertCell().textContent = `Anställd ${r + 1}`;
      for (let d = 0; d < days.length; d++) {
        const td = tr.insertCell();
        const b = document.createElement('button');
        b.textContent = chips[(r * days.length + d) % Math.max(1, chips.length)] ?? '';
        td.append(b);
      }
    }
    box.append(table);
    document.body.append(box);
    await frame();
    const t1 = await frame();
    return t1 - t0;
  });
  row(
    `planner render, ${count} employees × ${weeks} weeks (Chromium)`,
    count === employees ? '≤ 500 ms' : 'usable',
    render,
    anchor,
    'ms',
    count === employees ? render <= 500 : render <= 1000,
  );

  // scrolling: 120 frames of 48 px; a long frame is over 1.5 frames (25 ms)
  const scroll = (selector) =>
    page.evaluate(async (sel) => {
      const el = document.querySelector(sel);
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
      let last = await frame();
      let long = 0;
      for (let i = 0; i < 120; i++) {
        el.scrollTop += 48;
        const t = await frame();
        if (t - last > 25) long++;
        last = t;
      }
      return long;
    }, selector);
  const plainLong = await scroll('#bench-plain');
  await page.evaluate(() => document.getElementById('bench-plain')?.remove());
  const gridLong = await scroll('[role="region"][aria-label="Planering per anställd och dag"]');
  row(`planner scroll, ${count} employees: long frames of 120`, '0 dropped', gridLong, plainLong, 'frames', gridLong <= Math.max(2, plainLong));
  if (process.env.BENCH_TRACE) await traceScroll(browser, page, count);

  // the rule check after one change: the candidate select's change until React has committed the warnings
  if (count === employees) {
    await page.evaluate(() => document.querySelector('[role="region"][aria-label="Planering per anställd och dag"]').scrollTo(0, 0));
    // a staffed pass in the first row (a DOM click: the sticky header may cover it for Playwright's pointer)
    await page.evaluate(() =>
      document.querySelector('[role="region"][aria-label="Planering per anställd och dag"] :is(tbody, [role="rowgroup"] ~ [role="rowgroup"]) button').click(),
    );
    const select = page.getByRole('dialog').getByLabel('Anställd');
    await select.waitFor();
    const check = await page.evaluate(async () => {
      const sel = document.querySelector(':is(dialog[open], [role="dialog"]) select');
      const tick = () =>
        new Promise((r) => {
          const c = new MessageChannel();
          c.port1.onmessage = () => r(performance.now());
          c.port2.postMessage(0);
        });
      const measure = async (el, settled = () => true) => {
        const ms = [];
        for (let i = 0; i < 21; i++) {
          el.value = el.options[1 + (i % (el.options.length - 1))].value;
          const t0 = performance.now();
          el.dispatchEvent(new Event('change', { bubbles: true }));
          let t = await tick();
          // since session 13 the candidate's own row is asked for on demand: until it has come, the dialog says so
          while (!settled()) t = await tick();
          ms.push(t - t0);
        }
        return ms.sort((a, b) => a - b)[10];
      };
      const status = document.querySelector(':is(dialog[open], [role="dialog"]) [role="status"]');
      const lonna = await measure(sel, () => !status?.textContent?.includes('Kontrollerar'));
      // the anchor: a plain select whose change writes one line of text
      const plainSel = document.createElement('select');
      for (let i = 0; i < sel.options.length; i++) plainSel.add(new Option(sel.options[i].text, sel.options[i].value));
      const out = document.createElement('p');
      plainSel.addEventListener('change', () => {
        out.textContent = plainSel.value;
      });
      document.body.append(plainSel, out);
      const anchor = await measure(plainSel);
      plainSel.remove();
      out.remove();
      return { lonna, anchor };
    });
    row('rule check after one change (Chromium, his row fetched, to commit)', '≤ 16 ms', check.lonna, check.anchor, 'ms', check.lonna <= 16);
  }
  await context.close();
}

/**
 * BENCH_TRACE=1: the grid's scroll once more (from the top) under a Chromium trace, and where the renderer's main
 * thread spent it — script, style, layout, paint and the compositor's steps (ms, summed by event; nested events count
 * in each of theirs). Printed only: a traced run is slower than the measured one. BENCH_TRACE=<file.json> keeps it.
 */
async function traceScroll(browser, page, count) {
  const sel = '[role="region"][aria-label="Planering per anställd och dag"]';
  await page.evaluate((s) => document.querySelector(s).scrollTo(0, 0), sel);
  await page.waitForTimeout(300);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8'] });
  await page.evaluate(async (s) => {
    const el = document.querySelector(s);
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    await frame();
    for (let i = 0; i < 120; i++) {
      el.scrollTop += 48;
      await frame();
    }
  }, sel);
  const buffer = await browser.stopTracing();
  if (process.env.BENCH_TRACE.endsWith('.json')) writeFileSync(process.env.BENCH_TRACE.replace('.json', `-${count}.json`), buffer);
  const events = JSON.parse(buffer.toString()).traceEvents ?? [];
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const groups = {
    script: ['FunctionCall', 'EvaluateScript'],
    style: ['UpdateLayoutTree', 'RecalculateStyles'],
    layout: ['Layout'],
    'pre-paint': ['PrePaint'],
    paint: ['Paint', 'PaintImage'],
    layerize: ['Layerize', 'UpdateLayer', 'UpdateLayerTree'],
    commit: ['Commit', 'ProxyMain::BeginMainFrame::commit'],
  };
  const sums = Object.fromEntries(Object.keys(groups).map((k) => [k, 0]));
  let total = 0;
  for (const e of events) {
    if (e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`)) continue;
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') total += e.dur / 1000;
    for (const [k, names] of Object.entries(groups)) if (names.includes(e.name)) sums[k] += e.dur / 1000;
  }
  console.log(
    `  trace of the scroll, ${count} employees (renderer main thread, ms): busy ${r1(total)}; ${Object.entries(sums)
      .map(([k, v]) => `${k} ${r1(v)}`)
      .join(', ')}`,
  );
}
