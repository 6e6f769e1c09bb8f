#!/usr/bin/env node
// `npm run build|dev|bench|test:durability|bench:load|lint|format`: the same pnpm bootstrap as start/test, then the task.
import { houseRules } from './house-rules.mjs';
import { ensurePnpm, install, log, mustRun, run } from './lib.mjs';

const task = process.argv[2];
const pnpm = ensurePnpm();
await install(pnpm);
if (task === 'build') {
  await mustRun(pnpm, ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
} else if (task === 'dev') {
  log('API on :8080 (built once), Vite dev server with hot reload on :5173');
  await mustRun(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@lonna/server', '--output-logs=errors-only']);
  await Promise.all([
    run('node', ['apps/server/dist/main.js'], { env: { LONNA_MODE: process.env.LONNA_MODE ?? 'demo' } }),
    run(pnpm, ['--filter', '@lonna/portal', 'dev']),
  ]);
} else if (task === 'bench') {
  await mustRun(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@lonna/portal', '--filter=@lonna/server', '--output-logs=errors-only']);
  await mustRun('node', ['tooling/scripts/bench.mjs']);
} else if (task === 'durability') {
  // kill -9 during concurrent writes, restart, check: SQLite (WAL), then PostgreSQL (PG_URL or a throwaway cluster)
  await mustRun('node', ['apps/server/scripts/durability.mjs']);
} else if (task === 'load') {
  // 500 users, a typical day, 2 minutes: one instance, then two on one PostgreSQL behind a round-robin proxy
  await mustRun('node', ['apps/server/bench/load.mjs']);
} else if (task === 'lint') {
  // every rule runs, so one run shows every problem
  let failed = 0;
  for (const rule of houseRules) {
    log(`▶ ${rule.name}`);
    if ((await run(rule.cmd, rule.args)) !== 0) failed++;
  }
  if (failed) process.exit(1);
} else if (task === 'format') {
  await mustRun(houseRules[0].cmd, ['format', '--write', '.']);
} else {
  console.error('usage: run.mjs build|dev|bench|durability|load|lint|format');
  process.exit(2);
}
