#!/usr/bin/env node
// `npm start`: install, build, migrate, seed the demo data (empty database only) and serve the portal.
import { ensurePnpm, install, log, mustRun, run } from './lib.mjs';

const pnpm = ensurePnpm();
await install(pnpm);
log('building the portal and the server');
await mustRun(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@lonna/portal', '--filter=@lonna/server', '--output-logs=errors-only']);
log('starting (migrations and demo data run at start-up)');
// the demo: development tools on, on this machine only (apps/server binds 127.0.0.1 in demo mode unless HOST is set)
process.exitCode = await run('node', ['apps/server/dist/main.js'], { env: { ...process.env, LONNA_MODE: process.env.LONNA_MODE ?? 'demo' } });
