import { live } from '@lonna/core/contracts';
import { defineServerPlugin, handle, type ServerPlugin } from '@lonna/core/server';
import type { SessionStore } from '../../host/auth/session-store';
import type { Db } from '../../host/db/types';
import { requestOf } from '../../host/http/request-of';
import { clearIdleMarker, setIdleMarker } from '../../host/http/session-cookie';

/**
 * The inactivity sign-out (spec §4): the client's idle timer ends the session
 * here, which leaves the marker cookie so a reload shows the same screen; the
 * screen's button removes it. See http/session-cookie.ts.
 */
export function inactivityServerPlugin(deps: { sessions: SessionStore }): ServerPlugin<Db> {
  return defineServerPlugin<Db>({
    id: 'inactivity',
    version: '1.0.0',
    endpoints: [
      handle<typeof live.inactivityLogout, Db>(live.inactivityLogout, async (_, ctx) => {
        const { req, reply, tokenHash } = requestOf(ctx);
        // the browser's other tabs hear why, before the session's sockets close
        const hash = tokenHash();
        if (hash) deps.sessions.ended(hash, 'inactivity');
        await ctx.sessions.end();
        setIdleMarker(req, reply);
        return { ok: true as const };
      }),
      handle<typeof live.inactivityAcknowledged, Db>(live.inactivityAcknowledged, (_, ctx) => {
        const { req, reply } = requestOf(ctx);
        clearIdleMarker(req, reply);
        return { ok: true as const };
      }),
    ],
  });
}
