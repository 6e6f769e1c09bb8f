import { createEvent, createStore, sample, split } from 'effector';
import { $locale, translate } from '../i18n/runtime';
import { $authenticated } from '../session/state';
import { snackbarShown } from '../snackbar/model';
import { endsSession, type ApiError } from './api-error';
import { offlineDetected } from './network-state';
import { sendFx } from './request';

/**
 * The error catalogue of spec §8, in one place. Every failed call passes
 * through `reactionFor`; what it returns decides the snackbar and the session.
 */
export type CatalogueReaction =
  | { type: 'offline' }
  | { type: 'network' }
  | { type: 'outage'; relogin: boolean }
  | { type: 'session-ended'; message: string }
  | { type: 'inactivity' }
  | { type: 'message'; message: string }
  | { type: 'none' };

/** the server ended an idle session (apps/server README) */
export const INACTIVITY_DV_CODE = 40102;

/** The Swedish network-error text is not shown for the session check on page load. */
export const NETWORK_TEXT_EXCLUDED_PATHS = ['/api/me'];

export function reactionFor(e: ApiError, s: { authenticated: boolean; silent: boolean }): CatalogueReaction {
  if (e.kind === 'offline') return { type: 'offline' };
  if (e.kind === 'network') return NETWORK_TEXT_EXCLUDED_PATHS.includes(e.path) ? { type: 'none' } : { type: 'network' };
  if (e.kind !== 'http') return { type: 'none' };
  if (e.status === 503) return { type: 'outage', relogin: s.authenticated };
  // idle too long (40102): the full-screen inactivity notice, not a snackbar
  if (s.authenticated && e.status === 401 && e.dvCode === INACTIVITY_DV_CODE) return { type: 'inactivity' };
  if (s.authenticated && endsSession(e)) return { type: 'session-ended', message: e.message };
  if (e.hasMessage && !s.silent) return { type: 'message', message: e.message };
  return { type: 'none' };
}

/** the server ended the session (401, or 403 outside 403xx, while signed in); the session model logs out */
export const sessionRejected = createEvent<{ message: string }>();
/** the server found the session idle too long (40102) while signed in; the session model shows the inactivity screen */
export const idleSessionRejected = createEvent();
/** a response carried a message (and a dvCode): for logging and for screens that want to know */
export const backendErrorRaised = createEvent<ApiError>();

const reacted = sample({
  clock: sendFx.fail,
  source: $authenticated,
  fn: (authenticated, { params, error }) => reactionFor(error, { authenticated, silent: params.request.silent === true }),
});

sample({
  clock: sendFx.failData,
  filter: (e) => e.kind === 'http' && e.dvCode > 0,
  target: backendErrorRaised,
});

const r = split(reacted, {
  offline: (x): x is Extract<CatalogueReaction, { type: 'offline' }> => x.type === 'offline',
  network: (x): x is Extract<CatalogueReaction, { type: 'network' }> => x.type === 'network',
  outage: (x): x is Extract<CatalogueReaction, { type: 'outage' }> => x.type === 'outage',
  ended: (x): x is Extract<CatalogueReaction, { type: 'session-ended' }> => x.type === 'session-ended',
  message: (x): x is Extract<CatalogueReaction, { type: 'message' }> => x.type === 'message',
  inactivity: (x): x is Extract<CatalogueReaction, { type: 'inactivity' }> => x.type === 'inactivity',
});
sample({ clock: r.inactivity, fn: () => undefined, target: idleSessionRejected });

sample({ clock: r.offline, target: offlineDetected });
sample({
  clock: r.offline,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'shell.errors.offline'), color: 'warning' as const }),
  target: snackbarShown,
});
sample({
  clock: r.network,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'shell.errors.network'), color: 'error' as const }),
  target: snackbarShown,
});
sample({
  clock: r.outage,
  source: $locale,
  fn: (l, x) => ({
    text: x.relogin ? `${translate(l, 'shell.errors.outage')} ${translate(l, 'shell.errors.outageRelogin')}` : translate(l, 'shell.errors.outage'),
    color: 'error' as const,
  }),
  target: snackbarShown,
});
const endedMessage = sample({
  clock: r.ended,
  source: $locale,
  fn: (l, x) => ({ message: x.message || translate(l, 'shell.errors.sessionEndedAbruptly') }),
});
sample({ clock: endedMessage, fn: (x) => ({ text: x.message, color: 'error' as const }), target: snackbarShown });
sample({ clock: endedMessage, target: sessionRejected });
sample({ clock: r.message, fn: (x) => ({ text: x.message, color: 'error' as const }), target: snackbarShown });

/** The first build id seen; a different one later means a new version is deployed. */
export const versionUpdated = createEvent<string>();
/** a build id from elsewhere than a response header: the push socket's greeting or its app-version-updated event */
export const buildIdReported = createEvent<string>();
const $firstBuildId = createStore<string | null>(null);
const buildIdSeen = sample({ clock: [sample({ clock: sendFx.doneData, filter: (r) => r.buildId !== null, fn: (r) => r.buildId as string }), buildIdReported] });
sample({ clock: buildIdSeen, source: $firstBuildId, filter: (first) => first === null, fn: (_, id) => id, target: $firstBuildId });
/** the newest build announced (null while the page's build is current) */
export const $announcedBuildId = createStore<string | null>(null);
// announced once per new build, not on every later response
const newBuildSeen = sample({
  clock: buildIdSeen,
  source: { first: $firstBuildId, announced: $announcedBuildId },
  filter: ({ first, announced }, id) => first !== null && first !== id && announced !== id,
  fn: (_, id) => id,
});
sample({ clock: newBuildSeen, target: [$announcedBuildId, versionUpdated] });
