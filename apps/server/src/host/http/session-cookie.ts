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
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: secure(req),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(secure(req) ? SECURE_SESSION_COOKIE : SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/', secure: secure(req) });
}

/**
 * The inactivity marker: set when a session ends for idleness (the client's
 * idle timer, or the server finding the session idle), so that a reload shows
 * the inactivity screen — /api/me answers 401 40102 while it is there. It holds
 * no identity, only the fact; a new sign-in or reading the screen removes it.
 */
export const IDLE_MARKER_COOKIE = 'lonna_idle';
const IDLE_MARKER_MAX_AGE_S = 12 * 3600;

export function setIdleMarker(req: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(IDLE_MARKER_COOKIE, '1', { httpOnly: true, sameSite: 'strict', path: '/', secure: secure(req), maxAge: IDLE_MARKER_MAX_AGE_S });
}

export function clearIdleMarker(req: FastifyRequest, reply: FastifyReply): void {
  if (req.cookies[IDLE_MARKER_COOKIE] !== undefined)
    reply.clearCookie(IDLE_MARKER_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/', secure: secure(req) });
}

export function hasIdleMarker(req: FastifyRequest): boolean {
  return req.cookies[IDLE_MARKER_COOKIE] === '1';
}
