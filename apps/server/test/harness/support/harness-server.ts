import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerPlugin } from '@lonna/core/server';
import { REPO_ROOT } from '../../../src/build-server';
import type { Db } from '../../../src/db/types';
import { startTestServer, type Dialect, type TestServer } from '../../support/test-server';

type PluginFactory = (options?: Record<string, unknown>) => ServerPlugin<Db>;

/**
 * Every feature plugin of the repository that has a server half (`plugins/<name>`
 * with an "./server" export): each exported `…ServerPlugin` factory is installed.
 * A plugin written later is therefore under the harness without anyone listing it.
 */
export async function discoverServerPlugins(): Promise<{ name: string; factory: PluginFactory }[]> {
  const root = join(REPO_ROOT, 'plugins');
  const found: { name: string; factory: PluginFactory }[] = [];
  for (const dir of readdirSync(root).sort()) {
    const pkgFile = join(root, dir, 'package.json');
    if (!existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports?: Record<string, string> };
    const entry = pkg.exports?.['./server'];
    if (!entry) continue;
    const mod = (await import(pathToFileURL(join(root, dir, entry)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (/ServerPlugin$/.test(name) && typeof value === 'function') found.push({ name: `${dir}:${name}`, factory: value as PluginFactory });
    }
  }
  return found;
}

/** The host with every discovered plugin, seeded; `cacheMs: 0` so switch changes are seen at once. */
export async function startHarnessServer(dialect: Dialect, opts: { cacheMs?: number } = {}): Promise<TestServer> {
  const plugins = await discoverServerPlugins();
  return startTestServer(dialect, {
    plugins: () => plugins.map((p) => p.factory({})),
    session: { cacheMs: opts.cacheMs ?? 0 },
    // the harness signs in hundreds of times from one address
    throttle: { perAccount: 100_000, perIp: 100_000 },
  });
}
