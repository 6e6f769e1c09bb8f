import type { Db } from '../db/types';

export interface ThrottleConfig {
  /** failures older than this no longer count */
  windowMs: number;
  /** the longest delay a run of failures can cause */
  lockMs: number;
  /** failures per account (untrusted clients together, or one trusted device) before delays start */
  perAccount: number;
  /** failures per address from untrusted clients before delays start */
  perIp: number;
  /** the first delay; each further failure doubles it, up to lockMs */
  firstDelayMs: number;
}
export const DEFAULT_THROTTLE: ThrottleConfig = { windowMs: 15 * 60_000, lockMs: 15 * 60_000, perAccount: 5, perIp: 20, firstDelayMs: 60_000 };

/**
 * Sign-in throttling that slows the guesser, not the owner (OWASP device-cookie pattern):
 * - from a trusted device of the account (auth/device-cookie.ts) only that device's own failures count;
 * - from any other client, the account's failures from untrusted clients and the address's failures from
 *   untrusted clients count, each against its own threshold.
 * Past a threshold every further attempt waits a growing delay after the latest failure (firstDelayMs,
 * doubled per failure, at most lockMs); a success clears the account's (or device's) count. An office behind
 * one address is therefore never locked out as a whole: its members' browsers are trusted devices.
 * Returns the time the wait ends, or null when sign-in may proceed.
 */
export async function lockedUntil(
  db: Db,
  login: string,
  ip: string,
  cfg: ThrottleConfig,
  now = Date.now(),
  device: string | null = null,
): Promise<number | null> {
  const since = now - cfg.windowMs;
  const runs =
    device !== null
      ? [[await failures(db, { device }, since), cfg.perAccount] as const]
      : [[await failures(db, { login }, since), cfg.perAccount] as const, [await failures(db, { ip }, since), cfg.perIp] as const];
  const ends = runs.map(([times, threshold]) => (times.length >= threshold ? times[0]! + delayAfter(times.length - threshold, cfg) : 0));
  const end = Math.max(0, ...ends);
  return end > now ? end : null;
}

/** the wait after the nth failure past the threshold (0-based): firstDelayMs · 2ⁿ, at most lockMs */
export function delayAfter(n: number, cfg: ThrottleConfig): number {
  return Math.min(cfg.lockMs, cfg.firstDelayMs * 2 ** Math.min(n, 30));
}

/** failure times, newest first, after the last success of that key (an address's successes clear nothing) */
async function failures(db: Db, key: { login: string } | { ip: string } | { device: string }, since: number): Promise<number[]> {
  let q = db.selectFrom('login_attempts').select(['at', 'success']).where('at', '>', since);
  if ('device' in key) q = q.where('device', '=', key.device);
  else q = q.where('device', '=', '').where('login' in key ? 'login' : 'ip', '=', 'login' in key ? key.login : key.ip);
  const rows = await q.orderBy('at', 'desc').orderBy('id', 'desc').limit(100).execute();
  const out: number[] = [];
  for (const r of rows) {
    if (r.success && !('ip' in key)) break;
    if (!r.success) out.push(Number(r.at));
  }
  return out;
}

/** `device`: the trusted-device key the attempt came from ('' or null: an untrusted client) */
export async function recordAttempt(db: Db, login: string, ip: string, success: boolean, now = Date.now(), device: string | null = null): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ login, ip, at: now, success: success ? 1 : 0, device: device ?? '' })
    .execute();
}

/** old rows serve no throttle decision */
export async function pruneAttempts(db: Db, cfg: ThrottleConfig, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('at', '<', now - 2 * (cfg.windowMs + cfg.lockMs))
    .execute();
}
