import { sample } from 'effector';
import { createEndpointAction } from '../api/endpoint-action';
import { idleSessionRejected, INACTIVITY_DV_CODE } from '../api/catalogue';
import { isApiError } from '../api/api-error';
import { live } from '../contracts/live';
import { $autoLoggedOut, checkSessionMutation, inactivityScreenClosed, sessionEndedInvoluntarily } from './model';

/**
 * Inactivity across reloads (spec §4). The idle sign-out tells the server, which
 * keeps a marker cookie; while it is there /api/me answers 401 40102, so a
 * reload shows the inactivity screen again. Reading the screen removes it.
 */
export const inactivityLogoutMutation = createEndpointAction(live.inactivityLogout, { name: 'session.inactivityLogout', silent: true });
export const inactivityAcknowledgedMutation = createEndpointAction(live.inactivityAcknowledged, { name: 'session.inactivityAcknowledged', silent: true });

// the server found the session idle first (its limit is the same InactivityTimer)
sample({ clock: idleSessionRejected, fn: () => ({ reason: 'inactivity' as const }), target: sessionEndedInvoluntarily });

sample({
  clock: sessionEndedInvoluntarily,
  filter: ({ reason }) => reason === 'inactivity',
  fn: () => undefined,
  target: inactivityLogoutMutation.start,
});

// page load: /me says the last session ended for idleness
$autoLoggedOut.on(
  checkSessionMutation.finished.failure,
  (shown, { error }) => shown || (isApiError(error) && error.kind === 'http' && error.dvCode === INACTIVITY_DV_CODE),
);

sample({ clock: inactivityScreenClosed, fn: () => undefined, target: inactivityAcknowledgedMutation.start });
