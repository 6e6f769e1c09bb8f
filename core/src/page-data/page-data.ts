import { createEvent, sample, type EventCallable } from 'effector';
import type { CachedList } from '../cache/cached-list';
import type { EndpointDescriptor } from '../contracts/endpoint';

/** Anything a page can load: a page query, a shared list, or a unit that opens and closes with the page. */
export type PageLoad = { opened: EventCallable<void>; closed?: EventCallable<void> } | CachedList<EndpointDescriptor>;

export interface PageData {
  /** the page is shown: everything it declared starts loading */
  opened: EventCallable<void>;
  /** the page is gone: its queries stop refreshing */
  closed: EventCallable<void>;
}

/**
 * A page's declaration of what it loads: `createPageData({ loads: [report, lists.timeCodes] })`. The host opens
 * and closes it with the page (definePage), so no page writes its own open/close effect.
 */
export function createPageData(config: { loads: readonly PageLoad[] }): PageData {
  const opened = createEvent();
  const closed = createEvent();
  for (const load of config.loads) {
    if ('needed' in load) {
      sample({ clock: opened, fn: () => undefined, target: load.needed as EventCallable<unknown> });
      continue;
    }
    sample({ clock: opened, target: load.opened });
    if (load.closed) sample({ clock: closed, target: load.closed });
  }
  return { opened, closed };
}
