import { defineConfig } from 'tsup';

// The publish artefact (`npm run pack`); inside the workspace the portal and the server compile this plugin from source.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    contracts: 'src/contracts.ts',
    server: 'server/index.ts',
    renderers: 'server/renderers.ts',
    booking: 'server/published/booking.ts',
  },
  format: ['esm'],
  target: 'es2022',
  // no dts here: `npm run pack` writes every package's declarations from one program (tooling/scripts/declarations.mjs)
  clean: true,
  removeNodeProtocol: false, // keep `node:fs`: it says plainly that the import is Node's
  // @lonna/core and the host's kysely are peers: one copy in the host (dependencies and peers stay external)
  external: [/^@lonna\/core(\/.*)?$/, 'kysely'],
});
