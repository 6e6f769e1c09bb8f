import type { Db } from '../db/types';

export interface ThrottleConfig {
  windowMs: number;
  lockMs: number;
  perAccount: number;
  perIp: number;
}
export const DEFAULT_THROTTLE: ThrottleConfig = { windowMs: 15 * 60_000, lockMs: 15 * 60_000, perAccount: 5, perIp: 20 };

/**
 * Failed sign-ins are counted per account and per address inside a sliding
 * window; a success resets the account's count. Returns the time the lock
 * ends, or null when sign-in may proceed.
 */
export async function lockedUntil(db: Db, login: string, ip: string, cfg: ThrottleConfig, now = Date.now()): Promise<number | null> {
  const since = now - cfg.windowMs;
  const [byAccount, byIp] = await Promise.all([
    failuresSinceLastSuccess(db, 'login', login, since),
    failuresSinceLastSuccess(db, 'ip', ip, since),
  ]);
  const ends: number[] = [];
  if (byAccount.length >= cfg.perAccount) ends.push(byAccount[cfg.perAccount - 1]! + cfg.lockMs);
  if (byIp.length >= cfg.perIp) ends.push(byIp[cfg.perIp - 1]! + cfg.lockMs);
  const end = Math.max(0, ...ends);
  return end > now ? end : null;
}

/** failure times, newest first, after the last success of that key */
async function failuresSinceLastSuccess(db: Db, column: 'login' | 'ip', key: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select(['at', 'success'])
    .where(column, '=', key)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const out: number[] = [];
  for (const r of rows) {
    // a success clears the account's count; for an address, only failures count
    if (r.success && column === 'login') break;
    if (!r.success) out.push(Number(r.at));
  }
  return out;
}

export async function recordAttempt(db: Db, login: string, ip: string, success: boolean, now = Date.now()): Promise<void> {
  await db.insertInto('login_attempts').values({ login, ip, at: now, success: success ? 1 : 0 }).execute();
}

/** old rows serve no throttle decision */
export async function pruneAttempts(db: Db, cfg: ThrottleConfig, now = Date.now()): Promise<void> {
  await db.deleteFrom('login_attempts').where('at', '<', now - 2 * (cfg.windowMs + cfg.lockMs)).execute();
}
