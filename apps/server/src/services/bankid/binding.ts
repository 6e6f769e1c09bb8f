import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * An order is bound to the browser that started it: the endpoint gives the
 * services a secret only that browser holds (an HttpOnly cookie, or the
 * session token), and only its SHA-256 is stored. Someone who learns an
 * orderRef (shoulder-surfing, logs) can then neither collect its tokens nor
 * cancel it.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** 32 random bytes, base64url (43 characters): binding secrets and BankID tokens */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function isUsableSecret(s: string): boolean {
  return /^[A-Za-z0-9_-]{32,128}$/.test(s);
}
