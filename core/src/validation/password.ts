export const PASSWORD_MIN_LENGTH = 6;
export const GENERATED_PASSWORD_LENGTH = 20;
export const PASSWORD_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ~!@-#$';

/** The Generate password button is shown only when secure random numbers exist (spec §2). */
export function canGeneratePassword(): boolean {
  return typeof globalThis.crypto?.getRandomValues === 'function';
}

/**
 * 20 characters from digits, letters and ~!@-#$, drawn with crypto.getRandomValues.
 * Bytes at or above the largest multiple of the alphabet size are drawn again, so
 * every character is equally likely.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  if (!canGeneratePassword()) throw new Error('crypto.getRandomValues is not available');
  const size = PASSWORD_ALPHABET.length;
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length * 2));
    for (const b of bytes) {
      if (b < limit && out.length < length) out += PASSWORD_ALPHABET[b % size];
    }
  }
  return out;
}
