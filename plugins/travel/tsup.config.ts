import { defineConfig } from 'tsup';

// The publish artefact (`npm run pack`); inside the workspace the portal and the server compile this plugin from source.
export default defineConfig({
  entry: { index: 'src/index.ts', contracts: 'src/contracts.ts', server: 'server/index.ts' },
  format: ['esm'],
  target: 'es2022',
  // no dts here: `npm run pack` writes every package's declarations from one program (tooling/scripts/declarations.mjs)
  clean: true,
  // @lonna/core and the host's kysely are peers: one copy in the host
  external: [/^@lonna\/core(\/.*)?$/, 'kysely'],
});
