import type { FastifyInstance } from 'fastify';
import { DevPushBodyModel, PUSH_EVENTS, type PushFrame } from '@lonna/core/contracts';
import { ApiError, DV_CODES } from '@lonna/core/server';
import type { Host } from '../http/host';
import { pickLocale } from '../http/translator';
import { deliverDevMessage } from './dev-message';
import { companyHeader, pushCaller } from './caller';
import type { PushHub } from './hub';
import { isProduction } from '../http/run-mode';

/**
 * POST /api/dev/push `{ event, resource?, ...payload }` — development and tests
 * only (never in production mode): raises an event for the caller's
 * company. 'new-unread-message' delivers a real message to the caller (into the
 * messages plugin's table when it is installed), so the unread count stays true after a reload.
 */
export function registerDevPush(app: FastifyInstance, host: Host, hub: PushHub, env: Record<string, string | undefined> = process.env): void {
  if (isProduction(env)) return;
  app.post('/api/dev/push', async (req) => {
    const caller = await pushCaller(host, req, companyHeader(req));
    const locale = pickLocale(req.headers['accept-language']);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const check = DevPushBodyModel.validate(body);
    if (!check.success) {
      const field = Object.keys(check.details ?? {})[0] ?? 'event';
      throw new ApiError(400, DV_CODES.badInput, host.translate(locale, 'server.badInput', { field, reason: check.message }), field);
    }
    if (caller.ftgId === null) throw new ApiError(403, DV_CODES.companyNotAllowed, host.translate(locale, 'server.noCompany'));
    const { event, resource, ...payload } = body as { event: string; resource?: string };
    if (event === PUSH_EVENTS.newUnreadMessage) {
      const p = payload as { Subject?: unknown; From?: unknown; Body?: unknown };
      await deliverDevMessage(host.db, hub, {
        login: caller.account.Login,
        ftgId: caller.ftgId,
        subject: typeof p.Subject === 'string' ? p.Subject : 'Testmeddelande',
        from: typeof p.From === 'string' ? p.From : 'Lönna',
        body: typeof p.Body === 'string' ? p.Body : '',
        now: host.now(),
      });
      return { ok: true };
    }
    const frame: PushFrame = { event, ...(resource ? { resource } : {}), ...(Object.keys(payload).length ? { payload } : {}) };
    await hub.publish({ ftgId: caller.ftgId }, frame);
    return { ok: true };
  });
}
