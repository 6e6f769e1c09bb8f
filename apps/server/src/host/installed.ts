import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { checkHalfOfPackage, checkPluginSet, PluginCompatError, type PluginPackage } from '@lonna/core/contracts';
import { CORE_VERSION, type ServerPlugin } from '@lonna/core/server';
import type { Db } from './db/types';
import { importPluginModule } from './import-module';

/** One installed plugin package: its package.json and its server half, when it has one. */
export interface InstalledPackage {
  name: string;
  dir: string;
  pkg: PluginPackage & { exports?: Record<string, string>; lonna?: { id?: string; required?: boolean } };
  server: ServerPlugin<Db> | null;
}

/** The installed list (plugins.installed.json at the repository root): package names, read by the server and the portal. */
export function readInstalledList(repoRoot: string): string[] {
  const file = join(repoRoot, 'plugins.installed.json');
  const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) throw new Error(`${file} must be a JSON array of package names.`);
  return list;
}

/** Where a package is: resolved as Node would from the server (a package installed from a tarball), else in the workspace's plugins/. */
function packageDir(name: string, repoRoot: string, fromDir: string): string {
  try {
    let dir = dirname(createRequire(join(fromDir, 'package.json')).resolve(name));
    for (;;) {
      const f = join(dir, 'package.json');
      if (existsSync(f) && (JSON.parse(readFileSync(f, 'utf8')) as { name?: string }).name === name) return dir;
      if (dirname(dir) === dir) break;
      dir = dirname(dir);
    }
  } catch {
    /* not a dependency of the server: look in the workspace */
  }
  const root = join(repoRoot, 'plugins');
  for (const d of existsSync(root) ? readdirSync(root).sort() : []) {
    const f = join(root, d, 'package.json');
    if (existsSync(f) && (JSON.parse(readFileSync(f, 'utf8')) as { name?: string }).name === name) return join(root, d);
  }
  throw new PluginCompatError(
    name,
    'not-installed',
    `Installed plugin ${name} (plugins.installed.json) cannot be found: install the package or remove it from the list.`,
  );
}

/**
 * Loads the installed packages' server halves (the `./server` export's default, a `defineServerPlugin`
 * declaration) and fails start-up with a clear error when a half is not the plugin its package names,
 * ids repeat, a core range or a declared dependency is not met.
 */
export async function loadInstalled(names: readonly string[], repoRoot: string, fromDir: string): Promise<InstalledPackage[]> {
  const out: InstalledPackage[] = [];
  for (const name of names) {
    const dir = packageDir(name, repoRoot, fromDir);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as InstalledPackage['pkg'];
    const entry = pkg.exports?.['./server'];
    let server: ServerPlugin<Db> | null = null;
    if (entry) {
      const mod = (await importPluginModule(join(dir, entry))) as { default?: ServerPlugin<Db> };
      if (mod.default?.$$type !== '@lonna/ServerPlugin') {
        throw new PluginCompatError(
          pkg.lonna?.id ?? name,
          'invalid',
          `${name}/server must \`export default defineServerPlugin({...})\` (a second copy of @lonna/core?).`,
        );
      }
      server = mod.default;
      if (!server.core) throw new PluginCompatError(server.id, 'invalid', `Plugin "${server.id}" (${name}) declares no \`core\` range.`);
      checkHalfOfPackage(pkg, server, 'server');
    } else {
      checkHalfOfPackage(pkg, { id: pkg.lonna?.id ?? '', version: pkg.version }, 'package');
    }
    out.push({ name, dir, pkg, server });
  }
  checkInstalledSet(out);
  return out;
}

/** The installed packages' renderer modules (their `./renderers` export): the render workers load them. */
export function rendererModules(installed: readonly Pick<InstalledPackage, 'dir' | 'pkg'>[]): string[] {
  return installed.flatMap((p) => (p.pkg.exports?.['./renderers'] ? [join(p.dir, p.pkg.exports['./renderers'])] : []));
}

/** ids unique across the installed list; every server half's core range and dependencies met */
export function checkInstalledSet(installed: readonly Pick<InstalledPackage, 'pkg' | 'server'>[]): void {
  const seen = new Set<string>();
  for (const p of installed) {
    const id = p.pkg.lonna!.id!;
    if (seen.has(id)) throw new PluginCompatError(id, 'duplicate-id', `Two installed packages are plugin "${id}"; plugin ids must be unique.`);
    seen.add(id);
  }
  const halves = installed.flatMap((p) =>
    p.server ? [{ id: p.server.id, version: p.server.version, core: p.server.core!, dependencies: p.server.dependencies }] : [],
  );
  const others = installed.filter((p) => !p.server).map((p) => ({ id: p.pkg.lonna!.id!, version: p.pkg.version }));
  checkPluginSet(halves, CORE_VERSION, 'server', others);
}
