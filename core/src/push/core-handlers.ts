import { createEvent, createStore, sample, type Event, type EventCallable, type Store } from 'effector';
import { buildIdReported } from '../api/catalogue';
import { allCachedLists, forEachCachedList } from '../cache/cached-list';
import { sharedListName } from '../cache/shell-lists';
import { PUSH_EVENTS, type PushFrame } from '../contracts/live';
import { PORTAL_INFO_RESOURCE, type PerListaItem } from '../contracts/models';
import { $selectedEmployee, employeeSelected } from '../filters/model';
import { portalInfoQuery, sessionEndedInvoluntarily, type SessionEndReason } from '../session/model';
import { $selectedCompanyId } from '../session/state';
import { pushFrameReceived, pushResynced } from './model';

/** The reasons the session model has a message for (spec §4, §8). */
const ANNOUNCED_REASONS: readonly SessionEndReason[] = [
  'passwordChanged',
  'accessRemoved',
  'roleChanged',
  'criticalDataChanged',
  'companyRemoved',
  'inactivity',
];

const is = (event: string) => (f: PushFrame) => f.event === event;
const payloadOf = (f: PushFrame) => (typeof f.payload === 'object' && f.payload !== null ? (f.payload as Record<string, unknown>) : {});

// ---- the server ended the session: its message, then the sign-out ----
const sessionEnded = sample({
  clock: pushFrameReceived.filter({ fn: is(PUSH_EVENTS.sessionEnded) }),
  filter: (f) => ANNOUNCED_REASONS.includes(payloadOf(f).reason as SessionEndReason),
  fn: (f) => ({ reason: payloadOf(f).reason as SessionEndReason }),
  target: sessionEndedInvoluntarily,
});

// ---- a new build: the same path as a changed dv-build-id header ----
const buildReported = sample({
  clock: pushFrameReceived.filter({ fn: is(PUSH_EVENTS.appVersionUpdated) }),
  filter: (f) => typeof payloadOf(f).buildId === 'string' && payloadOf(f).buildId !== '',
  fn: (f) => payloadOf(f).buildId as string,
  target: buildIdReported,
});

/**
 * resource-updated names a list by its endpoint (perlista, tidkoder, …): a list
 * that is on screen (loaded) reloads past its cache; one nobody asked for stays unloaded.
 */
export function listsForResource(resource: string): string[] {
  const wanted = `lists.${resource.toLowerCase()}`;
  return allCachedLists()
    .filter((l) => l.name.toLowerCase() === wanted)
    .map((l) => l.name);
}

const refreshWhenLoaded = (list: { $loaded: Store<boolean>; refreshed: EventCallable<void> }, clock: Event<unknown>) =>
  sample({ clock, source: list.$loaded, filter: (loaded) => loaded, fn: () => undefined, target: list.refreshed });

const resourceUpdated = pushFrameReceived.filter({ fn: is(PUSH_EVENTS.resourceUpdated) });

// ---- employee and caretaker numbers changed: those lists reload; a selected employee that vanished is cleared ----
const employeesChanged = pushFrameReceived.filter({ fn: is(PUSH_EVENTS.employeeNumbersChanged) });
const $checkSelection = createStore(false).on(employeesChanged, () => true);
const employeesReloaded = createEvent<PerListaItem[]>();
const reloadedAfterChange = sample({
  clock: employeesReloaded,
  source: { check: $checkSelection, selected: $selectedEmployee },
  filter: ({ check }) => check,
  fn: ({ selected }, result) => selected !== null && !result.some((e) => e.AnstNr === selected.AnstNr),
});
$checkSelection.reset(reloadedAfterChange);
sample({ clock: reloadedAfterChange, filter: (vanished) => vanished, fn: () => null, target: employeeSelected });
const caretakersChanged = pushFrameReceived.filter({ fn: is(PUSH_EVENTS.caretakerNumbersChanged) });
const caretakerLists = [sharedListName('careRecipients'), sharedListName('careResponsibles')];

// each list is wired when it is made (on first use: a cached list is a farfetched query, ≈ 10 ms of a phone's main
// thread, and the signed-in shell made three here before the dashboard's first paint; issue 22, session 17)
forEachCachedList((list) => {
  refreshWhenLoaded(list, resourceUpdated.filter({ fn: (f) => typeof f.resource === 'string' && listsForResource(f.resource).includes(list.name) }));
  // after a lost connection, anything may have changed meanwhile
  refreshWhenLoaded(list, pushResynced);
  if (list.name === sharedListName('employees')) {
    refreshWhenLoaded(list, employeesChanged);
    $checkSelection.on(list.query.finished.failure, () => false);
    sample({ clock: list.query.finished.success, fn: ({ result }) => result as PerListaItem[], target: employeesReloaded });
  }
  if (caretakerLists.includes(list.name)) refreshWhenLoaded(list, caretakersChanged);
});

// ---- an administrator changed the company's portal settings: this portal reads PortalInfo again (drawer, routes
// and forms follow without a reload; the server pushes to the company only) ----
const portalInfoChanged = resourceUpdated.filter({ fn: (f) => f.resource === PORTAL_INFO_RESOURCE });
sample({ clock: portalInfoChanged, source: $selectedCompanyId, filter: (id) => id !== null, fn: () => undefined, target: portalInfoQuery.start });

/**
 * The handlers as units: the signed-in shell holds them (push/channel.ts), which
 * keeps this module — all wiring, no exports a view would use — in its chunk.
 */
export const corePushHandlers = { sessionEnded, buildReported, employeesChanged, caretakersChanged, resourceUpdated, portalInfoChanged } as const;
