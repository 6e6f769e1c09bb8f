import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sliceLocale } from '../locale-slices';

/** evaluates a sliced module's object literal (types and the import removed: the test's sources are plain data) */
function evaluate(code: string): Record<string, unknown> {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/export const (\w+)(: [^=]+)? =/, 'return')
    .replace(/ as const/g, '');
  return new Function(body)() as Record<string, unknown>;
}

describe('a locale chunk carries its own language only (issue 22)', () => {
  const source = `import type { Locale, Messages } from '@lonna/core/server';
// å ä ö é ł ż: offsets after non-ASCII text must still be right
export const sharedMessages: Record<Locale, Messages> = {
  sv: { errors: { period: 'Slutdatum kan inte vara före startdatum.' }, nested: { sv: 'å', en: 'a', fr: 'à', pl: 'ą' } },
  en: { errors: { period: 'The end date cannot be before the start date.' } },
  fr: { errors: { period: 'La date de fin ne peut pas précéder la date de début.' } },
  pl: { errors: { period: 'Data końcowa nie może być wcześniejsza niż początkowa.' } },
};`;

  it('keeps the importing language and empties the other three', () => {
    const en = evaluate(sliceLocale(source, 'en'));
    expect(en).toEqual({ sv: {}, en: { errors: { period: 'The end date cannot be before the start date.' } }, fr: {}, pl: {} });
  });

  it('slices a nested { sv, en, fr, pl } object inside the kept language too', () => {
    const sv = evaluate(sliceLocale(source, 'sv')) as { sv: { nested: unknown } };
    expect(sv.sv.nested).toEqual({ sv: 'å', en: {}, fr: {}, pl: {} });
  });

  it('writes out shorthand properties', () => {
    const code = `const sv = { a: 'å' }; const en = { a: 'a' }; const fr = {}; const pl = {};
export const guides = { sv, en, fr, pl };`;
    const out = sliceLocale(code, 'fr');
    expect(out).toContain('{ sv: {}, en: {}, fr, pl: {} }');
  });

  it('slices a real shared messages file without changing the kept language', () => {
    const file = fileURLToPath(new URL('../../../plugins/admin/src/i18n/shared-messages.ts', import.meta.url));
    const text = readFileSync(file, 'utf8');
    const sliced = sliceLocale(text, 'pl', file);
    expect(sliced.length).toBeLessThan(text.length / 2);
    expect(evaluate(sliced)).toEqual({ sv: {}, en: {}, fr: {}, pl: evaluate(text).pl });
  });
});
