import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/build-server';
import { loadInstalled } from '../../src/host/installed';

/** A scratch workspace: plugins/<dir>/package.json and a server half (plain JS, like a published package's dist). */
const root = mkdtempSync(join(tmpdir(), 'lonna-installed-'));
function plugin(
  dir: string,
  pkg: { name: string; version: string; id: string },
  half?: { id?: string; version?: string; core?: string; dependencies?: Record<string, string> },
) {
  mkdirSync(join(root, 'plugins', dir, 'server'), { recursive: true });
  writeFileSync(
    join(root, 'plugins', dir, 'package.json'),
    JSON.stringify({
      name: pkg.name,
      version: pkg.version,
      type: 'module',
      lonna: { id: pkg.id },
      ...(half ? { exports: { './server': './server/index.js' } } : {}),
    }),
  );
  if (half) {
    const def = {
      $$type: '@lonna/ServerPlugin',
      id: half.id ?? pkg.id,
      version: half.version ?? pkg.version,
      core: half.core ?? '^1.0.0',
      dependencies: half.dependencies,
    };
    writeFileSync(join(root, 'plugins', dir, 'server', 'index.js'), `export default ${JSON.stringify(def)};\n`);
  }
}
plugin('good', { name: '@x/good', version: '1.2.0', id: 'good' }, {});
plugin('clientonly', { name: '@x/clientonly', version: '1.0.0', id: 'clientonly' });
plugin('disagree', { name: '@x/disagree', version: '1.0.0', id: 'disagree' }, { version: '0.9.0' });
plugin('twin', { name: '@x/twin', version: '1.0.0', id: 'good' }, {});
plugin('future', { name: '@x/future', version: '1.0.0', id: 'future' }, { core: '^2.0.0' });
plugin('needs', { name: '@x/needs', version: '1.0.0', id: 'needs' }, { dependencies: { good: '^1.0.0', clientonly: '1.x' } });
plugin('needsnew', { name: '@x/needsnew', version: '1.0.0', id: 'needsnew' }, { dependencies: { good: '^1.3.0' } });
plugin('needsmissing', { name: '@x/needsmissing', version: '1.0.0', id: 'needsmissing' }, { dependencies: { staffing: '^1.0.0' } });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const load = (names: string[]) => loadInstalled(names, root, root);

describe('the installed list at start-up', () => {
  it('loads server halves and client-only packages that agree with their package.json', async () => {
    const loaded = await load(['@x/good', '@x/clientonly', '@x/needs']);
    expect(loaded.map((p) => [p.pkg.lonna?.id, p.server?.id ?? null])).toEqual([
      ['good', 'good'],
      ['clientonly', null],
      ['needs', 'needs'],
    ]);
  });
  it('fails when a half disagrees with its package (id or version)', async () => {
    await expect(load(['@x/disagree'])).rejects.toThrow(/@x\/disagree 1\.0\.0 is plugin "disagree", but its server half says "disagree" 0\.9\.0/);
  });
  it('fails when ids repeat', async () => {
    await expect(load(['@x/good', '@x/twin'])).rejects.toThrow(/Two installed packages are plugin "good"/);
  });
  it('fails when the core range is not met', async () => {
    await expect(load(['@x/future'])).rejects.toThrow(/"future" 1\.0\.0 needs @lonna\/core \^2\.0\.0/);
  });
  it('fails when a declared dependency is missing or out of range', async () => {
    await expect(load(['@x/needsmissing'])).rejects.toThrow(/"needsmissing" needs plugin "staffing" \^1\.0\.0, which is not installed/);
    await expect(load(['@x/good', '@x/needsnew'])).rejects.toThrow(/"needsnew" needs plugin "good" \^1\.3\.0, but 1\.2\.0 is installed/);
  });
  it('fails with the package name when a listed package cannot be found', async () => {
    await expect(load(['@x/nowhere'])).rejects.toThrow(/@x\/nowhere \(plugins\.installed\.json\) cannot be found/);
    await expect(buildServer({ databaseUrl: ':memory:', portalDist: null, installed: ['@x/nowhere'] })).rejects.toThrow(/cannot be found/);
  });
  it("the repository's own list loads: every installed plugin has the id and version of its package", async () => {
    const server = await buildServer({ databaseUrl: ':memory:', portalDist: null, seed: false });
    try {
      expect(server.installed.map((p) => p.pkg.lonna?.id)).toEqual(expect.arrayContaining(['time', 'dashboard']));
      expect(server.plugins.map((p) => p.id)).toContain('time');
    } finally {
      await server.app.close();
    }
  });
});
