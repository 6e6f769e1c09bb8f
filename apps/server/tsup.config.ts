import { defineConfig } from 'tsup';

// One file to run: workspace code (@lonna/*) is bundled, node_modules stay external.
export default defineConfig({
  // the render worker is its own entry: piscina starts it in worker threads (src/render/pool.ts)
  entry: { main: 'src/main.ts', 'render-worker': 'src/render/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@lonna\//],
  external: ['better-sqlite3', 'pg', 'kysely', 'fastify', /^@fastify\//, 'runtypes', 'ws'],
});
