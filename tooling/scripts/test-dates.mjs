#!/usr/bin/env node
// `npm run test:dates`: the whole `npm test` with the clock moved — proof that no test depends on the day it
// runs. The unit and server suites (vitest, PostgreSQL) run under libfaketime (Debian's faketime); the browser
// suite gets the same instant through LONNA_E2E_NOW — the server's LONNA_CLOCK and every page's page.clock
// (e2e/support/clock.ts) — with the real system clock underneath (Chromium does not start under faketime, and
// Playwright's runner misbehaves under a clock set in the past). Default dates: a month end, a year end, 29 February and
// the day the Swedish clocks change; or name instants: `npm run test:dates -- 2027-06-30T08:00:00Z …`.
import { spawnSync } from 'node:child_process';
import { ensurePnpm, install, log, root } from './lib.mjs';
import { ensureSystemDeps } from './system-deps.mjs';

const DATES = [
  ['2026-04-30T08:00:00Z', 'a month end (Thursday 10:00 in Stockholm)'],
  ['2026-12-31T09:00:00Z', 'a year end (Thursday 10:00)'],
  ['2028-02-29T09:00:00Z', '29 February (Tuesday 10:00)'],
  ['2026-03-29T08:00:00Z', 'the day Swedish clocks move to summer time (Sunday 10:00 CEST)'],
];
const asked = process.argv.slice(2);
const dates = asked.length ? asked.map((d) => [d, 'named on the command line']) : DATES;
for (const [d] of dates) if (Number.isNaN(Date.parse(d))) throw new Error(`not an ISO instant: ${d}`);

const pnpm = ensurePnpm();
await install(pnpm);
await ensureSystemDeps({ faketime: '/usr/bin/faketime' });

const results = [];
for (const [instant, why] of dates) {
  // faketime reads "YYYY-MM-DD hh:mm:ss" in the process's zone: give it UTC and run the tests in UTC+TZ as usual
  const stamp = new Date(instant).toISOString().replace('T', ' ').slice(0, 19);
  log(`npm test on ${instant} — ${why}`);
  const r = spawnSync('faketime', [stamp, 'node', 'tooling/scripts/test.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1', LONNA_E2E_NOW: instant, LONNA_TEST_INSTALLED: '1' },
  });
  results.push({ instant, why, ok: r.status === 0 });
}
console.log('\nnpm test with the clock moved');
for (const r of results) console.log(`${r.instant.padEnd(24)}${(r.ok ? 'ok' : 'FAILED').padEnd(8)}${r.why}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
