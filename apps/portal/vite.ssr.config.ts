import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { installedPlugins } from './installed-plugins';
import { localeSlices } from './locale-slices';
import { packageVersions } from './package-versions';

const portalRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  plugins: [installedPlugins(repoRoot, portalRoot), localeSlices(), packageVersions(), react()],
  build: { ssr: 'src/first-view.tsx', outDir: 'dist-ssr', target: 'node20', emptyOutDir: true },
  ssr: { noExternal: true },
});
