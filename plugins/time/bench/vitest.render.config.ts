import { defineConfig } from 'vitest/config';

// the render half of the attest bench: one file, happy-dom, printed timing (not a test suite)
export default defineConfig({
  test: { include: ['bench/render.bench.tsx'], environment: 'happy-dom', testTimeout: 60_000 },
});
