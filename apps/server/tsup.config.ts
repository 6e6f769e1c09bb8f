import { defineConfig } from 'tsup';

// One file to run: workspace code (@lonna/*) is bundled, node_modules stay external.
export default defineConfig({
  // the render worker is its own entry: piscina starts it in worker threads (src/services/render/pool.ts)
  // and so is the first view's (src/host/http/first-view.ts)
  entry: { main: 'src/main.ts', 'render-worker': 'src/services/render/worker.ts', 'first-view-worker': 'src/host/http/first-view-worker.mjs' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@lonna\//],
  // tsx: the loader for workspace plugins' TypeScript server halves (loaded at start-up from the installed list)
  external: ['better-sqlite3', 'pg', 'kysely', 'fastify', /^@fastify\//, 'runtypes', 'ws', /^tsx/],
});
