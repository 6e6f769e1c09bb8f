import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUSH_SOCKET_PATH } from '@lonna/core/contracts';
import type { Host } from '../http/host';
import { pushCaller, type PushCaller } from './caller';
import type { PushHub } from './hub';

/**
 * GET /api/ws: the push socket. The handshake is an ordinary /api request, so
 * it answers like one when refused — 401 without a session, 403 from a foreign
 * Origin or for a company outside the access list — and never upgrades then.
 * `?company=` picks the company whose events the socket receives (the header
 * cannot be set on a WebSocket); without it, the session's company.
 */
export async function registerPushSocket(app: FastifyInstance, host: Host, hub: PushHub): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 } });
  const callers = new WeakMap<FastifyRequest, PushCaller>();
  app.get(
    PUSH_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (req) => {
        const company = (req.query as { company?: string } | undefined)?.company;
        callers.set(req, await pushCaller(host, req, typeof company === 'string' ? company : undefined));
      },
    },
    (socket, req) => {
      const caller = callers.get(req)!;
      hub.add({ socket, login: caller.account.Login, ftgId: caller.ftgId, tokenHash: caller.tokenHash }, host.buildId);
    },
  );
}
