// The bench's server process: the real host (apps/server) with the time plugin, on a temp SQLite
// file, plus a company of BENCH_EMPLOYEES employees with a month and a half of time each.
//   node --import tsx bench/serve.mjs <sqlite file> <employees>
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const [file, employees] = process.argv.slice(2);
// the built portal with this plugin in it, when there is one, for the page render measurement
const dist = process.env.BENCH_PORTAL_DIST ?? new URL('../../../apps/portal/dist', import.meta.url).pathname;
const hasTimePlugin = () =>
  existsSync(`${dist}/assets`) &&
  readdirSync(`${dist}/assets`).some((f) => f.endsWith('.js') && readFileSync(`${dist}/assets/${f}`, 'utf8').includes('Anställda i perioden'));
const { buildServer, seedBigCompany } = await import('@lonna/server/testing');
const { seedTime } = await import('../server/index.ts');

const server = await buildServer({ databaseUrl: file, portalDist: hasTimePlugin() ? dist : null, buildId: 'bench' });
const started = Date.now();
await seedBigCompany(server.host.db, Number(employees), new Date(), '9500');
const rows = await seedTime(server.host.db, new Date(), [{ FtgId: '9500', clock: false, careRecipient: false, approvalStep: true }]);
await server.app.listen({ port: 0, host: '127.0.0.1' });
console.log(`SEEDED ${rows} rows in ${Date.now() - started} ms`);
console.log(`READY ${server.app.server.address().port}`);
