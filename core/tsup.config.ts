import { defineConfig } from 'tsup';

// The publish artefact; inside the workspace the app compiles core from source.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ui: 'src/ui/index.ts',
    validation: 'src/validation/index.ts',
    contracts: 'src/contracts/index.ts',
    server: 'src/server/index.ts',
    testing: 'src/testing/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  external: ['react', 'react-dom', 'effector', 'effector-react', 'wouter', 'runtypes'],
});
