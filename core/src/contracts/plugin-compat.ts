/**
 * Plugin compatibility, one implementation for the portal and the server. Every failure names the plugin and says
 * what to change. Versions and ranges are read as npm reads them (the semver package's rules, checked against it in
 * core/test/server/plugin-compat.test.ts), in the hundred lines below: the package was 6.5 KB gzip of the portal for
 * this one check (issue 22).
 */

type Version = { nums: [number, number, number]; pre: (string | number)[] };
const NUM = '0|[1-9]\\d*';
const PRE_ID = '(?:0|[1-9]\\d*|\\d*[a-zA-Z-][a-zA-Z0-9-]*)';
const FULL = new RegExp(`^v?(${NUM})\\.(${NUM})\\.(${NUM})(?:-(${PRE_ID}(?:\\.${PRE_ID})*))?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$`);
const X = `${NUM}|x|X|\\*`;
const PARTIAL = new RegExp(`^v?(${X})(?:\\.(${X})(?:\\.(${X})(?:-(${PRE_ID}(?:\\.${PRE_ID})*))?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?)?)?$`);

function parseVersion(v: string): Version | null {
  const m = FULL.exec(v.trim().replace(/^=/, ''));
  if (!m) return null;
  const nums = [Number(m[1]), Number(m[2]), Number(m[3])] as [number, number, number];
  if (nums.some((n) => n > Number.MAX_SAFE_INTEGER)) return null;
  return { nums, pre: m[4] ? m[4].split('.').map((id) => (/^\d+$/.test(id) ? Number(id) : id)) : [] };
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a.nums[i] !== b.nums[i]) return a.nums[i]! < b.nums[i]! ? -1 : 1;
  if (!a.pre.length || !b.pre.length) return a.pre.length === b.pre.length ? 0 : a.pre.length ? -1 : 1;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i++) {
    const x = a.pre[i];
    const y = b.pre[i];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    if (x === y) continue;
    if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

type Comparator = { op: '<' | '<=' | '>' | '>=' | '='; v: Version };
const at = (major: number, minor: number, patch: number, pre: (string | number)[] = []): Version => ({ nums: [major, minor, patch], pre });
/** the lowest version above every x.y.* (or x.*): x.(y+1).0-0, npm's "<" bound that keeps pre-releases out */
const below = (major: number, minor?: number): Version => (minor === undefined ? at(major + 1, 0, 0, [0]) : at(major, minor + 1, 0, [0]));

/** one comparator of a range ('^1.2', '~1', '>=1.0.0', '1.x', '*') as plain comparators; null when it is not one */
function expand(token: string, includePrerelease: boolean): Comparator[] | null {
  const m = /^(\^|~>?|<=|>=|<|>|=)?\s*(.*)$/.exec(token)!;
  const op = m[1] ?? '';
  const p = PARTIAL.exec(m[2]!);
  if (!p) return null;
  const isX = (s: string | undefined) => s === undefined || s === 'x' || s === 'X' || s === '*';
  const [M, mi, pa] = [p[1], p[2], p[3]].map((s) => (isX(s) ? undefined : Number(s)));
  const pre = p[4] ? p[4].split('.').map((id) => (/^\d+$/.test(id) ? Number(id) : id)) : [];
  if (M === undefined) return op === '<' || op === '>' ? [{ op: '<', v: at(0, 0, 0, [0]) }] : [];
  const partial = mi === undefined || pa === undefined;
  // a filled-in lower bound lets the pre-releases of its version in when they are included (1.x: >=1.0.0-0)
  const low = at(M, mi ?? 0, pa ?? 0, partial && includePrerelease ? [0] : pre);
  if (op === '^') {
    const high = M > 0 || mi === undefined ? below(M) : mi > 0 || pa === undefined ? below(M, mi) : at(M, mi, pa + 1, [0]);
    return [
      { op: '>=', v: low },
      { op: '<', v: high },
    ];
  }
  if (op.startsWith('~'))
    return [
      { op: '>=', v: low },
      { op: '<', v: mi === undefined ? below(M) : below(M, mi) },
    ];
  if (!partial) return [{ op: (op || '=') as Comparator['op'], v: low }];
  const next = mi === undefined ? below(M) : below(M, mi);
  switch (op) {
    case '>':
      return [{ op: '>=', v: at(next.nums[0], next.nums[1], 0, low.pre) }];
    case '>=':
      return [{ op: '>=', v: low }];
    case '<':
      return [{ op: '<', v: at(M, mi ?? 0, 0, [0]) }];
    case '<=':
      return [{ op: '<', v: next }];
    default:
      return [
        { op: '>=', v: low },
        { op: '<', v: next },
      ];
  }
}

/** a range as sets of comparators (any set may match: '||'), or null when it is not a range */
function parseRange(range: string, includePrerelease = false): Comparator[][] | null {
  const sets: Comparator[][] = [];
  for (const part of range.trim().split(/\s*\|\|\s*/)) {
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(part.trim());
    const tokens = hyphen
      ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
      : part
          .trim()
          .replace(/(\^|~>?|<=|>=|<|>|=)\s+/g, '$1')
          .split(/\s+/)
          .filter(Boolean);
    const set: Comparator[] = [];
    for (const token of tokens) {
      const c = expand(token, includePrerelease);
      if (!c) return null;
      set.push(...c);
    }
    // a hyphen range's full ends take the pre-releases around them in too, when they are included
    if (hyphen && includePrerelease) {
      const from = set.find((c) => c.op === '>=' && !c.v.pre.length);
      if (from) from.v = at(...from.v.nums, [0]);
      const to = set.find((c) => c.op === '<=' && !c.v.pre.length);
      if (to) Object.assign(to, { op: '<', v: at(to.v.nums[0], to.v.nums[1], to.v.nums[2] + 1, [0]) });
    }
    sets.push(set);
  }
  return sets;
}

const test = (c: Comparator, v: Version) => {
  const d = compare(v, c.v);
  return c.op === '<' ? d < 0 : c.op === '<=' ? d <= 0 : c.op === '>' ? d > 0 : c.op === '>=' ? d >= 0 : d === 0;
};

/** a valid version ('1.2.3', 'v1.2.3-rc.1+build'), or null */
export function validVersion(version: string): string | null {
  const v = parseVersion(version);
  return v ? v.nums.join('.') + (v.pre.length ? `-${v.pre.join('.')}` : '') : null;
}

/** whether the text is a range npm reads ('^1.0.0', '>=1 <2', '1.x || 2'), or null */
export function validRange(range: string): string | null {
  return typeof range === 'string' && parseRange(range) ? range : null;
}

function satisfies(version: string, range: string, includePrerelease = false): boolean {
  const v = parseVersion(version);
  const sets = parseRange(range, includePrerelease);
  if (!v || !sets) return false;
  return sets.some(
    (set) =>
      set.every((c) => test(c, v)) &&
      // without includePrerelease a pre-release only matches a comparator of its own major.minor.patch with a pre-release
      (includePrerelease || !v.pre.length || set.some((c) => c.v.pre.length > 0 && c.v.nums.every((n, i) => n === v.nums[i]))),
  );
}

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
  return satisfies(version, range, true);
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
    if (validVersion(p.version) === null)
      throw new PluginCompatError(p.id, 'invalid', `Plugin "${p.id}" has version "${p.version}", which is not a semver version.`);
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
