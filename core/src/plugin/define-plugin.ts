import type { PluginDef, PortalPlugin } from './types';

const ID = /^[a-z][a-z0-9-]*$/;

export class PluginRegistrationError extends Error {
  constructor(
    readonly pluginId: string,
    readonly code: 'invalid' | 'duplicate-id' | 'core-range' | 'duplicate-route',
    message: string,
  ) {
    super(message);
    this.name = 'PluginRegistrationError';
  }
}

/** Declare a plugin: one object, the host does the wiring. */
export function definePlugin(def: PluginDef): PortalPlugin {
  if (!ID.test(def.id)) {
    throw new PluginRegistrationError(def.id, 'invalid', `Plugin id "${def.id}" must match /^[a-z][a-z0-9-]*$/.`);
  }
  for (const item of def.drawer ?? []) {
    if (!def.routes?.some((r) => r.name === item.route)) {
      throw new PluginRegistrationError(def.id, 'invalid', `Plugin "${def.id}": drawer item "${item.label}" points at unknown route "${item.route}".`);
    }
  }
  return Object.freeze({ ...def, $$type: '@lonna/Plugin' as const });
}

/** Parse 'x.y.z' (ignoring pre-release) into numbers. */
function parse(v: string): [number, number, number] {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(v.trim());
  if (!m) throw new TypeError(`not a version: ${v}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}
function cmp(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The subset of semver ranges plugins use: '^x.y.z', '~x.y.z', '>=x.y.z', 'x.y.z'. */
export function satisfiesRange(version: string, range: string): boolean {
  const v = parse(version);
  const r = range.trim();
  if (r.startsWith('^')) {
    const base = parse(r.slice(1));
    const upper: [number, number, number] = base[0] > 0 ? [base[0] + 1, 0, 0] : base[1] > 0 ? [0, base[1] + 1, 0] : [0, 0, base[2] + 1];
    return cmp(v, base) >= 0 && cmp(v, upper) < 0;
  }
  if (r.startsWith('~')) {
    const base = parse(r.slice(1));
    return cmp(v, base) >= 0 && cmp(v, [base[0], base[1] + 1, 0]) < 0;
  }
  if (r.startsWith('>=')) return cmp(v, parse(r.slice(2))) >= 0;
  return cmp(v, parse(r)) === 0;
}

/** Validate a set of plugins against each other and against the running core. */
export function validatePlugins(plugins: readonly PortalPlugin[], coreVersion: string): void {
  const ids = new Set<string>();
  const routeNames = new Map<string, string>();
  for (const p of plugins) {
    if (p.$$type !== '@lonna/Plugin') {
      throw new PluginRegistrationError(String(p.id), 'invalid', `"${String(p.id)}" is not a plugin made by definePlugin (a second copy of @lonna/core?).`);
    }
    if (ids.has(p.id)) throw new PluginRegistrationError(p.id, 'duplicate-id', `Two plugins have the id "${p.id}".`);
    ids.add(p.id);
    if (!satisfiesRange(coreVersion, p.core)) {
      throw new PluginRegistrationError(p.id, 'core-range', `Plugin "${p.id}" ${p.version} needs @lonna/core ${p.core}, but this portal runs core ${coreVersion}.`);
    }
    for (const r of p.routes ?? []) {
      const owner = routeNames.get(r.name);
      if (owner) throw new PluginRegistrationError(p.id, 'duplicate-route', `Route "${r.name}" of plugin "${p.id}" is already declared by "${owner}".`);
      routeNames.set(r.name, p.id);
    }
  }
}
