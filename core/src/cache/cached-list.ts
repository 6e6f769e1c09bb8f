import { cache, inMemoryCache, voidCache, type CacheAdapter, type Query } from '@farfetched/core';
import { createEvent, createStore, sample, type EventCallable, type Store } from 'effector';
import type { EndpointDescriptor, ReplyOf } from '../contracts/endpoint';
import { createEndpointQuery, type CallParams } from '../api/endpoint-query';
import type { ApiError } from '../api/api-error';
import { companyChanged, loggedOut } from '../session/model';

/** Spec §4/§9: lists refresh after 15 minutes or on a forced refresh. */
export const LIST_MAX_AGE = '15m';

export interface CachedList<E extends EndpointDescriptor> {
  name: string;
  query: Query<CallParams<E>, ReplyOf<E>, unknown>;
  /** the list, empty until loaded */
  $items: Store<ReplyOf<E> | null>;
  $pending: Store<boolean>;
  /** true once the list was asked for and answered */
  $loaded: Store<boolean>;
  $error: Store<ApiError | unknown | null>;
  /** a page needs the list: loads it once, from the cache while it is fresh */
  needed: EventCallable<CallParams<E>>;
  /** forced refresh: skips the cache */
  refreshed: EventCallable<void>;
  /** the list's own cache adapter (tests fork a fresh one per scope) */
  cacheAdapter: CacheAdapter;
}

const registry: CachedList<EndpointDescriptor>[] = [];
/** every cached list that exists, for the portal's registry and tests */
export function allCachedLists(): readonly CachedList<EndpointDescriptor>[] {
  return registry;
}
const createdListeners: ((list: CachedList<EndpointDescriptor>) => void)[] = [];
/** `fn` for every cached list, those that exist and those made later (a lazy list is made on first use) */
export function forEachCachedList(fn: (list: CachedList<EndpointDescriptor>) => void): void {
  registry.forEach(fn);
  createdListeners.push(fn);
}
const unmade: (() => unknown)[] = [];

type ListConfig = { name: string; endpoint: EndpointDescriptor; silent?: boolean };
/**
 * Lists made on first use: a farfetched query with its cache is a few hundred effector nodes, and fifteen of them
 * made at start cost the sign-in screen ~200 ms of main thread on a phone (Lighthouse, 4× CPU slowdown) for lists
 * most sessions never open.
 */
export function defineLazyLists<T extends Record<string, ListConfig>>(configs: T): { readonly [K in keyof T]: CachedList<T[K]['endpoint']> } {
  const out = {} as { [K in keyof T]: CachedList<T[K]['endpoint']> };
  for (const key of Object.keys(configs) as (keyof T)[]) {
    let list: CachedList<T[typeof key]['endpoint']> | undefined;
    const make = () => (list ??= createCachedList(configs[key] as T[typeof key]));
    unmade.push(make);
    Object.defineProperty(out, key, { enumerable: true, get: make });
  }
  return out;
}

/** caches are dropped on company change and logout */
export const listsPurged = createEvent();
sample({ clock: [companyChanged, loggedOut], fn: () => undefined, target: listsPurged });

/**
 * A list held by the client: a farfetched query with a 15-minute in-memory
 * cache, purged on company change and logout. Nothing loads until a page
 * fires `needed`; `refreshed` reloads past the cache.
 */
export function createCachedList<E extends EndpointDescriptor>(config: { name: string; endpoint: E; silent?: boolean }): CachedList<E> {
  const query = createEndpointQuery(config.endpoint, { name: config.name, silent: config.silent ?? true });
  const adapter = inMemoryCache({ maxAge: LIST_MAX_AGE });
  const purged = createEvent();
  cache(query, { adapter, staleAfter: LIST_MAX_AGE, purge: purged });

  const needed = createEvent<CallParams<E>>();
  const refreshed = createEvent();
  // wrapped: a list without parameters is needed with `undefined`, which a store cannot hold bare
  const $lastParams = createStore<{ params: CallParams<E> } | null>(null, { serialize: 'ignore' }).on(needed, (_, params) => ({ params }));

  sample({ clock: needed, target: query.refresh });
  sample({ clock: listsPurged, target: [purged, query.reset] });
  sample({ clock: refreshed, target: purged });
  sample({ clock: refreshed, source: $lastParams, fn: (last) => last?.params as CallParams<E>, target: query.start });

  const list: CachedList<E> = {
    name: config.name,
    query: query as CachedList<E>['query'],
    $items: query.$data as Store<ReplyOf<E> | null>,
    $pending: query.$pending,
    $loaded: query.$succeeded,
    $error: query.$error,
    needed,
    refreshed,
    cacheAdapter: adapter,
  };
  registry.push(list as unknown as CachedList<EndpointDescriptor>);
  for (const fn of createdListeners) fn(list as unknown as CachedList<EndpointDescriptor>);
  return list;
}

/** `fork({ values: freshListCaches() })`: each test scope gets empty caches. */
export function freshListCaches(): [Store<unknown>, unknown][] {
  for (const make of unmade) make(); // a test's scope gets every list's cache, also those not used yet
  return registry.map((l) => [l.cacheAdapter.__.$instance as unknown as Store<unknown>, inMemoryCache({ maxAge: LIST_MAX_AGE })]);
}

let keepsNothing: CacheAdapter | null = null;
/**
 * `fork({ values: uncachedLists() })`: a Scope in which no list is kept (the server's first view, one Scope per
 * request). Every Scope shares a list's cache unless told otherwise — one browser has one Scope, so that is its own —
 * but on the server one user's list would answer the next user's request.
 */
export function uncachedLists(): [Store<unknown>, unknown][] {
  for (const make of unmade) make();
  keepsNothing ??= voidCache();
  return registry.map((l) => [l.cacheAdapter.__.$instance as unknown as Store<unknown>, keepsNothing]);
}
