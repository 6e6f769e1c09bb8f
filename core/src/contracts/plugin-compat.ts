import satisfies from 'semver/functions/satisfies.js';
import validRange from 'semver/ranges/valid.js';
import valid from 'semver/functions/valid.js';

/**
 * Plugin compatibility, one implementation for the portal and the server (semver, no hand-written ranges).
 * Every failure names the plugin and says what to change.
 */
export class PluginCompatError extends Error {
  constructor(
    readonly pluginId: string,
    readonly code: 'core-range' | 'duplicate-id' | 'halves-disagree' | 'missing-dependency' | 'dependency-range' | 'not-installed' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'PluginCompatError';
  }
}

/**
 * Whether `version` is inside `range`, as npm reads ranges ('>=1.0.0 <2.0.0', '^1 || ^2', '1.x'). Pre-releases of
 * core count as their release (1.1.0-rc.1 is 1.1.0). The one range rule of the portal and the server.
 */
export function satisfiesRange(version: string, range: string): boolean {
  return satisfies(version, range, { includePrerelease: true });
}

/**
 * Throws unless `coreVersion` satisfies the plugin's `core` range (a malformed range is an error, not a "no").
 * `where` names the running side in the message ('portal', 'server').
 */
export function checkCoreRange(plugin: { id: string; version?: string; core: string }, coreVersion: string, where = 'app'): void {
  const who = plugin.version ? `Plugin "${plugin.id}" ${plugin.version}` : `Plugin "${plugin.id}"`;
  if (validRange(plugin.core) === null) {
    throw new PluginCompatError(plugin.id, 'invalid', `${who} declares core range "${plugin.core}", which is not a semver range.`);
  }
  if (!satisfiesRange(coreVersion, plugin.core)) {
    throw new PluginCompatError(plugin.id, 'core-range', `${who} needs @lonna/core ${plugin.core}, but this ${where} runs core ${coreVersion}.`);
  }
}

/** What both halves of a plugin declare about themselves. */
export interface PluginHeader {
  id: string;
  version: string;
  core: string;
  /** other plugins needed: id → semver range */
  dependencies?: Readonly<Record<string, string>>;
}

/**
 * Checks one side's installed plugins against each other and the running core: unique ids, core ranges,
 * declared dependencies present and in range. `side` names the half in the messages ('server', 'portal').
 */
export function checkPluginSet(
  plugins: readonly PluginHeader[],
  coreVersion: string,
  side: string,
  /** installed plugins without a half on this side: they satisfy dependencies too */
  others: readonly { id: string; version: string }[] = [],
): void {
  const byId = new Map<string, { id: string; version: string }>(others.map((o) => [o.id, o]));
  const own = new Set<string>();
  for (const p of plugins) {
    if (own.has(p.id)) throw new PluginCompatError(p.id, 'duplicate-id', `Two ${side} plugins have the id "${p.id}"; ids must be unique.`);
    if (valid(p.version) === null) throw new PluginCompatError(p.id, 'invalid', `Plugin "${p.id}" has version "${p.version}", which is not a semver version.`);
    own.add(p.id);
    byId.set(p.id, p);
  }
  for (const p of plugins) {
    checkCoreRange(p, coreVersion);
    for (const [dep, range] of Object.entries(p.dependencies ?? {})) {
      const found = byId.get(dep);
      if (!found)
        throw new PluginCompatError(p.id, 'missing-dependency', `Plugin "${p.id}" needs plugin "${dep}" ${range}, which is not installed on the ${side}.`);
      if (validRange(range) === null || !satisfies(found.version, range)) {
        throw new PluginCompatError(p.id, 'dependency-range', `Plugin "${p.id}" needs plugin "${dep}" ${range}, but ${found.version} is installed.`);
      }
    }
  }
}

/** An installed package's package.json: its version, and its plugin id under `lonna.id`. */
export interface PluginPackage {
  name: string;
  version: string;
  lonna?: { id?: string };
}

/**
 * Each half (portal, server) of an installed package must be the plugin its package.json names, at the
 * package's version; both halves are checked against the same package.json, so they agree with each other.
 */
export function checkHalfOfPackage(pkg: PluginPackage, half: { id: string; version: string }, side: string): void {
  const id = pkg.lonna?.id;
  if (!id)
    throw new PluginCompatError(
      half.id,
      'invalid',
      `${pkg.name}: package.json has no "lonna": { "id": … }; the installed list needs it to match the plugin's halves.`,
    );
  if (half.id !== id || half.version !== pkg.version) {
    throw new PluginCompatError(
      half.id,
      'halves-disagree',
      `${pkg.name} ${pkg.version} is plugin "${id}", but its ${side} half says "${half.id}" ${half.version}; both halves must have the package's id and version.`,
    );
  }
}
