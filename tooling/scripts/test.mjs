#!/usr/bin/env node
// `npm test`: everything but the bench, on a fresh machine. Each step runs even when an earlier one failed,
// so one run shows every problem; the last line counts the tests ("N passed, N failed").
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { houseRules } from './house-rules.mjs';
import { ensurePnpm, install, log, root, run } from './lib.mjs';
import { chromiumPath, ensureSystemDeps } from './system-deps.mjs';

const started = Date.now();
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const pnpm = ensurePnpm();
// test:dates installs once on the real clock, then runs this under a fake one (a registry's TLS certificate
// may not be valid on the faked date)
if (process.env.LONNA_TEST_INSTALLED !== '1') {
  await install(pnpm);
  await ensureSystemDeps();
}

const steps = [];
async function step(name, cmd, args, env) {
  const t0 = Date.now();
  log(`▶ ${name}`);
  const code = await run(cmd, args, { env });
  steps.push({ name, ok: code === 0, seconds: Math.round((Date.now() - t0) / 1000) });
}

const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(results, `vitest-${name}.json`)}`];

await step('type checks', pnpm, ['exec', 'turbo', 'run', 'check-types', '--output-logs=errors-only', '--concurrency=2']);
await step('i18n: four complete languages', 'node', ['tooling/scripts/check-i18n.mjs']);
for (const rule of houseRules) await step(rule.name, rule.cmd, rule.args);
for (const pkg of workspacePackagesWithTests()) {
  // the server suite runs once with a PostgreSQL database beside SQLite: every test on both dialects
  const script = pkg.scripts['test:pg'] ? 'test:pg' : 'test';
  const label = script === 'test:pg' ? `tests on SQLite and PostgreSQL: ${pkg.name}` : `tests: ${pkg.name}`;
  await step(label, pnpm, ['--filter', pkg.name, script, ...vitestJson(pkg.name.replace(/[@/]/g, '_'))]);
}
await step('build', pnpm, ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only', '--concurrency=2'], { VITE_GALLERY: '1' });
// after the build, with its env: turbo's cache then has core's and the plugins' dist/ already (same task hash)
await step(
  'tooling tests: packed packages install and register outside the workspace',
  'node',
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${join(results, 'node-tooling.tap')}`,
    'tooling/test/',
  ],
  { VITE_GALLERY: '1' },
);
await step('browser tests (Playwright, Chromium)', pnpm, ['--filter', '@lonna/e2e', 'e2e'], {
  // under test:dates the browser suite keeps the real system clock: the server and the pages get the moved date
  // from LONNA_E2E_NOW (LONNA_CLOCK and page.clock), as a deployed server and a user's browser each have their own
  ...(process.env.LD_PRELOAD?.includes('faketime') ? { LD_PRELOAD: '' } : {}),
  CHROMIUM_PATH: chromiumPath(),
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json'),
});

// ---- summary ----
let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of readdirSync(results)) {
  const text = readFileSync(join(results, f), 'utf8');
  const data = f.endsWith('.json') ? JSON.parse(text) : text;
  if (f.startsWith('vitest-')) {
    passed += data.numPassedTests ?? 0;
    failed += data.numFailedTests ?? 0;
    skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
  } else if (f.startsWith('node-')) {
    // node:test's TAP summary lines: "# pass N", "# fail N", "# skipped N", "# todo N"
    const count = (k) => Number(data.match(new RegExp(`^# ${k} (\\d+)$`, 'm'))?.[1] ?? 0);
    passed += count('pass');
    failed += count('fail') + count('cancelled');
    skipped += count('skipped') + count('todo');
  } else if (f === 'playwright.json') {
    passed += data.stats?.expected ?? 0;
    failed += (data.stats?.unexpected ?? 0) + (data.stats?.flaky ?? 0);
    skipped += data.stats?.skipped ?? 0;
  }
}
console.log(`\n${'step'.padEnd(58)}result   time`);
for (const s of steps) console.log(`${s.name.padEnd(58)}${(s.ok ? 'ok' : 'FAILED').padEnd(9)}${s.seconds}s`);
const stepFailures = steps.filter((s) => !s.ok).length;
console.log(`\ntotal time ${Math.round((Date.now() - started) / 1000)} s`);
// a failed step that ran no counted test (type check, build) still fails the run
if (stepFailures > 0 && failed === 0) failed = stepFailures;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(stepFailures > 0 || failed > 0 || passed === 0 || skipped > 0 ? 1 : 0);

function workspacePackagesWithTests() {
  const dirs = ['core', ...['plugins', 'apps'].flatMap((d) => readdirSync(join(root, d)).map((n) => `${d}/${n}`))];
  return dirs
    .map((d) => join(root, d, 'package.json'))
    .filter(existsSync)
    .map((p) => JSON.parse(readFileSync(p, 'utf8')))
    .filter((p) => p.scripts?.test);
}
