import type { SessionEndReasonCode } from '@lonna/core/contracts';
import type { SessionInfo, StartSessionInput } from '@lonna/core/server';
import type { Db, SessionsTable } from '../db/types';
import { TtlCache } from '../http/ttl-cache';
import { hashToken, newSessionToken } from './tokens';

export interface SessionConfig {
  /** idle lifetime when the account's InactivityTimer is 0 ("never") */
  defaultIdleMs: number;
  absoluteMs: number;
  /** how long a looked-up session row (and account, company and settings) may be reused without asking the database */
  cacheMs: number;
}
export const DEFAULT_SESSION_CONFIG: SessionConfig = { defaultIdleMs: 8 * 3600_000, absoluteMs: 12 * 3600_000, cacheMs: 2000 };

export type SessionLookup =
  | { status: 'ok'; tokenHash: string; session: SessionInfo; row: SessionsTable }
  | { status: 'ended'; reason: SessionEndReasonCode }
  | { status: 'idle' | 'expired' | 'none' };

/** a logout needs no explanation; every other end is remembered for the token's next call */
const remembered = (reason: SessionEndReasonCode) => reason !== 'logout';

// last_seen is written at most this often (a write per request would dominate the cost of a read)
const TOUCH_EVERY_MS = 30_000;

/** Sessions the server ended, for the push hub to tell their sockets why. */
export type SessionsEnded = { tokenHashes: string[]; reason: SessionEndReasonCode } | { login: string; except?: string; reason: SessionEndReasonCode };
/** Sessions whose token changed (rotation): their sockets follow the new token. */
export type SessionRotated = { from: string; to: string; login: string };

export interface SessionListener {
  ended(e: SessionsEnded): void;
  rotated(e: SessionRotated): void;
}

/** a cached session row with the lookup's answer made from it once (the row's last_seen is kept current in place) */
interface Cached {
  row: SessionsTable;
  ok: SessionLookup & { status: 'ok' };
}

/** how many raw tokens' hashes are remembered (a token is hashed once, not on every call) */
const HASHES_KEPT = 10_000;

export class SessionStore {
  private readonly cache: TtlCache<Cached | null>;
  private readonly hashes = new Map<string, string>();
  private listener: SessionListener | null = null;
  constructor(
    private readonly db: Db,
    readonly cfg: SessionConfig,
  ) {
    this.cache = new TtlCache(cfg.cacheMs);
  }

  /** SHA-256 of a raw token, remembered: the token is the key, so a remembered hash can never be another token's */
  private hashOf(token: string): string {
    let hash = this.hashes.get(token);
    if (hash === undefined) {
      if (this.hashes.size >= HASHES_KEPT) this.hashes.clear();
      this.hashes.set(token, (hash = hashToken(token)));
    }
    return hash;
  }

  private loadRow(tokenHash: string): Promise<Cached | null> {
    return this.cache.load(tokenHash, async () => {
      const row = await this.db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      // the answer is shared by every call within the cache's time: frozen, so no caller can change it for the next
      return row ? { row, ok: Object.freeze({ status: 'ok', tokenHash, session: Object.freeze(toInfo(row)), row }) } : null;
    });
  }

  async create(input: StartSessionInput, ip: string, db: Db = this.db, now = Date.now()): Promise<{ token: string; tokenHash: string; session: SessionInfo }> {
    const token = newSessionToken();
    const row: SessionsTable = {
      token_hash: hashToken(token),
      login: input.login,
      ftg_id: input.ftgId,
      salary_year: input.salaryYear,
      auth_method: input.authMethod,
      auth_time: new Date(now).toISOString(),
      created_at: now,
      last_seen: now,
      idle_ms: input.idleMinutes > 0 ? input.idleMinutes * 60_000 : this.cfg.defaultIdleMs,
      expires_at: now + this.cfg.absoluteMs,
      ip,
    };
    await db.insertInto('sessions').values(row).execute();
    return { token, tokenHash: row.token_hash, session: toInfo(row) };
  }

  /**
   * The session of a raw token. The row is cached `cfg.cacheMs` by its hash; a session ended anywhere is forgotten
   * at once on every instance (`forgetEnded`, from the push hub's bus), expiry and idleness are checked on every call.
   */
  async lookup(token: string, now = Date.now()): Promise<SessionLookup> {
    const tokenHash = this.hashOf(token);
    const hit = this.cache.get(tokenHash);
    const cached = hit === undefined ? await this.loadRow(tokenHash) : hit;
    if (!cached) return this.endedReason(tokenHash);
    const row = cached.row;
    if (now >= Number(row.expires_at)) {
      await this.delete(tokenHash);
      return { status: 'expired' };
    }
    if (now - Number(row.last_seen) > Number(row.idle_ms)) {
      await this.delete(tokenHash);
      return { status: 'idle' };
    }
    if (now - Number(row.last_seen) > TOUCH_EVERY_MS) {
      row.last_seen = now;
      await this.db.updateTable('sessions').set({ last_seen: now }).where('token_hash', '=', tokenHash).execute();
    }
    return cached.ok;
  }

  /**
   * `lookup` without a wait, for the usual call: the answer when this instance holds the row, the session is neither
   * past its absolute lifetime nor idle too long (checked here, on every call, as `lookup` does) and its last_seen
   * needs no write; otherwise undefined, and the caller asks `lookup` (which loads, ends or touches). A session ended
   * anywhere is gone from this cache at once (`forgetEnded`), so this never answers for it.
   */
  peek(token: string, now = Date.now()): (SessionLookup & { status: 'ok' }) | undefined {
    const cached = this.cache.get(this.hashOf(token), now);
    if (!cached) return undefined;
    const row = cached.row;
    const seen = now - Number(row.last_seen);
    if (now >= Number(row.expires_at) || seen > Number(row.idle_ms) || seen > TOUCH_EVERY_MS) return undefined;
    return cached.ok;
  }

  async update(tokenHash: string, patch: { ftgId?: string | null; salaryYear?: number; idleMinutes?: number }, db: Db = this.db): Promise<void> {
    const set: Partial<SessionsTable> = {};
    if (patch.ftgId !== undefined) set.ftg_id = patch.ftgId;
    if (patch.salaryYear !== undefined) set.salary_year = patch.salaryYear;
    if (patch.idleMinutes !== undefined) set.idle_ms = patch.idleMinutes > 0 ? patch.idleMinutes * 60_000 : this.cfg.defaultIdleMs;
    if (Object.keys(set).length === 0) return;
    await db.updateTable('sessions').set(set).where('token_hash', '=', tokenHash).execute();
    this.cache.delete(tokenHash);
  }

  async delete(tokenHash: string, db: Db = this.db): Promise<void> {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    this.cache.delete(tokenHash);
  }

  /** every session of the account ends (password reset); their sockets are told why */
  async deleteForLogin(login: string, reason: SessionEndReasonCode = 'passwordChanged'): Promise<void> {
    await this.endSessionsOfAccount(login, reason);
  }

  /**
   * Ends every session of an account — password, role or access changed — except
   * the token hash `except` (the caller who made the change stays), and tells
   * their sockets the reason through the push hub.
   */
  async endSessionsOfAccount(login: string, reason: SessionEndReasonCode, opts: { except?: string | null; db?: Db } = {}): Promise<void> {
    const db = opts.db ?? this.db;
    let ending = db.selectFrom('sessions').select('token_hash').where('login', '=', login);
    if (opts.except) ending = ending.where('token_hash', '!=', opts.except);
    const hashes = (await ending.execute()).map((r) => r.token_hash);
    if (hashes.length > 0 && remembered(reason)) {
      const endedAt = Date.now();
      await db
        .insertInto('ended_sessions')
        .values(hashes.map((token_hash) => ({ token_hash, reason, ended_at: endedAt })))
        .onConflict((oc) => oc.column('token_hash').doUpdateSet({ reason, ended_at: endedAt }))
        .execute();
    }
    if (hashes.length > 0) await db.deleteFrom('sessions').where('token_hash', 'in', hashes).execute();
    this.cache.clear();
    this.listener?.ended({ login, except: opts.except ?? undefined, reason });
  }

  /** the token of a session ended for a reason (logout, idle): its sockets close */
  ended(tokenHash: string, reason: SessionEndReasonCode): void {
    this.listener?.ended({ tokenHashes: [tokenHash], reason });
  }

  /** a request replaced its session by a new one (a sign-in while signed in, a password change) */
  rotated(from: string, to: string, login: string): void {
    this.listener?.rotated({ from, to, login });
  }

  /** the push hub listens here */
  listen(listener: SessionListener): void {
    this.listener = listener;
  }

  /** Is the session behind a socket still alive? Read-only: a socket never counts as activity. */
  async state(tokenHash: string, now = Date.now()): Promise<'ok' | 'idle' | 'gone'> {
    const row = (await this.loadRow(tokenHash))?.row;
    if (!row || now >= Number(row.expires_at)) return 'gone';
    return now - Number(row.last_seen) > Number(row.idle_ms) ? 'idle' : 'ok';
  }

  async pruneExpired(now = Date.now()): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<', now).execute();
    // no token outlives its absolute lifetime, so neither does the memory of why it ended
    await this.db
      .deleteFrom('ended_sessions')
      .where('ended_at', '<', now - this.cfg.absoluteMs)
      .execute();
  }

  /** a token that is not a session: ended for a reason the caller should hear, or simply unknown */
  private async endedReason(tokenHash: string): Promise<SessionLookup> {
    const ended = await this.db.selectFrom('ended_sessions').select('reason').where('token_hash', '=', tokenHash).executeTakeFirst();
    return ended ? { status: 'ended', reason: ended.reason as SessionEndReasonCode } : { status: 'none' };
  }

  forget(tokenHash: string): void {
    this.cache.delete(tokenHash);
  }

  /**
   * Sessions ended on any instance (the push hub's bus calls this on every instance, this one included): their cached
   * rows go at once, so a sign-out, a password change or an administrator's change is never answered from this
   * instance's cache afterwards.
   */
  forgetEnded(e: { tokenHashes?: readonly string[]; login?: string; except?: string }): void {
    for (const h of e.tokenHashes ?? []) this.cache.delete(h);
    if (e.login !== undefined) this.cache.deleteWhere((c) => c !== null && c.row.login === e.login && c.row.token_hash !== e.except);
  }
}

function toInfo(row: SessionsTable): SessionInfo {
  return {
    login: row.login,
    ftgId: row.ftg_id,
    salaryYear: Number(row.salary_year),
    authMethod: row.auth_method === 'BANKID' ? 'BANKID' : 'PASSWORD',
    authTime: row.auth_time,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  };
}
