import { defineConfig } from 'tsup';

// The publish artefact (`npm run pack`); inside the workspace the portal compiles this plugin from source.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  // no dts here: `npm run pack` writes every package's declarations from one program (tooling/scripts/declarations.mjs)
  clean: true,
  removeNodeProtocol: false, // keep `node:fs`: it says plainly that the import is Node's
  external: [/^@lonna\/core(\/.*)?$/],
});
