import type { ComponentType } from 'react';
import type { EventCallable, Scope, Store } from 'effector';
import type { Access, Predicate } from '../contracts/access';

export const LOCALES = ['sv', 'en', 'fr', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export type Messages = { [key: string]: string | Messages };
export type MessageLoaders = Record<Locale, () => Promise<{ default: Messages }>>;

export interface PageModule {
  default: ComponentType;
  /**
   * The server's first view of this page (apps/server's first view, issue 22): what the first screen shows, loaded into
   * the request's Scope before the server renders the page to HTML. Only pages that export it are rendered on the
   * server; the others start from the splash as before.
   */
  firstView?: (ctx: FirstViewContext) => Promise<void>;
}

/** What a page's `firstView` gets: the request's Scope and the portal's model (its cards, routes and drawer). */
export interface FirstViewContext {
  scope: Scope;
  /** the server's clock (a page's own reading of the time, such as a greeting's hour, follows it) */
  now: Date;
  model: {
    $dashboardCards: Store<readonly { key: string; card: () => Promise<PageModule> }[]>;
  };
}

export interface RouteDef {
  /** the spec's internal route name, e.g. 'Attestera' */
  name: string;
  /** wouter pattern, e.g. '/leaveplanner/:Id' */
  path: string;
  access: Access;
  /** the route needs at least one employee in the register (navigation guard) */
  needsEmployees?: boolean;
  /** shown without login or navigation (static pages) */
  standalone?: boolean;
  page: () => Promise<PageModule>;
  /** page title message key: the browser tab reads '<title> – Lönna' (the plugin's title when absent) */
  title?: string;
}

export interface DrawerItemDef {
  route: string;
  /** message key */
  label: string;
  icon?: ComponentType<{ className?: string }>;
  /** a drawer group id some installed plugin declares (drawerGroups); none = the shell's 'other' */
  group?: string;
  order?: number;
}

/** A heading of the drawer, declared by the plugin that first needs it; plugins share a group by its id. */
export interface DrawerGroupDef {
  /** /^[a-z][a-z0-9-]*$/, e.g. 'time' */
  id: string;
  /** message key in the declaring plugin's namespace (so it exists in all four languages) */
  label: string;
  /** position among groups, low first: home 0, time 20, absence 30, … other 1000 */
  order: number;
}

/**
 * A card on the dashboard (the start page), contributed by the plugin that owns its data. The card is a lazy module
 * like a page (`export default definePage(View, data)`): its data opens when the card is shown, refreshes on push and
 * is purged on a company change. The host shows a card only while its access (and the plugin's enabledWhen) allows.
 */
export interface DashboardCardDef {
  /** /^[a-z][a-z0-9-]*$/, unique within the plugin */
  id: string;
  /** message key of the card's heading */
  title: string;
  access: Access;
  /** position on the dashboard, low first (the time plugin's cards 10–30, absence 40, pay 50, messages 60 …) */
  order?: number;
  /** 'wide' spans two columns on a wide screen */
  size?: 'normal' | 'wide';
  /** one of this plugin's routes: the card's heading links there when the user may open it */
  route?: string;
  card: () => Promise<PageModule>;
}

/**
 * A section one plugin adds to another plugin's page (the attest page shows time and, beside it, compensations). Like a
 * dashboard card the section is a lazy module (`export default definePage(View, data)`) about the contributing plugin's
 * own data; the host page renders the sections its users may see with `<PageSections page="…">` (a tab each) and never
 * changes for a new one. The host shows a section only while its access (and the plugin's enabledWhen) allows.
 */
export interface PageSectionDef {
  /** /^[a-z][a-z0-9-]*$/, unique within the plugin */
  id: string;
  /** the route name of the page that shows it (any plugin's, e.g. 'Attestera'); a page nobody installed shows nothing */
  page: string;
  /** message key of the section's tab */
  title: string;
  access: Access;
  /** position after the host page's own content, low first */
  order?: number;
  section: () => Promise<PageModule>;
}

/** what a day action is rendered for: the employee whose schedule the host page shows, and one of its days */
export interface DayActionProps {
  anstNr: string;
  /** YYYY-MM-DD */
  date: string;
}

export interface DayActionModule {
  default: ComponentType<DayActionProps>;
}

/**
 * An action one plugin adds to each day of another plugin's day-by-day page (staffing offers a planned pass for trade
 * on the time plugin's schedule and calendar). The host renders `<DayActions page="…" anstNr date />` in every day;
 * the module (`export default defineDayAction(View, data)`) renders what it has for that day, or nothing. Its data
 * opens once while any day shows it. Shown only while its access (and the plugin's enabledWhen) allows.
 */
export interface DayActionDef {
  /** /^[a-z][a-z0-9-]*$/, unique within the plugin */
  id: string;
  /** the route names of the pages that show it (e.g. 'Schedule', 'Kalendarie'); a page nobody installed shows nothing */
  pages: readonly string[];
  access: Access;
  /** position among the day's actions, low first */
  order?: number;
  action: () => Promise<DayActionModule>;
}

export interface PushHandlerDef<T = unknown> {
  event: string;
  /** for 'resource-updated': only this resource */
  resource?: string;
  target: EventCallable<T>;
}

export interface PluginDef {
  /** /^[a-z][a-z0-9-]*$/, unique */
  id: string;
  version: string;
  /** the core range this plugin was built against, e.g. '^1.0.0' */
  core: string;
  /** message key: the plugin's name (the page title of routes without their own, the company's plugin list) */
  title: string;
  /**
   * Whole-plugin gate: hides the plugin's drawer items and routes. Give the server half the same value (declare it
   * once in contracts.ts): the server demands it on every company-scoped endpoint of the plugin.
   */
  enabledWhen?: Predicate;
  routes?: readonly RouteDef[];
  drawer?: readonly DrawerItemDef[];
  /** the drawer groups this plugin brings (another plugin's group is used by its id) */
  drawerGroups?: readonly DrawerGroupDef[];
  push?: readonly PushHandlerDef<any>[];
  /** cards this plugin adds to the dashboard (see DashboardCardDef) */
  dashboardCards?: readonly DashboardCardDef[];
  /** sections this plugin adds to other plugins' pages (see PageSectionDef) */
  pageSections?: readonly PageSectionDef[];
  /** actions this plugin adds to each day of other plugins' schedule pages (see DayActionDef) */
  dayActions?: readonly DayActionDef[];
  /** one namespace per plugin: the plugin id */
  messages?: MessageLoaders;
  /** fired once by the host after registration (the plugin's appStarted) */
  started?: EventCallable<void>;
}

export interface PortalPlugin extends Readonly<PluginDef> {
  readonly $$type: '@lonna/Plugin';
}
