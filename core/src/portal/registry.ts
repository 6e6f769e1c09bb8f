import type { Access, Predicate } from '../contracts/access';
import { matchPath } from './router';
import type {
  DashboardCardDef,
  DayActionDef,
  DrawerGroupDef,
  PageSectionDef,
  DrawerItemDef,
  PageModule,
  PortalPlugin,
  PushHandlerDef,
  RouteDef,
} from '../plugin/types';

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
  /** message key of the heading */
  label: string;
  items: PortalDrawerItem[];
}

/** The shell's one group: items that name none. Every other group is declared by a plugin. */
export const OTHER_DRAWER_GROUP: DrawerGroupDef = { id: 'other', label: 'shell.drawer.groups.other', order: 1000 };

/** The drawer groups of the installed plugins by id; the first plugin to declare an id gives its label and order. */
export function collectDrawerGroups(plugins: readonly PortalPlugin[]): Map<string, DrawerGroupDef> {
  const groups = new Map<string, DrawerGroupDef>();
  for (const g of plugins.flatMap((p) => p.drawerGroups ?? [])) if (!groups.has(g.id)) groups.set(g.id, g);
  if (!groups.has(OTHER_DRAWER_GROUP.id)) groups.set(OTHER_DRAWER_GROUP.id, OTHER_DRAWER_GROUP);
  return groups;
}

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

/** A dashboard card as the portal holds it: the plugin's declaration, its owner and the path its heading links to. */
export interface PortalDashboardCard extends DashboardCardDef {
  pluginId: string;
  /** `${pluginId}:${id}`, unique across plugins */
  key: string;
  enabledWhen?: Predicate;
  /** the path of `route`, when the card names one */
  path?: string;
}

/**
 * The tie-breaker of the registry's orders: keys, ids and message keys, compared by code unit. `localeCompare` made the
 * browser load its collation data on the signed-in start's first sort (≈ 10 ms, 40 on Lighthouse's slow phone; issue
 * 22), for ASCII names whose order no user reads.
 */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every installed plugin's cards, by order (then key). */
export function collectDashboardCards(plugins: readonly PortalPlugin[]): PortalDashboardCard[] {
  return plugins
    .flatMap((p) =>
      (p.dashboardCards ?? []).map((c) => ({
        ...c,
        pluginId: p.id,
        key: `${p.id}:${c.id}`,
        enabledWhen: p.enabledWhen,
        path: c.route ? p.routes?.find((r) => r.name === c.route)?.path : undefined,
      })),
    )
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || byCodeUnit(a.key, b.key));
}

/** The access a card really needs: its own predicate and its plugin's gate. */
export function cardAccessOf(c: PortalDashboardCard): Access {
  return c.enabledWhen ? { all: [c.enabledWhen, c.access as Predicate] } : c.access;
}

/** A page section as the portal holds it: the plugin's declaration and its owner. */
export interface PortalPageSection extends PageSectionDef {
  pluginId: string;
  /** `${pluginId}:${id}`, unique across plugins */
  key: string;
  enabledWhen?: Predicate;
}

/** Every installed plugin's page sections, by order (then key). */
export function collectPageSections(plugins: readonly PortalPlugin[]): PortalPageSection[] {
  return plugins
    .flatMap((p) => (p.pageSections ?? []).map((s) => ({ ...s, pluginId: p.id, key: `${p.id}:${s.id}`, enabledWhen: p.enabledWhen })))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || byCodeUnit(a.key, b.key));
}

/** The access a page section really needs: its own predicate and its plugin's gate. */
export function sectionAccessOf(s: PortalPageSection): Access {
  return s.enabledWhen ? { all: [s.enabledWhen, s.access as Predicate] } : s.access;
}

/** A day action as the portal holds it: the plugin's declaration and its owner. */
export interface PortalDayAction extends DayActionDef {
  pluginId: string;
  /** `${pluginId}:${id}`, unique across plugins */
  key: string;
  enabledWhen?: Predicate;
}

/** Every installed plugin's day actions, by order (then key). */
export function collectDayActions(plugins: readonly PortalPlugin[]): PortalDayAction[] {
  return plugins
    .flatMap((p) => (p.dayActions ?? []).map((a) => ({ ...a, pluginId: p.id, key: `${p.id}:${a.id}`, enabledWhen: p.enabledWhen })))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || byCodeUnit(a.key, b.key));
}

/** The access a day action really needs: its own predicate and its plugin's gate. */
export function dayActionAccessOf(a: PortalDayAction): Access {
  return a.enabledWhen ? { all: [a.enabledWhen, a.access as Predicate] } : a.access;
}

export function collectPush(plugins: readonly PortalPlugin[]): PushHandlerDef[] {
  return plugins.flatMap((p) => p.push ?? []);
}

/** The access a route really needs: its own predicate and its plugin's gate. */
export function routeAccessOf(r: PortalRoute): Access {
  return r.enabledWhen ? { all: [r.enabledWhen, r.access as Predicate] } : r.access;
}

/** Items under their groups, groups by their declared order (then id), items by order (then label). */
export function groupDrawer(items: readonly PortalDrawerItem[], declared: ReadonlyMap<string, DrawerGroupDef>): DrawerGroup[] {
  const groups = new Map<string, PortalDrawerItem[]>();
  for (const item of items) {
    const g = item.group && declared.has(item.group) ? item.group : OTHER_DRAWER_GROUP.id;
    groups.set(g, [...(groups.get(g) ?? []), item]);
  }
  const def = (g: string) => declared.get(g) ?? OTHER_DRAWER_GROUP;
  return [...groups.entries()]
    .sort(([a], [b]) => def(a).order - def(b).order || byCodeUnit(a, b))
    .map(([group, list]) => ({
      group,
      label: def(group).label,
      items: [...list].sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || byCodeUnit(a.label, b.label)),
    }));
}

export type PageLoader = () => Promise<PageModule>;

export function findRoute(routes: readonly PortalRoute[], path: string): PortalRoute | null {
  return routes.find((r) => matchPath(r.path, path)) ?? null;
}
