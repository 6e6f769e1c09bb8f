import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The portal's plugins come from the one installed list, plugins.installed.json, which the server reads too:
 * `import installed from 'virtual:lonna/installed-plugins'` is every listed package's client half, in list order.
 * A package is found as Node would find it from the portal (installed from a tarball), else in the workspace's
 * plugins/ folder — so adding a plugin needs no edit here, only its line in the list.
 */
const ID = 'virtual:lonna/installed-plugins';
const RESOLVED = `\0${ID}`;

type Pkg = { name?: string; exports?: Record<string, string | { default?: string; import?: string }> };

function packageDir(name: string, repoRoot: string, portalRoot: string): string {
  try {
    let dir = dirname(createRequire(join(portalRoot, 'package.json')).resolve(name));
    for (;;) {
      const f = join(dir, 'package.json');
      if (existsSync(f) && (JSON.parse(readFileSync(f, 'utf8')) as Pkg).name === name) return dir;
      if (dirname(dir) === dir) break;
      dir = dirname(dir);
    }
  } catch {
    // not a dependency of the portal: look in the workspace
  }
  const root = join(repoRoot, 'plugins');
  for (const d of existsSync(root) ? readdirSync(root).sort() : []) {
    const f = join(root, d, 'package.json');
    if (existsSync(f) && (JSON.parse(readFileSync(f, 'utf8')) as Pkg).name === name) return join(root, d);
  }
  throw new Error(`Installed plugin ${name} (plugins.installed.json) cannot be found: install the package or remove it from the list.`);
}

function clientEntry(dir: string): string {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Pkg;
  const e = pkg.exports?.['.'];
  const file = typeof e === 'string' ? e : (e?.import ?? e?.default);
  if (!file) throw new Error(`${pkg.name} has no "." export: its client half cannot be found.`);
  return resolve(dir, file);
}

export function installedPlugins(repoRoot: string, portalRoot: string): Plugin {
  const listFile = join(repoRoot, 'plugins.installed.json');
  return {
    name: 'lonna-installed-plugins',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(listFile);
      const names = JSON.parse(readFileSync(listFile, 'utf8')) as unknown;
      if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) throw new Error(`${listFile} must be a JSON array of package names.`);
      const entries = names.map((n) => clientEntry(packageDir(n, repoRoot, portalRoot)));
      return `${entries.map((f, i) => `import p${i} from ${JSON.stringify(f)};`).join('\n')}\nexport default [${entries.map((_, i) => `p${i}`).join(', ')}];\n`;
    },
  };
}
