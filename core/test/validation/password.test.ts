import { afterEach, describe, expect, it, vi } from 'vitest';
import { canGeneratePassword, generatePassword, PASSWORD_ALPHABET } from '../../src/validation';

describe('generatePassword', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives 20 characters from digits, letters and ~!@-#$', () => {
    for (let i = 0; i < 50; i++) {
      const p = generatePassword();
      expect(p).toHaveLength(20);
      expect(p).toMatch(/^[0-9A-Za-z~!@\-#$]{20}$/);
    }
  });

  it('has 68 distinct characters to draw from', () => {
    expect(new Set(PASSWORD_ALPHABET).size).toBe(PASSWORD_ALPHABET.length);
    expect(PASSWORD_ALPHABET).toHaveLength(10 + 26 + 26 + 6);
  });

  it('draws with crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    generatePassword();
    expect(spy).toHaveBeenCalled();
  });

  it('draws again for bytes that would bias the result', () => {
    // 68 characters: bytes 204–255 are thrown away, byte 0 maps to '0', byte 69 to '1'
    let call = 0;
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      if (call++ === 0) {
        bytes.fill(255);
        bytes[0] = 0;
      } else {
        bytes.fill(69);
      }
      return array;
    });
    expect(generatePassword()).toBe(`0${'1'.repeat(19)}`);
  });

  it('is available in this runtime', () => {
    expect(canGeneratePassword()).toBe(true);
  });
});
