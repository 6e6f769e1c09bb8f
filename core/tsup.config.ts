import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The publish artefact (`npm run pack`); inside the workspace every package compiles core from source.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ui: 'src/ui/index.ts',
    validation: 'src/validation/index.ts',
    contracts: 'src/contracts/index.ts',
    server: 'src/server/index.ts',
    pdf: 'src/server/pdf.ts',
    testing: 'src/testing/index.ts',
    'bankid/messages': 'src/bankid/messages.ts',
  },
  format: ['esm'],
  target: 'es2022',
  // no dts here: `npm run pack` writes every package's declarations from one program (tooling/scripts/declarations.mjs)
  clean: true,
  removeNodeProtocol: false, // keep `node:fs`: it says plainly that the import is Node's
  // dependencies and peerDependencies stay external by default; these are the peers, named for clarity
  external: ['react', 'react-dom', 'effector', 'effector-react', 'wouter', 'runtypes'],
  // the Tailwind theme is CSS source: the portal's own Tailwind build reads it
  onSuccess: async () => cpSync('src/ui/styles.css', 'dist/ui/styles.css'),
});
