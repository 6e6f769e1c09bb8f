import type { FastifyReply, FastifyRequest } from 'fastify';
import { looksLikeToken } from '../auth/tokens';

export const SESSION_COOKIE = 'lonna_session';
/** under HTTPS the __Host- prefix pins the cookie to this host, path / and Secure (ASVS 3.3.1) */
export const SECURE_SESSION_COOKIE = '__Host-lonna_session';

const secure = (req: FastifyRequest) => req.protocol === 'https';

export function readSessionToken(req: FastifyRequest): string | undefined {
  const value = secure(req) ? req.cookies[SECURE_SESSION_COOKIE] : req.cookies[SESSION_COOKIE];
  return looksLikeToken(value) ? value : undefined;
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number): void {
  reply.setCookie(secure(req) ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    httpOnly: true, sameSite: 'strict', path: '/', secure: secure(req), maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(secure(req) ? SECURE_SESSION_COOKIE : SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/', secure: secure(req) });
}
