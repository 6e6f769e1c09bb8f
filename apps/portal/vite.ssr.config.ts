// The server's first view of the start page (issue 22, README "The server's first view"): src/first-view.tsx and the
// installed plugins built for Node into dist-ssr/, which the server loads (apps/server/src/host/http/first-view.ts).
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
  // the renderer alone: the browser's files (public/) are the client build's
  publicDir: false,
  // React's production build, whatever the server's environment says (its development build checks every element and
  // prop: three times the render's time)
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { ssr: 'src/first-view.tsx', outDir: 'dist-ssr', target: 'node20', emptyOutDir: true },
  ssr: { noExternal: true },
});
