import { defineConfig } from 'tsup';

// One file to run: workspace code (@lonna/*) is bundled, node_modules stay external.
export default defineConfig({
  // the render worker is its own entry: piscina starts it in worker threads (src/services/render/pool.ts)
  entry: { main: 'src/main.ts', 'render-worker': 'src/services/render/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@lonna\//],
  // tsx: the loader for workspace plugins' TypeScript server halves (loaded at start-up from the installed list)
  external: ['better-sqlite3', 'pg', 'kysely', 'fastify', /^@fastify\//, 'runtypes', 'ws', /^tsx/],
});
