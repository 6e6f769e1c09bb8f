import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** text the browser fetches: compressed once at build time, never per request */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** below this a compressed copy saves less than its own request headers */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every compressible file of the build,
 * where the server's static handler (`preCompressed`) sends them to a browser that accepts the encoding (issue 22:
 * the main chunk went out as 326 KB instead of ~106 KB). Node's own zlib: no dependency.
 */
export function precompress(): Plugin {
  let outDir = '';
  let writes = true;
  return {
    name: 'lonna-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      // the chunk plan's first pass builds in memory (chunk-plan.ts): nothing of it is on disk to compress
      writes = config.build.write !== false;
    },
    closeBundle() {
      if (!writes) return;
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        const gz = gzipSync(bytes, { level: 9 });
        // a copy that is not smaller is never sent
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (!name.endsWith('.br') && !name.endsWith('.gz')) yield p;
  }
}
