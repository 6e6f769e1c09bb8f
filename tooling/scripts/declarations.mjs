// The published packages' type declarations. One TypeScript program emits the .d.ts of core and every plugin without
// type-checking them (npm test's combined type check does that, and `npm run pack` runs it first), then
// rollup-plugin-dts bundles each package's entries into dist/ under the names its publishConfig gives. tsup's own
// declaration build did this per package, and each re-checked core's sources: ≈ 600 CPU-seconds for core and fifteen
// plugins, against ≈ 25 here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { baseEnv, root } from './lib.mjs';

const program = join(root, 'apps', 'portal', 'tsconfig.declarations.json');

/** The entries a package publishes with types: the published name (dist/<name>.d.ts) → its source file. */
export function typedEntries(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entries = {};
  for (const [key, target] of Object.entries(pkg.publishConfig?.exports ?? {})) {
    if (typeof target !== 'object' || !target.types) continue;
    const source = pkg.exports?.[key];
    if (typeof source !== 'string' || !/\.tsx?$/.test(source)) throw new Error(`${pkg.name}: "${key}" has published types but no TypeScript source in exports`);
    entries[target.types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '')] = join(dir, source);
  }
  return entries;
}

// rollup links the bundle's own files without an extension (`from './contracts'`); an ESM consumer resolving with
// node16 needs `./contracts.js` (TypeScript maps it to contracts.d.ts), as attw checks
const importsWithExtension = {
  name: 'imports-with-extension',
  renderChunk: (code) => code.replace(/(\bfrom\s+|\bimport\s+)(['"])(\.{1,2}\/[^'"]+?)(?<!\.js)\2/g, '$1$2$3.js$2'),
};

/** Emit once, then write each package's bundled declarations into its dist/ (after tsup, which cleans dist/). */
export async function buildDeclarations(dirs) {
  // outside node_modules: TypeScript's resolver (which rollup-plugin-dts uses) takes anything there for a library
  const emitted = mkdtempSync(join(tmpdir(), 'lonna-declarations-'));
  try {
    await emitAndBundle(emitted, dirs);
  } finally {
    rmSync(emitted, { recursive: true, force: true });
  }
}

async function emitAndBundle(emitted, dirs) {
  const tsc = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', program, '--outDir', emitted], { cwd: root, env: baseEnv(), encoding: 'utf8' });
  if (tsc.status !== 0) throw new Error(`the declaration program failed:\n${tsc.stdout}${tsc.stderr}`);
  for (const dir of dirs) {
    const input = {};
    for (const [name, source] of Object.entries(typedEntries(dir))) {
      const declaration = join(emitted, relative(root, source)).replace(/\.tsx?$/, '.d.ts');
      if (!existsSync(declaration)) throw new Error(`no declaration was emitted for ${relative(root, source)}`);
      input[name] = declaration;
    }
    if (Object.keys(input).length === 0) continue;
    // every bare import (core, the other plugins, libraries) stays an import: they are the package's peers or dependencies
    const bundle = await rollup({ input, plugins: [dts(), importsWithExtension], external: (id) => !id.startsWith('.') && !isAbsolute(id) });
    await bundle.write({
      dir: join(dir, 'dist'),
      format: 'es',
      entryFileNames: '[name].d.ts',
      chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash].d.ts`,
    });
    await bundle.close();
  }
}
