import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * A plugin's client half reads its version from its package.json (`import pkg from '../package.json'`, `pkg.version`),
 * which brought the whole file — scripts, dependencies, exports — into the plugins chunk, sixteen times (issue 22).
 * In the build, a plugin's package.json is loaded as its name and version only (what the client reads).
 */
const PLUGIN_PACKAGE = /[\\/]plugins[\\/][^\\/]+[\\/]package\.json$/;

export function packageVersions(): Plugin {
  return {
    name: 'lonna-package-versions',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!PLUGIN_PACKAGE.test(id)) return null;
      this.addWatchFile(id);
      const { name, version } = JSON.parse(readFileSync(id, 'utf8')) as { name?: string; version?: string };
      return JSON.stringify({ name, version });
    },
  };
}
