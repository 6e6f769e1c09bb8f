import { describe, expect, it, vi } from 'vitest';

/**
 * The en/fr/pl validation texts are not in the sign-in screen's start-up (issue 22): `formatRuleFailure` reads Swedish
 * until a language's module has loaded (core's message loaders import it on a language switch; the server imports all
 * four through `messages`), and that language from then on.
 */
describe('validation messages loaded by language', () => {
  it('formats in Swedish until the English module has loaded, then in English', async () => {
    vi.resetModules();
    const { formatRuleFailure } = await import('../../src/validation/format');
    const failure = { key: 'validation.required' };
    expect(formatRuleFailure(failure, 'en')).toBe('Fältet är obligatoriskt.');
    await import('../../src/validation/messages/en');
    expect(formatRuleFailure(failure, 'en')).toBe('This field is required.');
    expect(formatRuleFailure(failure, 'sv')).toBe('Fältet är obligatoriskt.');
  });

  it('the server’s import of every language makes all four speak at once', async () => {
    vi.resetModules();
    const { formatRuleFailure } = await import('../../src/validation/format');
    const { messages } = await import('../../src/validation/messages');
    for (const locale of ['fr', 'pl'] as const) expect(formatRuleFailure({ key: 'validation.required' }, locale)).toBe(messages[locale].required);
  });

  it('the start-up’s format module does not import the other languages', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('../../src/validation/format.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from '\.\/messages'/);
    expect(source).not.toMatch(/messages\/(en|fr|pl)/);
  });
});

/** The Stockholm wall-clock formatter is made on first use: building it cost ≈ 35 ms of the sign-in screen's start-up. */
describe('the dates module at start-up', () => {
  it('makes no Intl.DateTimeFormat until the wall clock is asked, then the same answer', async () => {
    vi.resetModules();
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    const { swedishWallClock } = await import('../../src/validation/dates');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(swedishWallClock(new Date('2026-07-01T10:30:00Z'))).toEqual({ date: '2026-07-01', time: '12:30' });
    expect(swedishWallClock(new Date('2026-01-01T10:30:00Z'))).toEqual({ date: '2026-01-01', time: '11:30' });
  });
});
