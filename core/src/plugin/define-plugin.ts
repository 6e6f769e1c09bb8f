import { checkCoreRange } from '../version/check-range';
import { PluginRegistrationError } from './registration-error';
import type { PluginDef, PortalPlugin } from './types';

export { PluginRegistrationError };

const ID = /^[a-z][a-z0-9-]*$/;

/** Declare a plugin: one object, the host does the wiring. */
export function definePlugin(def: PluginDef): PortalPlugin {
  if (!ID.test(def.id)) {
    throw new PluginRegistrationError(def.id, 'invalid', `Plugin id "${def.id}" must match /^[a-z][a-z0-9-]*$/.`);
  }
  for (const g of def.drawerGroups ?? []) {
    if (!ID.test(g.id) || !g.label || !Number.isFinite(g.order)) {
      throw new PluginRegistrationError(
        def.id,
        'invalid',
        `Plugin "${def.id}": drawer group "${g.id}" needs an id like "time", a label key and a numeric order.`,
      );
    }
  }
  for (const item of def.drawer ?? []) {
    if (!def.routes?.some((r) => r.name === item.route)) {
      throw new PluginRegistrationError(def.id, 'invalid', `Plugin "${def.id}": drawer item "${item.label}" points at unknown route "${item.route}".`);
    }
  }
  const cardIds = new Set<string>();
  for (const card of def.dashboardCards ?? []) {
    if (!ID.test(card.id) || cardIds.has(card.id) || !card.title || typeof card.card !== 'function') {
      throw new PluginRegistrationError(
        def.id,
        'invalid',
        `Plugin "${def.id}": dashboard card "${card.id}" needs a unique id like "next-shifts", a title key and a card loader.`,
      );
    }
    cardIds.add(card.id);
    if (card.route && !def.routes?.some((r) => r.name === card.route)) {
      throw new PluginRegistrationError(def.id, 'invalid', `Plugin "${def.id}": dashboard card "${card.id}" links to unknown route "${card.route}".`);
    }
  }
  const sectionIds = new Set<string>();
  for (const section of def.pageSections ?? []) {
    if (!ID.test(section.id) || sectionIds.has(section.id) || !section.page || !section.title || typeof section.section !== 'function') {
      throw new PluginRegistrationError(
        def.id,
        'invalid',
        `Plugin "${def.id}": page section "${section.id}" needs a unique id like "compensations", the route name of its page, a title key and a section loader.`,
      );
    }
    sectionIds.add(section.id);
  }
  const actionIds = new Set<string>();
  for (const action of def.dayActions ?? []) {
    if (!ID.test(action.id) || actionIds.has(action.id) || !action.pages?.length || action.pages.some((p) => !p) || typeof action.action !== 'function') {
      throw new PluginRegistrationError(
        def.id,
        'invalid',
        `Plugin "${def.id}": day action "${action.id}" needs a unique id like "trade", the route names of its pages and an action loader.`,
      );
    }
    actionIds.add(action.id);
  }
  return Object.freeze({ ...def, $$type: '@lonna/Plugin' as const });
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
