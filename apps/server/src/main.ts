import cluster from 'node:cluster';
import { buildServer } from './build-server';
import { workerRelay } from './host/push/relay-bus';
import { runPrimary, workerCount } from './host/workers';
import { clockFromEnv } from './host/clock';
import { deploymentProblems } from './host/http/deployment';
import { runModeOf } from './host/http/run-mode';
import { DEMO_PASSWORD } from './plugins/shell/seed/demo';

// the process entry point is production unless told otherwise: `npm start`, `npm run dev` and e2e pass LONNA_MODE=demo
const env = { ...process.env, LONNA_MODE: process.env.LONNA_MODE?.trim() || 'production' };
const mode = runModeOf(env);
const port = Number(process.env.PORT ?? 8080);
// demo: only this machine can reach it unless HOST says otherwise (HOST=0.0.0.0 to show it on the network)
const hostName = process.env.HOST?.trim() || (mode === 'demo' ? '127.0.0.1' : '0.0.0.0');
const started = Date.now();

const problems = deploymentProblems(env, hostName);
if (problems.length > 0) {
  console.error(
    `Lönna refuses to start in production mode:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/SECURITY.md § Deployment switches (or set LONNA_MODE=demo to try the demo on this machine).`,
  );
  process.exit(1);
}

const workers = workerCount(env, mode);
if (workers > 1 && cluster.isPrimary) {
  await runPrimary(workers);
} else {
  await serve();
}

async function serve(): Promise<void> {
  // a fixed clock is for tests and demos only
  const now = clockFromEnv(process.env.LONNA_CLOCK, { production: mode === 'production' });
  // one worker of several (node:cluster): the per-address limit is shared out, push goes through the primary
  const processes = cluster.isWorker ? Number(process.env.LONNA_WORKER_COUNT ?? 1) : 1;
  const server = await buildServer({
    pushRelay: workerRelay(),
    authRatePerMinute: Math.ceil(Number(process.env.LONNA_AUTH_RATE_PER_MINUTE ?? 60) / processes),
    now,
    databaseUrl: process.env.DATABASE_URL ?? '',
    firstSalaryYear: Number(process.env.LONNA_FIRST_SALARY_YEAR ?? 2019),
    trustProxy: process.env.LONNA_TRUST_PROXY === '1',
    maintenance: process.env.LONNA_MAINTENANCE === '1',
    logger: process.env.LONNA_LOG === '1',
    env,
    security: { env },
    listenHost: hostName,
    // the demo accounts share a published password: a production database gets them only when asked for
    seed: mode === 'demo' || process.env.LONNA_SEED_DEMO === '1',
  });
  await server.app.listen({ port, host: hostName });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.app.close().then(() => process.exit(0));
    });
  }

  // the first worker speaks for all of them
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const shown = hostName === '0.0.0.0' || hostName === '::' ? 'localhost' : hostName.includes(':') ? `[${hostName}]` : hostName;
  const url = `http://${shown}:${port}/`;
  if (now) console.log(`LONNA_CLOCK: the server's clock says ${now().toISOString()} (not the system time)`);
  console.log(
    `Lönna is running at ${url} (${server.database.description}; build ${server.host.buildId}; ready in ${Date.now() - started} ms${server.seeded ? ', demo data seeded' : ''})`,
  );
  console.log(
    `Mode: ${mode.toUpperCase()}${mode === 'demo' ? ' (not for real data)' : ''}; listening on ${hostName}:${port}; development tools ${server.devTools.why}.`,
  );
  // every demo account the seeds made (shell, sign-in security, …), read back so the list is never stale;
  // only the demo domain, so a production database's users are never printed
  const demo = await server.host.db
    .selectFrom('accounts')
    .select(['Login', 'Roll', 'Namn', 'LoginTyp'])
    .where('Login', 'like', '%@demo.se')
    .orderBy('Login')
    .execute();
  if (demo.length > 0) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of demo) console.log(`  ${a.Login.padEnd(15)} ${a.Roll}  ${a.Namn}${a.LoginTyp === 'S' && server.devTools.on ? ' (SMS code: /dev/sms)' : ''}`);
  }
}
