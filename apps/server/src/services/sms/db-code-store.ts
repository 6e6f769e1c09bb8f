import type { Db } from '../../host/db/types';
import { securityDb, type SecurityDb } from '../../plugins/security/tables';
import type { SmsAttempt, SmsCodeStore, SmsProof } from './code-store';

/**
 * The SmsCodeStore in the database, shared by every server instance. The
 * counters and state moves are single statements (an UPDATE … WHERE state =
 * 'open', a DELETE … RETURNING), so parallel requests cannot both win.
 */
export class DbSmsCodeStore implements SmsCodeStore {
  private readonly db: SecurityDb;
  constructor(db: Db) {
    this.db = securityDb(db);
  }

  async putAttempt(a: SmsAttempt): Promise<void> {
    await this.db
      .insertInto('sms_attempts')
      .values({
        attempt_id: a.attemptId,
        subject: a.subject,
        phone: a.phone,
        code_hash: a.codeHash,
        created_at: a.createdAt,
        expires_at: a.expiresAt,
        wrong_tries: a.wrongTries,
        state: a.state,
      })
      .execute();
  }

  async getAttempt(attemptId: string): Promise<SmsAttempt | null> {
    const r = await this.db.selectFrom('sms_attempts').selectAll().where('attempt_id', '=', attemptId).executeTakeFirst();
    if (!r) return null;
    return {
      attemptId: r.attempt_id,
      subject: r.subject,
      phone: r.phone,
      codeHash: r.code_hash,
      createdAt: Number(r.created_at),
      expiresAt: Number(r.expires_at),
      wrongTries: Number(r.wrong_tries),
      state: r.state as SmsAttempt['state'],
    };
  }

  async replaceOpenAttempts(subject: string): Promise<void> {
    await this.db.updateTable('sms_attempts').set({ state: 'replaced' }).where('subject', '=', subject).where('state', '=', 'open').execute();
  }

  async addWrongTry(attemptId: string): Promise<number> {
    const r = await this.db
      .updateTable('sms_attempts')
      .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
      .where('attempt_id', '=', attemptId)
      .returning('wrong_tries')
      .executeTakeFirst();
    return r ? Number(r.wrong_tries) : Number.POSITIVE_INFINITY;
  }

  async closeAttempt(attemptId: string, state: 'used' | 'locked'): Promise<boolean> {
    const r = await this.db.updateTable('sms_attempts').set({ state }).where('attempt_id', '=', attemptId).where('state', '=', 'open').executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteAttempt(attemptId: string): Promise<void> {
    await this.db.deleteFrom('sms_attempts').where('attempt_id', '=', attemptId).execute();
  }

  async recordSend(key: string, at: number): Promise<void> {
    await this.db.insertInto('sms_sends').values({ send_key: key, at }).execute();
  }

  async sendsSince(key: string, since: number): Promise<number[]> {
    const rows = await this.db.selectFrom('sms_sends').select('at').where('send_key', '=', key).where('at', '>=', since).execute();
    return rows.map((r) => Number(r.at));
  }

  async putProof(p: SmsProof): Promise<void> {
    await this.db.insertInto('sms_proofs').values({ token_hash: p.tokenHash, subject: p.subject, expires_at: p.expiresAt }).execute();
  }

  async takeProof(tokenHash: string): Promise<SmsProof | null> {
    const r = await this.db.deleteFrom('sms_proofs').where('token_hash', '=', tokenHash).returningAll().executeTakeFirst();
    return r ? { tokenHash: r.token_hash, subject: r.subject, expiresAt: Number(r.expires_at) } : null;
  }

  async prune(now: number, keepSendsMs: number): Promise<void> {
    // used and locked attempts stay until they expire: a locked code must stay locked for its lifetime
    await this.db.deleteFrom('sms_attempts').where('expires_at', '<=', now).execute();
    await this.db.deleteFrom('sms_proofs').where('expires_at', '<=', now).execute();
    await this.db
      .deleteFrom('sms_sends')
      .where('at', '<=', now - keepSendsMs)
      .execute();
  }
}
