// A server process for the bench (kept apart from autocannon so they don't share an event loop).
//   node --import tsx bench/serve.mjs lonna <sqlite file> [workers]  → the real server, demo + a 5,000-employee company
//   node --import tsx bench/serve.mjs bare <bodies.json>    → bare Fastify answering the same bytes
//   node --import tsx bench/serve.mjs domain <sqlite file> <employees> → the real server, demo + company 9000 with a
//     year of every domain plugin's history (bench/domain-seed.mjs)
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [mode, arg] = process.argv.slice(2);
// bench/profile.mjs: SIGUSR2 starts the CPU profiler (after start-up and seeding), SIGTERM writes PROFILE_OUT and exits
const profileOut = process.env.PROFILE_OUT;
if (profileOut) {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  process.on('SIGUSR2', () => void session.post('Profiler.enable').then(() => session.post('Profiler.start')));
  process.once('SIGTERM', async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileOut, JSON.stringify(profile));
    process.exit(0);
  });
}

if (mode === 'lonna') {
  // `lonna <file> <workers>`: with workers > 1 the primary seeds once, then that many processes share the port
  // (node:cluster, as LONNA_WORKERS does in main.ts); worker processes come back here through cluster.fork
  const cluster = (await import('node:cluster')).default;
  const workers = Number(process.argv[4] ?? 1);
  const { buildServer } = await import('../src/build-server.ts');
  if (cluster.isPrimary) {
    const { seedBigCompany } = await import('../src/plugins/shell/seed/demo.ts');
    const server = await buildServer({ databaseUrl: arg, portalDist: null, buildId: 'bench' });
    // the cluster run reuses the first run's file
    const seeded = await server.host.db.selectFrom('companies').select('FtgId').where('FtgId', '=', '9000').executeTakeFirst();
    if (!seeded) await seedBigCompany(server.host.db, 5000);
    if (workers <= 1) {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      console.log(`READY ${server.app.server.address().port}`);
    } else {
      await server.app.close();
      const { relayPushThroughPrimary } = await import('../src/host/push/relay-bus.ts');
      relayPushThroughPrimary();
      let listening = 0;
      cluster.on('listening', (_w, address) => {
        if (++listening === workers) console.log(`READY ${address.port}`);
      });
      for (let i = 0; i < workers; i++) cluster.fork();
      process.once('SIGTERM', () => {
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
        setTimeout(() => process.exit(0), 500);
      });
    }
  } else {
    const { workerRelay } = await import('../src/host/push/relay-bus.ts');
    const server = await buildServer({ databaseUrl: arg, portalDist: null, buildId: 'bench', pushRelay: workerRelay() });
    // every worker listens on port 0: the cluster gives them one shared port
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  }
} else if (mode === 'domain') {
  const { buildServer } = await import('../src/build-server.ts');
  const { seedDomainCompany } = await import('./domain-seed.mjs');
  const server = await buildServer({ databaseUrl: arg, portalDist: null, buildId: 'bench' });
  const started = Date.now();
  const counts = await seedDomainCompany(server.host.db, Number(process.argv[4]), new Date());
  console.log(`SEEDED ${JSON.stringify(counts)} in ${Date.now() - started} ms`);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${server.app.server.address().port}`);
} else if (mode === 'bare') {
  const bodies = JSON.parse(readFileSync(arg, 'utf8'));
  const app = Fastify();
  // the same bytes as Lönna sent: plain, or already compressed with its tag (what a precomputed reply costs at best)
  for (const [name, b] of Object.entries(bodies)) {
    const bytes = Buffer.from(b.base64, 'base64');
    app.get(`/${name}`, (req, reply) => {
      reply.type('application/json; charset=utf-8');
      if (b.etag) reply.header('etag', b.etag);
      if (b.etag && req.headers['if-none-match'] === b.etag) return reply.code(304).send('');
      if (b.encoding) reply.header('content-encoding', b.encoding);
      return reply.send(bytes);
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${app.server.address().port}`);
} else {
  console.error('usage: serve.mjs lonna <file> | bare <bodies.json>');
  process.exit(2);
}
