import type { Access, Predicate } from '../contracts/access';
import type { DrawerItemDef, PageModule, PortalPlugin, PushHandlerDef, RouteDef } from '../plugin/types';

/** A route as the portal holds it: the plugin's declaration plus its owner. */
export interface PortalRoute extends RouteDef {
  pluginId: string;
  /** the plugin's whole-plugin gate, if any */
  enabledWhen?: Predicate;
}

export interface PortalDrawerItem extends DrawerItemDef {
  pluginId: string;
  path: string;
}

export interface DrawerGroup {
  group: string;
  items: PortalDrawerItem[];
}

/** Drawer groups in the order a payroll user reads them; unknown groups go last, by name. */
export const DRAWER_GROUP_ORDER = ['home', 'time', 'absence', 'expenses', 'staffing', 'employee', 'reports', 'admin', 'other'];

export function collectRoutes(plugins: readonly PortalPlugin[]): PortalRoute[] {
  return plugins.flatMap((p) => (p.routes ?? []).map((r) => ({ ...r, pluginId: p.id, enabledWhen: p.enabledWhen })));
}

export function collectDrawer(plugins: readonly PortalPlugin[]): PortalDrawerItem[] {
  return plugins.flatMap((p) =>
    (p.drawer ?? []).map((d) => {
      const route = (p.routes ?? []).find((r) => r.name === d.route) as RouteDef;
      return { ...d, pluginId: p.id, path: route.path };
    }),
  );
}

export function collectPush(plugins: readonly PortalPlugin[]): PushHandlerDef[] {
  return plugins.flatMap((p) => p.push ?? []);
}

/** The access a route really needs: its own predicate and its plugin's gate. */
export function routeAccessOf(r: PortalRoute): Access {
  return r.enabledWhen ? { all: [r.enabledWhen, r.access as Predicate] } : r.access;
}

export function groupDrawer(items: readonly PortalDrawerItem[]): DrawerGroup[] {
  const groups = new Map<string, PortalDrawerItem[]>();
  for (const item of items) {
    const g = item.group ?? 'other';
    groups.set(g, [...(groups.get(g) ?? []), item]);
  }
  const rank = (g: string) => {
    const i = DRAWER_GROUP_ORDER.indexOf(g);
    return i === -1 ? DRAWER_GROUP_ORDER.length : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([group, list]) => ({ group, items: [...list].sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.label.localeCompare(b.label)) }));
}

export type PageLoader = () => Promise<PageModule>;
