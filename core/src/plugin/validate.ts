import { checkCoreRange } from '../version/check-range';
import { PluginRegistrationError } from './registration-error';
import type { PortalPlugin } from './types';

// apart from definePlugin: the range check needs semver, which the sign-in screen need not download (issue 22)
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
    checkCoreRange(p.id, p.core, coreVersion, p.version);
    for (const r of p.routes ?? []) {
      const owner = routeNames.get(r.name);
      if (owner) throw new PluginRegistrationError(p.id, 'duplicate-route', `Route "${r.name}" of plugin "${p.id}" is already declared by "${owner}".`);
      routeNames.set(r.name, p.id);
    }
  }
  const groups = new Set(['other', ...plugins.flatMap((p) => (p.drawerGroups ?? []).map((g) => g.id))]);
  for (const p of plugins) {
    for (const item of p.drawer ?? []) {
      if (item.group && !groups.has(item.group)) {
        throw new PluginRegistrationError(
          p.id,
          'invalid',
          `Plugin "${p.id}": drawer item "${item.label}" is in group "${item.group}", which no installed plugin declares (drawerGroups).`,
        );
      }
    }
  }
}
