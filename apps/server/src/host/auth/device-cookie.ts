import type { HandlerContext } from '@lonna/core/server';
import type { Db } from '../db/types';
import { requestOf } from '../http/request-of';
import { hashToken, looksLikeToken, newSessionToken } from './tokens';

/**
 * OWASP "Slow down online guessing attacks with device cookies": a browser that signed in to an account
 * gets a device cookie; later attempts from it are counted apart from everyone else's (auth/throttle.ts),
 * so a guesser who slows the account down does not slow its owner. The token is random, only its hash is
 * stored (bound to the login), it is sent only to /api, and it expires after 180 days.
 */
export const DEVICE_COOKIE = 'lonna_device';
export const SECURE_DEVICE_COOKIE = '__Host-lonna_device';
const DEVICE_TTL_MS = 180 * 24 * 3600_000;

const secure = (ctx: HandlerContext<unknown>) => requestOf(ctx).req.protocol === 'https';
const cookieName = (ctx: HandlerContext<unknown>) => (secure(ctx) ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE);

function presented(ctx: HandlerContext<unknown>): string | undefined {
  const value = requestOf(ctx).req.cookies[cookieName(ctx)];
  return looksLikeToken(value) ? value : undefined;
}

/** The caller's trusted-device key for `login` (its token hash), or null for an untrusted client. */
export async function trustedDevice(ctx: HandlerContext<Db>, login: string, now: number): Promise<string | null> {
  const token = presented(ctx);
  if (!token) return null;
  const hash = hashToken(token);
  const row = await ctx.db
    .selectFrom('trusted_devices')
    .select('token_hash')
    .where('token_hash', '=', hash)
    .where('login', '=', login)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? hash : null;
}

/** After a correct password: make this browser a trusted device of `login` (kept when it already is). */
export async function trustDevice(ctx: HandlerContext<Db>, login: string, now: number): Promise<void> {
  if (await trustedDevice(ctx, login, now)) return;
  const token = newSessionToken();
  await ctx.db
    .insertInto('trusted_devices')
    .values({ token_hash: hashToken(token), login, created_at: now, expires_at: now + DEVICE_TTL_MS })
    .execute();
  // __Host- requires path /; without HTTPS the cookie is for /api only
  void requestOf(ctx).reply.setCookie(cookieName(ctx), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(ctx),
    path: secure(ctx) ? '/' : '/api',
    maxAge: Math.floor(DEVICE_TTL_MS / 1000),
  });
}

/** old device rows serve no decision */
export async function pruneDevices(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('trusted_devices').where('expires_at', '<', now).execute();
}
