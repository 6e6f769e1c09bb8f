/** One sent code, bound to what it was asked for (the subject); only the code's hash is kept. */
export interface SmsAttempt {
  attemptId: string;
  /** e.g. 'login:anna@firma.se' or 'company:anna@firma.se:FTG1' */
  subject: string;
  phone: string;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
  wrongTries: number;
  state: 'open' | 'used' | 'locked' | 'replaced';
}

/** Proof of a passed SMS step, spent by the retried login or company selection. */
export interface SmsProof {
  tokenHash: string;
  subject: string;
  expiresAt: number;
}

export interface SmsCodeStore {
  putAttempt(a: SmsAttempt): Promise<void>;
  getAttempt(attemptId: string): Promise<SmsAttempt | null>;
  /** open attempts of the subject become 'replaced': only the newest code works */
  replaceOpenAttempts(subject: string): Promise<void>;
  /** atomically add one wrong try; returns the new count */
  addWrongTry(attemptId: string): Promise<number>;
  /** atomically move open → the given state; false if it was not open (a parallel request won) */
  closeAttempt(attemptId: string, state: 'used' | 'locked'): Promise<boolean>;
  deleteAttempt(attemptId: string): Promise<void>;
  /** send log for rate limiting, keyed by subject and by phone */
  recordSend(key: string, at: number): Promise<void>;
  sendsSince(key: string, since: number): Promise<number[]>;
  putProof(p: SmsProof): Promise<void>;
  /** atomically remove and return */
  takeProof(tokenHash: string): Promise<SmsProof | null>;
  prune(now: number, keepSendsMs: number): Promise<void>;
}

export class InMemorySmsCodeStore implements SmsCodeStore {
  private readonly attempts = new Map<string, SmsAttempt>();
  private readonly sends = new Map<string, number[]>();
  private readonly proofs = new Map<string, SmsProof>();

  async putAttempt(a: SmsAttempt): Promise<void> {
    this.attempts.set(a.attemptId, { ...a });
  }
  async getAttempt(id: string): Promise<SmsAttempt | null> {
    const a = this.attempts.get(id);
    return a ? { ...a } : null;
  }
  async replaceOpenAttempts(subject: string): Promise<void> {
    for (const a of this.attempts.values()) if (a.subject === subject && a.state === 'open') a.state = 'replaced';
  }
  async addWrongTry(id: string): Promise<number> {
    const a = this.attempts.get(id);
    if (!a) return Number.POSITIVE_INFINITY;
    a.wrongTries += 1;
    return a.wrongTries;
  }
  async closeAttempt(id: string, state: 'used' | 'locked'): Promise<boolean> {
    const a = this.attempts.get(id);
    if (!a || a.state !== 'open') return false;
    a.state = state;
    return true;
  }
  async deleteAttempt(id: string): Promise<void> {
    this.attempts.delete(id);
  }
  async recordSend(key: string, at: number): Promise<void> {
    const list = this.sends.get(key) ?? [];
    list.push(at);
    this.sends.set(key, list);
  }
  async sendsSince(key: string, since: number): Promise<number[]> {
    return (this.sends.get(key) ?? []).filter((t) => t >= since);
  }
  async putProof(p: SmsProof): Promise<void> {
    this.proofs.set(p.tokenHash, { ...p });
  }
  async takeProof(hash: string): Promise<SmsProof | null> {
    const p = this.proofs.get(hash);
    this.proofs.delete(hash);
    return p ?? null;
  }
  async prune(now: number, keepSendsMs: number): Promise<void> {
    for (const [id, a] of this.attempts) if (a.expiresAt <= now) this.attempts.delete(id);
    for (const [h, p] of this.proofs) if (p.expiresAt <= now) this.proofs.delete(h);
    for (const [k, list] of this.sends) {
      const kept = list.filter((t) => t > now - keepSendsMs);
      if (kept.length) this.sends.set(k, kept);
      else this.sends.delete(k);
    }
  }
}
