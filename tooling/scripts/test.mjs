#!/usr/bin/env node
// `npm test`: everything but the bench, on a fresh machine. Each step runs even when an earlier one failed,
// so one run shows every problem; the last line counts the tests ("N passed, N failed").
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { houseRules } from './house-rules.mjs';
import { ensurePnpm, install, root } from './lib.mjs';
import { runSteps } from './step-pool.mjs';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';
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

// The steps and what each needs; they run side by side (step-pool.mjs), the list's order is their priority. The
// browser suite needs the build of the portal and the server (seconds: turbo's `^transit` hashes their dependencies'
// sources without building them) and is the longest chain, so it starts first; the server's suite, the longest
// single step, beside it; then the type checks, the packed packages (they build core's and the plugins' dist/ with
// declarations, two at a time) and the other suites, longest first. Three slots: a fourth (tried) only made the
// server's suite slower beside the browser suite. LONNA_TEST_SLOTS=1 runs them one after another.
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(results, `vitest-${name}.json`)}`];
const plan = [];
plan.push({
  name: 'build: the portal and the server',
  cmd: pnpm,
  args: ['exec', 'turbo', 'run', 'build', '--filter=@lonna/portal', '--filter=@lonna/server', '--output-logs=errors-only', '--concurrency=2'],
  env: { VITE_GALLERY: '1' },
  slots: 2,
});
plan.push({
  name: 'browser tests (Playwright, Chromium)',
  cmd: pnpm,
  args: ['--filter', '@lonna/e2e', 'e2e'],
  env: {
    // under test:dates the browser suite keeps the real system clock: the server and the pages get the moved date
    // from LONNA_E2E_NOW (LONNA_CLOCK and page.clock), as a deployed server and a user's browser each have their own
    ...(process.env.LD_PRELOAD?.includes('faketime') ? { LD_PRELOAD: '' } : {}),
    CHROMIUM_PATH: chromiumPath(),
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json'),
  },
  slots: 2,
  after: ['build: the portal and the server'],
});
const suite = (pkg) => {
  // the server suite runs once with a PostgreSQL database beside SQLite: every test on both dialects
  const script = pkg.scripts['test:pg'] ? 'test:pg' : 'test';
  const label = script === 'test:pg' ? `tests on SQLite and PostgreSQL: ${pkg.name}` : `tests: ${pkg.name}`;
  return { name: label, cmd: pnpm, args: ['--filter', pkg.name, script, ...vitestJson(pkg.name.replace(/[@/]/g, '_'))] };
};
const packages = workspacePackagesWithTests();
plan.push(suite(packages.find((p) => p.name === '@lonna/server')));
plan.push({ name: 'type checks: core, every plugin and the portal', cmd: pnpm, args: ['--filter', '@lonna/portal', 'exec', 'tsc', '-p', 'tsconfig.all.json'] });
plan.push({
  name: 'type checks: the server and the browser tests',
  cmd: pnpm,
  args: ['exec', 'turbo', 'run', 'check-types', '--filter=@lonna/server', '--filter=@lonna/e2e', '--output-logs=errors-only', '--concurrency=1'],
});
// the packing test builds core's and the plugins' dist/ (declarations included) and packs them
plan.push({
  name: 'tooling tests: packed packages install and register outside the workspace',
  cmd: 'node',
  args: [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${join(results, 'node-tooling.tap')}`,
    'tooling/test/',
  ],
  env: { VITE_GALLERY: '1' },
});
// the other suites, those with the most test files first, so the short ones fill the gaps at the end
const others = packages.filter((p) => p.name !== '@lonna/server').sort((a, b) => testFiles(b.dir) - testFiles(a.dir));
for (const pkg of others) plan.push(suite(pkg));
plan.push({ name: 'i18n: four complete languages', cmd: 'node', args: ['tooling/scripts/check-i18n.mjs'] });
for (const rule of houseRules) plan.push({ name: rule.name, cmd: rule.cmd, args: rule.args });
const slots = Number(process.env.LONNA_TEST_SLOTS ?? 3);
const steps = await runSteps(plan, { slots, logDir: join(results, 'logs') });

// ---- summary ----
let passed = 0;
let failed = 0;
let skipped = 0;
// the failed tests by name, printed last: a CI log shown in part still ends with which test failed and why
const failures = [];
// the result files only (the steps' logs are in logs/)
for (const f of readdirSync(results).filter((n) => /\.(json|tap)$/.test(n))) {
  const text = readFileSync(join(results, f), 'utf8');
  const data = f.endsWith('.json') ? JSON.parse(text) : text;
  if (f.startsWith('vitest-')) {
    passed += data.numPassedTests ?? 0;
    failed += data.numFailedTests ?? 0;
    skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
    failures.push(...vitestFailures(data, f, root));
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
    failures.push(...playwrightFailures(data));
  }
}
console.log(`\n${'step'.padEnd(58)}result   time    cpu`);
for (const s of steps)
  console.log(`${s.name.padEnd(58)}${(s.ok ? 'ok' : 'FAILED').padEnd(9)}${`${s.seconds}s`.padEnd(8)}${s.cpu === undefined ? '' : `${s.cpu}s`}`);
const stepFailures = steps.filter((s) => !s.ok).length;
console.log(`\ntotal time ${Math.round((Date.now() - started) / 1000)} s`);
// a failed step that ran no counted test (type check, build) still fails the run
if (stepFailures > 0 && failed === 0) failed = stepFailures;
if (failures.length) console.log(`\nfailed tests:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(stepFailures > 0 || failed > 0 || passed === 0 || skipped > 0 ? 1 : 0);

function workspacePackagesWithTests() {
  const dirs = ['core', ...['plugins', 'apps'].flatMap((d) => readdirSync(join(root, d)).map((n) => `${d}/${n}`))];
  return dirs
    .filter((d) => existsSync(join(root, d, 'package.json')))
    .map((d) => ({ ...JSON.parse(readFileSync(join(root, d, 'package.json'), 'utf8')), dir: join(root, d) }))
    .filter((p) => p.scripts?.test);
}

/** how many test files a package has (its suite's length, roughly) */
function testFiles(dir) {
  const test = join(dir, 'test');
  return existsSync(test) ? readdirSync(test, { recursive: true }).filter((f) => /\.test\.tsx?$/.test(String(f))).length : 0;
}
