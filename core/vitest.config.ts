import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
    globals: false,
    setupFiles: ['test/setup-async-timeout.ts'],
    // component tests under happy-dom are slow on a loaded 2-core machine; a timeout is not an assertion
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
