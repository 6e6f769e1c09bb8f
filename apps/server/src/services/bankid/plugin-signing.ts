import { createHash } from 'node:crypto';
import type { BankIdSigning, Locale } from '@lonna/core/server';
import { rfaMessage } from './rfa';
import { BankIdServiceError } from './service-error';
import type { SigningService } from './signing-service';

export interface PluginSigningRequest {
  /** the calling session's token hash (null: no session — every call is refused) */
  sessionHash: string | null;
  ip: string;
  mobileDevice: boolean;
  locale: Locale;
  /** the host's error for a refusal: status, dvCode, message in the caller's language, field */
  refuse(status: number, dvCode: number, message: string, field?: string): never;
}

/**
 * ctx.signing for plugin handlers: the host's signing service bound to the calling session. The order's binding
 * secret is derived from the session, so only that session (on any instance: orders live in the database) may follow
 * or cancel it; the service's refusals become the wire's errors with BankID's recommended texts.
 */
export function pluginSigning(service: SigningService, req: PluginSigningRequest): BankIdSigning {
  const binding = () => {
    if (!req.sessionHash) return req.refuse(401, 40101, rfaMessage(req.locale, 'RFA22'));
    return createHash('sha256').update(`bankid-sign:${req.sessionHash}`).digest('base64url');
  };
  const refused = (e: unknown): never => {
    if (e instanceof BankIdServiceError) return req.refuse(e.status, e.dvCode, e.localizedMessage(req.locale), e.field);
    throw e;
  };
  return {
    async start({ text, document, personalNumber, markdown }) {
      try {
        return await service.start({
          endUserIp: req.ip,
          text,
          markdown,
          document: typeof document === 'string' ? document : Buffer.from(document),
          personalNumber,
          binding: binding(),
          mobileDevice: req.mobileDevice,
        });
      } catch (e) {
        return refused(e);
      }
    },
    async status(orderRef) {
      try {
        const s = await service.status(orderRef, binding());
        if (s.state === 'complete') return { state: 'complete', signature: s.record };
        return s.state === 'pending'
          ? { state: 'pending', hintCode: s.hintCode, message: rfaMessage(req.locale, s.rfa), qrCodeDataUrl: s.qrCodeDataUrl }
          : { state: 'failed', hintCode: s.hintCode, message: rfaMessage(req.locale, s.rfa) };
      } catch (e) {
        return refused(e);
      }
    },
    async cancel(orderRef) {
      try {
        await service.cancel(orderRef, binding());
      } catch (e) {
        refused(e);
      }
    },
  };
}
