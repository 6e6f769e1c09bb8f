import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@lonna/core/server';
import type { SmsCodeStore } from './code-store';
import { formatUntil, smsMessage } from './messages';
import { maskPhone, normalisePhone } from './phone';
import { SmsSendError, type SmsProvider } from './provider';

/**
 * The SMS two-step: a 4-character code, valid 10 minutes, bound to its login
 * attempt (the subject), at most 5 wrong tries, sending rate-limited per
 * subject and per phone. A passed code yields a single-use proof token that the
 * retried login (or company selection) spends.
 */

/** no 0/O, 1/I: 32 symbols, so 4 characters give 2^20 codes; compared case-insensitively */
export const SMS_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface SmsCodeConfig {
  codeLength: number;
  codeTtlMs: number;
  maxWrongTries: number;
  /** least time between two codes to the same subject */
  minIntervalMs: number;
  /** codes per subject within the window */
  maxPerSubject: number;
  /** codes per phone within the window (one phone may serve several accounts) */
  maxPerPhone: number;
  windowMs: number;
  /** how long the proof of a passed code may be spent */
  proofTtlMs: number;
}

export const SMS_DEFAULTS: SmsCodeConfig = {
  codeLength: 4,
  codeTtlMs: 10 * 60_000,
  maxWrongTries: 5,
  minIntervalMs: 60_000,
  maxPerSubject: 5,
  maxPerPhone: 10,
  windowMs: 60 * 60_000,
  proofTtlMs: 5 * 60_000,
};

export type SmsErrorKind = 'noPhone' | 'rateLimited' | 'sendFailed' | 'wrongCode' | 'expired' | 'locked' | 'invalidAttempt';

const STATUS: Record<SmsErrorKind, { status: number; dvCode: number; field?: string }> = {
  noPhone: { status: 400, dvCode: 40000 },
  rateLimited: { status: 429, dvCode: 42900 },
  sendFailed: { status: 503, dvCode: 50300 },
  // spec §8: an invalid code marks the field
  wrongCode: { status: 400, dvCode: 40000, field: 'SMSCode' },
  expired: { status: 400, dvCode: 40000, field: 'SMSCode' },
  locked: { status: 400, dvCode: 40000, field: 'SMSCode' },
  invalidAttempt: { status: 400, dvCode: 40000, field: 'SMSCode' },
};

export class SmsServiceError extends Error {
  readonly status: number;
  readonly dvCode: number;
  readonly field?: string;

  constructor(
    readonly kind: SmsErrorKind,
    /** rateLimited: when sending is allowed again; wrongCode: tries left */
    readonly detail: { retryAt?: number; triesLeft?: number } = {},
  ) {
    super(kind);
    this.name = 'SmsServiceError';
    const s = STATUS[kind];
    this.status = s.status;
    this.dvCode = s.dvCode;
    this.field = s.field;
  }

  localizedMessage(locale: Locale): string {
    return smsMessage(locale, this.kind, {
      until: this.detail.retryAt !== undefined ? formatUntil(locale, this.detail.retryAt) : '',
      left: this.detail.triesLeft ?? 0,
    });
  }

  toBody(locale: Locale): { dvCode: number; message: string; field?: string } {
    const body = { dvCode: this.dvCode, message: this.localizedMessage(locale) };
    return this.field ? { ...body, field: this.field } : body;
  }
}

export interface SmsCodeServiceDeps {
  store: SmsCodeStore;
  provider: SmsProvider;
  /** epoch milliseconds */
  now(): number;
  config?: Partial<SmsCodeConfig>;
  /** tests: a fixed code */
  newCode?(): string;
}

function sha256(s: string): string {
  return createHash('sha256').update(s, 'utf8').digest('hex');
}

function codeHash(attemptId: string, code: string): string {
  return sha256(`${attemptId}:${code.toUpperCase()}`);
}

export function randomSmsCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i++) code += SMS_CODE_ALPHABET[randomInt(SMS_CODE_ALPHABET.length)];
  return code;
}

export function createSmsCodeService(deps: SmsCodeServiceDeps) {
  const cfg = { ...SMS_DEFAULTS, ...deps.config };
  const newCode = deps.newCode ?? (() => randomSmsCode(cfg.codeLength));

  /** the earliest time the key may be sent to again, or null if now is fine */
  async function blockedUntil(key: string, max: number, now: number, minInterval: number): Promise<number | null> {
    const sends = (await deps.store.sendsSince(key, now - cfg.windowMs)).sort((a, b) => a - b);
    const last = sends.at(-1);
    let until: number | null = null;
    if (last !== undefined && now - last < minInterval) until = last + minInterval;
    if (sends.length >= max) until = Math.max(until ?? 0, sends[sends.length - max]! + cfg.windowMs);
    return until;
  }

  return {
    async requestCode(input: { subject: string; phone: string; locale: Locale }): Promise<{ AttemptId: string; SentTo: string; ExpiresAt: string }> {
      const phone = normalisePhone(input.phone);
      if (!phone) throw new SmsServiceError('noPhone');
      const now = deps.now();
      await deps.store.prune(now, cfg.windowMs);
      const subjectKey = `subject:${input.subject}`;
      const phoneKey = `phone:${phone}`;
      // the minimum interval is per login; a phone shared by several accounts only has the hourly cap
      const until = Math.max(
        (await blockedUntil(subjectKey, cfg.maxPerSubject, now, cfg.minIntervalMs)) ?? 0,
        (await blockedUntil(phoneKey, cfg.maxPerPhone, now, 0)) ?? 0,
      );
      if (until > now) throw new SmsServiceError('rateLimited', { retryAt: until });

      // counted before sending: a failing gateway must not become a way around the limit
      await deps.store.recordSend(subjectKey, now);
      await deps.store.recordSend(phoneKey, now);
      await deps.store.replaceOpenAttempts(input.subject);
      const attemptId = randomBytes(32).toString('base64url');
      const code = newCode();
      await deps.store.putAttempt({
        attemptId,
        subject: input.subject,
        phone,
        codeHash: codeHash(attemptId, code),
        createdAt: now,
        expiresAt: now + cfg.codeTtlMs,
        wrongTries: 0,
        state: 'open',
      });
      try {
        await deps.provider.send({ to: phone, text: smsMessage(input.locale, 'smsText', { code, minutes: Math.round(cfg.codeTtlMs / 60_000) }) });
      } catch (e) {
        await deps.store.deleteAttempt(attemptId);
        if (e instanceof SmsSendError) throw new SmsServiceError('sendFailed');
        throw e;
      }
      return { AttemptId: attemptId, SentTo: maskPhone(phone), ExpiresAt: new Date(now + cfg.codeTtlMs).toISOString() };
    },

    async verifyCode(input: { attemptId: string; subject: string; code: string }): Promise<{ SMSToken: string }> {
      const a = await deps.store.getAttempt(input.attemptId);
      // an attempt of another subject is as good as none: the code is bound to its login attempt
      if (!a || a.subject !== input.subject || a.state === 'used' || a.state === 'replaced') throw new SmsServiceError('invalidAttempt');
      if (a.state === 'locked') throw new SmsServiceError('locked');
      const now = deps.now();
      if (now >= a.expiresAt) throw new SmsServiceError('expired');
      const given = Buffer.from(codeHash(a.attemptId, input.code.trim()), 'hex');
      const right = given.length === 32 && timingSafeEqual(given, Buffer.from(a.codeHash, 'hex'));
      if (!right) {
        const tries = await deps.store.addWrongTry(a.attemptId);
        if (tries >= cfg.maxWrongTries) {
          await deps.store.closeAttempt(a.attemptId, 'locked');
          throw new SmsServiceError('locked');
        }
        throw new SmsServiceError('wrongCode', { triesLeft: cfg.maxWrongTries - tries });
      }
      if (!(await deps.store.closeAttempt(a.attemptId, 'used'))) throw new SmsServiceError('invalidAttempt');
      const token = randomBytes(32).toString('base64url');
      await deps.store.putProof({ tokenHash: sha256(token), subject: a.subject, expiresAt: now + cfg.proofTtlMs });
      return { SMSToken: token };
    },

    /** Spend the proof of a passed code: true once, for its own subject, before it expires. */
    async consumeProof(input: { token: string; subject: string }): Promise<boolean> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(input.token)) return false;
      const proof = await deps.store.takeProof(sha256(input.token));
      return proof !== null && proof.subject === input.subject && proof.expiresAt > deps.now();
    },
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;

/** The subjects codes are bound to. */
export const smsSubject = {
  login: (login: string) => `login:${login.trim().toLowerCase()}`,
  company: (login: string, ftgId: string) => `company:${login.trim().toLowerCase()}:${ftgId}`,
};
