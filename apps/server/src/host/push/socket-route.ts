import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUSH_CLOSE, PUSH_EVENTS, PUSH_SOCKET_PATH, type PushFrame, type SessionEndReasonCode } from '@lonna/core/contracts';
import type { Host } from '../http/host';
import { pushCaller, SessionEndedBeforeSocket, type PushCaller } from './caller';
import type { PushHub } from './hub';

/**
 * GET /api/ws: the push socket. The handshake is an ordinary /api request, so
 * it answers like one when refused — 401 without a session, 403 from a foreign
 * Origin or for a company outside the access list — and never upgrades then.
 * `?company=` picks the company whose events the socket receives (the header
 * cannot be set on a WebSocket); without it, the session's company. `?missed=` (ms) asks for the events of that
 * long ago again (see PushHub.add).
 */
export async function registerPushSocket(app: FastifyInstance, host: Host, hub: PushHub): Promise<void> {
  // in a context of its own: @fastify/websocket's onRequest and onResponse hooks then run for this route alone, not
  // for every call of the API (two steps of Fastify's hook runner each)
  await app.register(async (socketContext) => {
    await socketContext.register(fastifyWebsocket, { options: { maxPayload: 1024 } });
    socketRoute(socketContext, host, hub);
  });
}

function socketRoute(app: FastifyInstance, host: Host, hub: PushHub): void {
  const callers = new WeakMap<FastifyRequest, PushCaller | { ended: SessionEndReasonCode }>();
  app.get(
    PUSH_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (req) => {
        const company = (req.query as { company?: string } | undefined)?.company;
        try {
          callers.set(req, await pushCaller(host, req, typeof company === 'string' ? company : undefined, { socket: true }));
        } catch (e) {
          if (!(e instanceof SessionEndedBeforeSocket)) throw e;
          callers.set(req, { ended: e.reason });
        }
      },
    },
    (socket, req) => {
      const caller = callers.get(req)!;
      if ('ended' in caller) {
        // the sign-out the browser missed while its socket was away, with its reason, as a connected one hears it
        socket.send(JSON.stringify({ event: PUSH_EVENTS.sessionEnded, payload: { reason: caller.ended } } satisfies PushFrame));
        socket.close(PUSH_CLOSE.sessionEnded, caller.ended);
        return;
      }
      const missed = Number((req.query as { missed?: string } | undefined)?.missed);
      const missedMs = Number.isInteger(missed) && missed >= 0 ? missed : undefined;
      hub.add({ socket, login: caller.account.Login, ftgId: caller.ftgId, tokenHash: caller.tokenHash }, host.buildId, missedMs);
    },
  );
}
