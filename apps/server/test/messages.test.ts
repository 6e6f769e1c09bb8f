import { describe, expect, it } from 'vitest';
import type { Messages } from '@lonna/core/server';
import { serverMessages } from '../src/host/http/messages';
import { createTranslator, pickLocale } from '../src/host/http/translator';
import { firstProblem } from '../src/host/http/validation-reason';
import { shellMessages } from '../src/plugins/shell/messages';
import { shell } from '@lonna/core/contracts';

function keys(m: Messages, prefix = ''): string[] {
  return Object.entries(m).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}
const leaf = (m: Messages, key: string) => key.split('.').reduce<Messages | string | undefined>((n, k) => (typeof n === 'object' ? n[k] : undefined), m);

describe.each([
  ['server', serverMessages],
  ['shell', shellMessages],
] as const)('%s messages', (_, all) => {
  it('exist in all four languages, translated', () => {
    const sv = keys(all.sv).sort();
    for (const locale of ['en', 'fr', 'pl'] as const) {
      expect(keys(all[locale]).sort(), locale).toEqual(sv);
      for (const k of sv) expect(leaf(all[locale], k), `${locale}:${k}`).not.toBe(leaf(all.sv, k));
    }
  });
  it('use the same placeholders in every language', () => {
    for (const k of keys(all.sv)) {
      const ph = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const locale of ['en', 'fr', 'pl'] as const) expect(ph(leaf(all[locale], k)), `${locale}:${k}`).toEqual(ph(leaf(all.sv, k)));
    }
  });
});

describe('language and reasons', () => {
  it('picks the first supported language from Accept-Language', () => {
    expect(pickLocale(undefined)).toBe('sv');
    expect(pickLocale('de-DE,de;q=0.9')).toBe('sv');
    expect(pickLocale('de-DE,fr;q=0.5,en;q=0.8')).toBe('en');
    expect(pickLocale('pl-PL')).toBe('pl');
    expect(pickLocale('fr')).toBe('fr');
  });

  it("translates runtypes problems into the user's language", () => {
    const t = createTranslator({ server: serverMessages });
    const p = firstProblem(shell.authenticate.body!, { Login: 'a', Password: '123' }, 'body')!;
    expect(p).toEqual({ field: 'Password', reason: 'atLeast', params: { min: '6' } });
    expect(t('en', `server.reason.${p.reason}`, p.params)).toBe('at least 6 characters');
    expect(t('sv', `server.reason.${p.reason}`, p.params)).toBe('minst 6 tecken');
    expect(firstProblem(shell.authenticate.body!, { Password: 'abcdef' }, 'body')).toEqual({ field: 'Login', reason: 'missing' });
    expect(firstProblem(shell.authenticate.body!, null, 'body')).toMatchObject({ field: 'body', reason: 'wrongType' });
    expect(firstProblem(shell.bemuppgift.query!, { Deleted: 'x' }, 'query')).toEqual({ field: 'Deleted', reason: 'oneOf', params: { values: 'true, false' } });
  });
});
