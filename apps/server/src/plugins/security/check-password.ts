import { DV_CODES, type HandlerContext } from '@lonna/core/server';
import type { Db } from '../../host/db/types';
import { audit } from '../../host/auth/audit';
import { dummyHash, verifyPassword } from '../../host/auth/password';
import { lockedUntil, recordAttempt, type ThrottleConfig } from '../../host/auth/throttle';
import { trustDevice, trustedDevice } from '../../host/auth/device-cookie';

/** HH:MM in Swedish local time (the lock message names the time the user can retry). */
export function clockTime(ms: number): string {
  return new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Stockholm' }).format(new Date(ms));
}

/**
 * The password check every sign-in step shares (/authenticate and the SMS
 * calls of a sign-in): throttled per account and per address with growing delays, a trusted device
 * (device cookie) counted on its own so guessers never lock the owner out (auth/throttle.ts); the same time
 * for unknown logins, every outcome in the audit log. Returns the normalised
 * login; refusals throw the wire's errors (42900, 40400, 40100).
 * Attempts and audit rows must survive the refusal: call it outside a transaction.
 */
export async function checkPassword(ctx: HandlerContext<Db>, throttle: ThrottleConfig, rawLogin: string, password: string, now: number): Promise<string> {
  const { db } = ctx;
  const login = rawLogin.trim().toLowerCase();
  const device = await trustedDevice(ctx, login, now);
  const until = await lockedUntil(db, login, ctx.ip, throttle, now, device);
  if (until !== null) {
    await audit(db, 'login.locked', login, ctx.ip, `until ${new Date(until).toISOString()}`);
    ctx.fail(429, DV_CODES.tooManyAttempts, 'shell.tooManyAttempts', { time: clockTime(until) });
  }
  const row = await db.selectFrom('accounts').select(['Login', 'PasswordHash', 'Disabled']).where('Login', '=', login).executeTakeFirst();
  if (!row || row.Disabled) {
    await verifyPassword(password, await dummyHash()); // same time as a real check
    await recordAttempt(db, login, ctx.ip, false, now, device);
    await audit(db, 'login.unknown', login, ctx.ip);
    ctx.fail(401, DV_CODES.unknownLogin, 'shell.unknownLogin', undefined, 'Login');
  }
  if (!(await verifyPassword(password, row!.PasswordHash))) {
    await recordAttempt(db, login, ctx.ip, false, now, device);
    await audit(db, 'login.failed', login, ctx.ip);
    ctx.fail(401, DV_CODES.wrongPassword, 'shell.wrongPassword', undefined, 'Password');
  }
  // the right password: this browser is (or stays) a trusted device, and its own count starts over
  if (device !== null) await recordAttempt(db, login, ctx.ip, true, now, device);
  await trustDevice(ctx, login, now);
  return login;
}
