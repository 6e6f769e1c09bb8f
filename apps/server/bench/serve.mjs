// A server process for the bench (kept apart from autocannon so they don't share an event loop).
//   node --import tsx bench/serve.mjs lonna <sqlite file>   → the real server, demo + a 5,000-employee company
//   node --import tsx bench/serve.mjs bare <bodies.json>    → bare Fastify answering the same bytes
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
  const { buildServer } = await import('../src/build-server.ts');
  const { seedBigCompany } = await import('../src/plugins/shell/seed/demo.ts');
  const server = await buildServer({ databaseUrl: arg, portalDist: null, buildId: 'bench' });
  await seedBigCompany(server.host.db, 5000);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${server.app.server.address().port}`);
} else if (mode === 'bare') {
  const bodies = JSON.parse(readFileSync(arg, 'utf8'));
  const app = Fastify();
  for (const [name, body] of Object.entries(bodies)) {
    const bytes = Buffer.from(body, 'utf8');
    app.get(`/${name}`, (_req, reply) => reply.type('application/json; charset=utf-8').send(bytes));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${app.server.address().port}`);
} else {
  console.error('usage: serve.mjs lonna <file> | bare <bodies.json>');
  process.exit(2);
}
