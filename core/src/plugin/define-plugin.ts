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
