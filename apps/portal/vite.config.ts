/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { bootSplash } from './boot-splash';
import { chunkGroups } from './chunk-groups';
import { chunkPlan } from './chunk-plan';
import { installedPlugins } from './installed-plugins';
import { localeSlices } from './locale-slices';
import { packageVersions } from './package-versions';
import { precompress } from './precompress';

const API = process.env.LONNA_API_URL ?? 'http://localhost:8080';
const portalRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** dist/build-id.txt: a hash over every emitted file, so the server's dv-build-id changes with each deploy. */
function buildIdFile(): Plugin {
  return {
    name: 'lonna-build-id',
    apply: 'build',
    generateBundle(_, bundle) {
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) {
        const item = bundle[name]!;
        hash.update(name);
        hash.update(item.type === 'chunk' ? item.code : typeof item.source === 'string' ? item.source : Buffer.from(item.source));
      }
      this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: hash.digest('hex').slice(0, 16) });
    },
  };
}

/**
 * dist/.vite/modules.json: each chunk's modules with their rendered size (what tree shaking kept), so `npm run bench`
 * can say what the sign-in screen's JavaScript is made of.
 */
function moduleReport(): Plugin {
  return {
    name: 'lonna-module-report',
    apply: 'build',
    generateBundle(_, bundle) {
      const report: Record<string, Record<string, number>> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules = Object.entries(item.modules)
          .filter(([, m]) => m.renderedLength > 0)
          .map(([id, m]) => [id.replace(repoRoot, '').replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'npm:'), m.renderedLength] as const)
          .sort((a, b) => b[1] - a[1]);
        report[item.fileName] = Object.fromEntries(modules);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(report) });
    },
  };
}

// the build's second look at its chunks (chunk-plan.ts): the plan the first pass makes, read when the chunks are cut
const secondPass = chunkPlan(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [
    installedPlugins(repoRoot, portalRoot),
    localeSlices(),
    packageVersions(),
    react(),
    tailwindcss(),
    buildIdFile(),
    moduleReport(),
    precompress(),
    bootSplash(),
    secondPass.plugin,
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/countryflags': { target: API, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/countryflags': { target: API, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: process.env.LONNA_SOURCEMAP === '1',
    // dist/.vite/manifest.json: `npm run bench` reads it to measure the sign-in screen's JS and every lazy chunk
    manifest: true,
    chunkSizeWarningLimit: 600,
    // one lazy chunk per plugin's pages, one for the cards, one per language (issue 22: the whole app's size)
    rolldownOptions: { output: { codeSplitting: chunkGroups(portalRoot, secondPass.plan) } },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
