import { buildServer } from './build-server';
import { clockFromEnv } from './host/clock';
import { DEMO_PASSWORD } from './plugins/shell/seed/demo';

const port = Number(process.env.PORT ?? 8080);
const hostName = process.env.HOST ?? '0.0.0.0';
const started = Date.now();

const now = clockFromEnv(process.env.LONNA_CLOCK, { production: process.env.NODE_ENV === 'production' });
const server = await buildServer({
  now,
  databaseUrl: process.env.DATABASE_URL ?? '',
  firstSalaryYear: Number(process.env.LONNA_FIRST_SALARY_YEAR ?? 2019),
  trustProxy: process.env.LONNA_TRUST_PROXY === '1',
  maintenance: process.env.LONNA_MAINTENANCE === '1',
  logger: process.env.LONNA_LOG === '1',
});
await server.app.listen({ port, host: hostName });

const url = `http://localhost:${port}/`;
if (now) console.log(`LONNA_CLOCK: the server's clock says ${now().toISOString()} (not the system time)`);
console.log(`Lönna is running at ${url} (${server.database.description}; build ${server.host.buildId}; ready in ${Date.now() - started} ms${server.seeded ? ', demo data seeded' : ''})`);
// every demo account the seeds made (shell, sign-in security, …), read back so the list is never stale;
// only the demo domain, so a production database's users are never printed
const demo = await server.host.db.selectFrom('accounts').select(['Login', 'Roll', 'Namn', 'LoginTyp'])
  .where('Login', 'like', '%@demo.se').orderBy('Login').execute();
if (demo.length > 0) {
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of demo) console.log(`  ${a.Login.padEnd(15)} ${a.Roll}  ${a.Namn}${a.LoginTyp === 'S' ? ' (SMS code: /dev/sms)' : ''}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.app.close().then(() => process.exit(0));
  });
}
