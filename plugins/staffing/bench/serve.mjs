// The planner bench's server: the real host (apps/server, every installed plugin) on a temp SQLite file, company 9500
// with BENCH_EMPLOYEES (300) employees and company 9501 with BENCH_BIG (5,000), each with needs whose unfilled passes
// cover the period (next month's weeks, the planner's month view): about as many passes a day as 300 people can work —
// in both companies, so the 5,000 case measures rows (virtualisation), not a 150,000-pass payload.
//   node --import tsx bench/serve.mjs <sqlite file> <employees> <big>
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';

const [file, employees, big] = process.argv.slice(2);
const dist = process.env.BENCH_PORTAL_DIST ?? new URL('../../../apps/portal/dist', import.meta.url).pathname;
const { buildServer, seedBigCompany } = await import('@lonna/server/testing');
const { generatePasses } = await import('../server/generate.ts');
const { periodOf, stepAnchor } = await import('../src/shared/period.ts');

const now = new Date();
const today = now.toISOString().slice(0, 10);
// next month as the planner's month view shows it (whole weeks): all of it ahead, so every pass can be planned
const period = periodOf('month', stepAnchor('month', today, 1));
const server = await buildServer({ databaseUrl: file, portalDist: existsSync(`${dist}/index.html`) ? dist : null, buildId: 'bench' });
const db = server.host.db;
const started = Date.now();

/** passes a day ≈ 5/7 of 300 people on an 8 h or 7 h pass: about a full-time week each, so the rules have work to do */
async function seed(FtgId, count) {
  await seedBigCompany(db, count, now, FtgId);
  const shifts = [
    ['07:00', '15:00'],
    ['15:00', '22:00'],
  ];
  const perDay = Math.round((Math.min(count, Number(employees)) * 5) / 7);
  const needs = [];
  for (let i = 0; i < Math.ceil(perDay / 10); i++) {
    const [Start, Slut] = shifts[i % 2];
    needs.push({
      FtgId,
      Id: randomUUID(),
      Namn: `Behov ${i + 1}`,
      Uppgift: '',
      Avdelning: '',
      ResEnh: '',
      Brukare: '',
      Start,
      Slut,
      Antal: Math.min(10, perDay - i * 10),
      Kompetenser: '',
      Upprepning: 'DAILY',
      Faktor: 1,
      Dagar: '',
      Manader: '',
      FromDatum: period.From,
      TomDatum: period.To,
      Schemalangd: 6,
      Helgdagar: 1,
      Delpass: 0,
      Kommentar: '',
      KopiaAv: '',
      Deleted: 0,
      CreatedAt: now.getTime(),
      CreatedBy: 'bench',
    });
  }
  for (let i = 0; i < needs.length; i += 50)
    await db
      .insertInto('staffing_needs')
      .values(needs.slice(i, i + 50))
      .execute();
  return generatePasses(db, FtgId, needs, period.From, period.To, now.getTime());
}
const small = await seed('9500', Number(employees));
const large = await seed('9501', Number(big));
await server.app.listen({ port: 0, host: '127.0.0.1' });
console.log(`SEEDED ${small} + ${large} passes in ${Date.now() - started} ms`);
console.log(`PERIOD ${period.From} ${period.To}`);
console.log(`READY ${server.app.server.address().port}`);
