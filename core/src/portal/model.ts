import { combine, createEffect, createEvent, createStore, sample, type EventCallable } from 'effector';
import { explainAccess, isPublic, type AccessContext, type AccessExplanation } from '../contracts/access';
import type { PerListaItem } from '../contracts/models';
import { lists } from '../cache/shell-lists';
import { employeeSelected, $selectedEmployee } from '../filters/model';
import { $locale, translate } from '../i18n/runtime';
import type { PortalPlugin } from '../plugin/types';
import { appStarted, loggedOut, sessionEndedInvoluntarily } from '../session/model';
import { $accessContext } from '../session/access-context';
import { $account, $authenticated, $portalInfo } from '../session/state';
import { NOTICE_SNACKBAR_TIMEOUT, snackbarShown } from '../snackbar/model';
import { $disabledPlugins } from './company-plugins';
import { createPageTitle, watchPageTitle } from './page-title';
import {
  cardAccessOf,
  dayActionAccessOf,
  collectDashboardCards,
  collectDayActions,
  collectDrawer,
  collectDrawerGroups,
  collectPageSections,
  collectPush,
  collectRoutes,
  findRoute,
  groupDrawer,
  routeAccessOf,
  sectionAccessOf,
  type DrawerGroup,
  type PortalDashboardCard,
  type PortalDayAction,
  type PortalPageSection,
  type PortalRoute,
} from './registry';
import { $path, DASHBOARD_PATH, redirected } from './router';
import { pushFrameReceived } from '../push/events';

export interface PushEvent {
  event: string;
  resource?: string;
  payload?: unknown;
}

export function routeAllowed(r: PortalRoute, ctx: AccessContext | null): boolean {
  if (r.standalone || isPublic(r.access)) return true;
  if (!ctx) return false;
  return explainAccess(routeAccessOf(r), ctx).allowed;
}

export { findRoute };

export interface PortalModelOptions {
  /** more plugins come later (pluginsAdded, after sign-in): the signed-in portal waits for them ($pluginsReady) */
  pending?: boolean;
}

/**
 * Everything the portal derives from its plugins: the routes and drawer the
 * user may see (live over $accessContext), the navigation guard and the push
 * registry. Built once by createPortal; tests build it with fork.
 *
 * The plugins' registries may arrive in two steps (issue 22: the sign-in screen loads only the shell): those given
 * here, and those `pluginsAdded` brings once the user has signed in. Registries are static code, the same for every
 * Scope, so they are kept here; each Scope's stores follow them through $registryVersion.
 */
export function createPortalModel(initial: readonly PortalPlugin[], options: PortalModelOptions = {}) {
  const plugins: PortalPlugin[] = [...initial];
  const registry = collect(plugins);

  /** the plugins loaded after sign-in: their routes, drawer, cards, sections, push handlers and `started` join */
  const pluginsAdded = createEvent<readonly PortalPlugin[]>();
  const addPluginsFx = createEffect((more: readonly PortalPlugin[]) => {
    const fresh = more.filter((p) => !plugins.some((q) => q.id === p.id));
    if (fresh.length === 0) return;
    plugins.push(...fresh);
    Object.assign(registry, collect(plugins));
    wirePush(collectPush(fresh));
    // appStarted is past: a late plugin's own start runs now, in this Scope
    for (const p of fresh) (p.started as EventCallable<void> | undefined)?.();
  });
  sample({ clock: pluginsAdded, target: addPluginsFx });
  const $registryVersion = createStore(0).on(addPluginsFx.done, (n) => n + 1);
  const $pluginsReady = createStore(!options.pending).on(addPluginsFx.done, () => true);

  /** the routes of the plugins the company uses: a switched-off plugin's route is not found, not forbidden */
  const $knownRoutes = combine($disabledPlugins, $registryVersion, (off) =>
    off.size === 0 ? registry.routes : registry.routes.filter((r) => !off.has(r.pluginId)),
  );
  const $routes = combine($knownRoutes, $accessContext, (known, ctx) => known.filter((r) => routeAllowed(r, ctx)));
  const $drawer = combine($routes, (routes): DrawerGroup[] => {
    const visible = registry.drawerItems.filter((d) => routes.some((r) => r.name === d.route && r.pluginId === d.pluginId));
    return groupDrawer(visible, registry.drawerGroups);
  });
  /** the dashboard's cards: of the plugins the company uses, those the user's access allows; a card's link only to a route the user may open */
  const $dashboardCards = combine($disabledPlugins, $accessContext, $routes, (off, ctx, routes): PortalDashboardCard[] =>
    ctx === null
      ? []
      : registry.dashboardCards
          .filter((c) => !off.has(c.pluginId) && explainAccess(cardAccessOf(c), ctx).allowed)
          .map((c) => (c.route && !routes.some((r) => r.name === c.route && r.pluginId === c.pluginId) ? { ...c, path: undefined } : c)),
  );
  /** the sections plugins add to other plugins' pages: of the plugins the company uses, those the user's access allows */
  const $pageSections = combine($disabledPlugins, $accessContext, $registryVersion, (off, ctx): PortalPageSection[] =>
    ctx === null ? [] : registry.pageSections.filter((s) => !off.has(s.pluginId) && explainAccess(sectionAccessOf(s), ctx).allowed),
  );
  /** the actions plugins add to each day of other plugins' schedule pages: of the plugins the company uses, those the user may see */
  const $dayActions = combine($disabledPlugins, $accessContext, $registryVersion, (off, ctx): PortalDayAction[] =>
    ctx === null ? [] : registry.dayActions.filter((a) => !off.has(a.pluginId) && explainAccess(dayActionAccessOf(a), ctx).allowed),
  );
  /** why a route is hidden — for support staff and tests */
  const explain = (routeName: string, ctx: AccessContext): AccessExplanation | null => {
    const r = registry.routes.find((x) => x.name === routeName);
    return r ? explainAccess(routeAccessOf(r), ctx) : null;
  };

  /** authentication is complete (spec §4): account, company and portal info, for PER an employee, and every plugin */
  const $ready = combine($accessContext, $portalInfo, $account, $selectedEmployee, $pluginsReady, (ctx, portal, account, employee, loaded) =>
    Boolean(loaded && ctx && portal && account && (account.Roll !== 'PER' || employee)),
  );

  // ---- PER: the own employee is the selected one; none means no access at all ----
  const perEmployeeNeeded = sample({
    clock: [$accessContext, $portalInfo],
    source: { account: $account, ctx: $accessContext, portal: $portalInfo, employee: $selectedEmployee },
    filter: ({ account, ctx, portal, employee }) => Boolean(account && ctx && portal && account.Roll === 'PER' && !employee),
    fn: ({ account }) => ({ query: { AnstNr: (account as { AnstNr: string }).AnstNr, Locked: 'false' as const } }),
  });
  // the employee list (a cached list: a farfetched query and its cache, ≈ 10 ms of a phone's main thread to make) is
  // made and wired when it is first needed — a PER's sign-in, a page that needs employees — not while the sign-in
  // screen starts (issue 22). The calls in the effects' synchronous part are bound to the Scope that ran them.
  type EmployeesCall = Parameters<typeof lists.employees.needed>[0];
  const perListAnswered = createEvent<PerListaItem | null>();
  const employeesChecked = createEvent();
  const registerKnown = createEvent<PerListaItem[]>();
  const $employeeCheckPending = createStore(false).reset(loggedOut);
  let employeeListWired = false;
  function wireEmployeeList() {
    if (employeeListWired) return;
    employeeListWired = true;
    const list = lists.employees;
    sample({
      clock: list.query.finished.success,
      source: $account,
      filter: (account, { params }) => account?.Roll === 'PER' && (params as { query?: { AnstNr?: string } } | undefined)?.query?.AnstNr === account.AnstNr,
      fn: (account, { result }) => (result as PerListaItem[]).find((e) => e.AnstNr === account?.AnstNr) ?? null,
      target: perListAnswered,
    });
    sample({
      clock: [employeesChecked, list.query.finished.success],
      source: { pending: $employeeCheckPending, items: list.$items, loaded: list.$loaded, path: $path },
      filter: ({ pending, loaded, path }) => pending && loaded && findRoute(registry.routes, path)?.needsEmployees === true,
      fn: ({ items }) => (items as PerListaItem[] | null) ?? [],
      target: registerKnown,
    });
  }
  const perEmployeeAskedFx = createEffect((call: EmployeesCall) => {
    wireEmployeeList();
    lists.employees.needed(call);
  });
  sample({ clock: perEmployeeNeeded, target: perEmployeeAskedFx });
  sample({ clock: perListAnswered, filter: (e): e is PerListaItem => e !== null, target: employeeSelected });
  sample({ clock: perListAnswered, filter: (e) => e === null, fn: () => ({ reason: 'noEmployee' as const }), target: sessionEndedInvoluntarily });

  // ---- navigation guard (spec §4) ----
  const guardRan = sample({
    clock: [$path, $ready, $routes],
    source: { path: $path, ready: $ready, routes: $routes, known: $knownRoutes },
    filter: ({ ready }) => ready,
  });
  const current = guardRan.map(({ path, routes, known }) => ({ known: findRoute(known, path), allowed: findRoute(routes, path) }));
  sample({ clock: current, filter: ({ known, allowed }) => known !== null && allowed === null, fn: () => DASHBOARD_PATH, target: redirected });

  const needsEmployees = current.filter({ fn: ({ known, allowed }) => known !== null && allowed !== null && known.needsEmployees === true });
  $employeeCheckPending.on(needsEmployees, () => true).on(registerKnown, () => false);
  const employeesCheckFx = createEffect((call: EmployeesCall) => {
    wireEmployeeList();
    lists.employees.needed(call);
    // the list may be loaded and fresh already: checked now, as when it answers
    employeesChecked();
  });
  sample({ clock: needsEmployees, fn: (): EmployeesCall => ({ query: { Locked: 'false' as const } }), target: employeesCheckFx });
  const registerEmpty = registerKnown.filter({ fn: (items) => items.length === 0 });
  sample({
    clock: registerEmpty,
    source: $locale,
    fn: (l) => ({
      text: `${translate(l, 'shell.validations.perRegIsEmptyTitle')}: ${translate(l, 'shell.validations.perRegIsEmptyText')}`,
      color: 'warning' as const,
      timeout: NOTICE_SNACKBAR_TIMEOUT,
    }),
    target: snackbarShown,
  });
  sample({ clock: registerEmpty, fn: () => DASHBOARD_PATH, target: redirected });

  // ---- push events: frames from the socket (core/src/push) reach the plugins that declared them ----
  const pushReceived = createEvent<PushEvent>();
  sample({ clock: pushFrameReceived, target: pushReceived });
  function wirePush(handlers: ReturnType<typeof collectPush>) {
    for (const h of handlers) {
      sample({
        clock: pushReceived,
        filter: (e) => e.event === h.event && (h.resource === undefined || e.resource === h.resource),
        fn: (e) => e.payload,
        target: h.target as EventCallable<unknown>,
      });
    }
  }
  wirePush(collectPush(plugins));

  // ---- the browser tab names the page ----
  const $pageTitle = createPageTitle((id) => plugins.find((p) => p.id === id)?.title, $knownRoutes);
  watchPageTitle($pageTitle, appStarted);

  // ---- each plugin's own start ----
  for (const p of plugins) {
    if (p.started) sample({ clock: appStarted, target: p.started });
  }

  return {
    /** the plugins so far (the shell's and those given at creation; the late ones once added) */
    get plugins(): readonly PortalPlugin[] {
      return plugins;
    },
    /** every route of the plugins so far, allowed or not */
    get allRoutes(): readonly PortalRoute[] {
      return registry.routes;
    },
    pluginsAdded,
    $pluginsReady,
    $knownRoutes,
    $routes,
    $pageTitle,
    $drawer,
    $dashboardCards,
    $pageSections,
    $dayActions,
    $ready,
    $authenticated,
    explain,
    pushReceived,
  };
}

export type PortalModel = ReturnType<typeof createPortalModel>;

/** the registries derived from a list of plugins (recomputed when plugins are added) */
function collect(plugins: readonly PortalPlugin[]) {
  return {
    routes: collectRoutes(plugins),
    drawerItems: collectDrawer(plugins),
    drawerGroups: collectDrawerGroups(plugins),
    dashboardCards: collectDashboardCards(plugins),
    pageSections: collectPageSections(plugins),
    dayActions: collectDayActions(plugins),
  };
}
