import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The widget bench page (bench/browser.mjs builds it into a temporary folder): production React, the kit's own CSS. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  plugins: [react(), tailwindcss()],
  build: { target: 'es2022', rolldownOptions: { input: fileURLToPath(new URL('widgets.html', import.meta.url)) } },
});
