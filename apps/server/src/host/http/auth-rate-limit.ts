import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { account, bankid, shell, type EndpointDescriptor } from '@lonna/core/contracts';
import { ApiError, DV_CODES } from '@lonna/core/server';
import type { Translate } from './translator';
import { pickLocale } from './translator';

/**
 * Every authentication endpoint (ASVS 6.3.1): password sign-in, BankID start and
 * account choice, both SMS steps, the password reset pair and the password change.
 * The per-login and per-address failure throttles stay; this is the outer fence
 * that also covers the calls without a password (a guessed BankID or reset token).
 */
export const AUTHENTICATION_ENDPOINTS: readonly EndpointDescriptor[] = [
  shell.authenticate,
  bankid.start,
  bankid.selectUser,
  bankid.requestSmsCode,
  bankid.validateSmsCode,
  bankid.forgotPassword,
  bankid.resetPassword,
  account.changePassword,
];

export const rateLimitMessages = {
  sv: { tooManyRequests: 'För många förfrågningar från din adress. Vänta en minut och försök igen.' },
  en: { tooManyRequests: 'Too many requests from your address. Wait a minute and try again.' },
  fr: { tooManyRequests: 'Trop de requêtes depuis votre adresse. Attendez une minute et réessayez.' },
  pl: { tooManyRequests: 'Zbyt wiele żądań z Twojego adresu. Odczekaj minutę i spróbuj ponownie.' },
} as const;

const WINDOW_MS = 60_000;

/** At most `perMinute` calls per address to each authentication endpoint per minute (0 = off), on this instance. */
export function authRateLimitCheck(
  app: FastifyInstance,
  translate: Translate,
  perMinute: number,
  now: () => number = Date.now,
): ((req: FastifyRequest, reply: FastifyReply, routeUrl?: string) => ApiError | undefined) | null {
  if (perMinute <= 0) return null;
  const guarded = new Set(AUTHENTICATION_ENDPOINTS.map((d) => `${d.method} ${d.path}`));
  const guardedPaths = new Set(AUTHENTICATION_ENDPOINTS.map((d) => d.path));
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (t - w.start >= WINDOW_MS) windows.delete(k);
  }, WINDOW_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // part of the host's onRequest checks (build-server.ts)
  return (req, reply, url = req.routeOptions.url) => {
    // most calls are not to an authentication endpoint: no key is made for them
    if (url === undefined || !guardedPaths.has(url)) return undefined;
    const route = `${req.method} ${url}`;
    if (!guarded.has(route)) return undefined;
    const key = `${route} ${req.ip}`;
    const t = now();
    let w = windows.get(key);
    if (!w || t - w.start >= WINDOW_MS) windows.set(key, (w = { start: t, count: 0 }));
    w.count += 1;
    if (w.count > perMinute) {
      reply.header('retry-after', String(Math.ceil((w.start + WINDOW_MS - t) / 1000)));
      return new ApiError(429, DV_CODES.tooManyAttempts, translate(pickLocale(req.headers['accept-language']), 'rateLimit.tooManyRequests'));
    }
    return undefined;
  };
}
