#!/usr/bin/env node
// `npm run build|dev|bench`: the same pnpm bootstrap as start/test, then the task.
import { ensurePnpm, install, log, mustRun, run } from './lib.mjs';

const task = process.argv[2];
const pnpm = ensurePnpm();
await install(pnpm);
if (task === 'build') {
  await mustRun(pnpm, ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
} else if (task === 'dev') {
  log('API on :8080 (built once), Vite dev server with hot reload on :5173');
  await mustRun(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@lonna/server', '--output-logs=errors-only']);
  await Promise.all([run('node', ['apps/server/dist/main.js']), run(pnpm, ['--filter', '@lonna/portal', 'dev'])]);
} else if (task === 'bench') {
  await mustRun(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@lonna/portal', '--filter=@lonna/server', '--output-logs=errors-only']);
  await mustRun('node', ['tooling/scripts/bench.mjs']);
} else {
  console.error('usage: run.mjs build|dev|bench');
  process.exit(2);
}
