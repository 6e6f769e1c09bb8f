import { describe, expect, it } from 'vitest';
import type { Messages } from '../../src/plugin/types';
import en from '../../src/push/i18n/en';
import fr from '../../src/push/i18n/fr';
import pl from '../../src/push/i18n/pl';
import sv from '../../src/push/i18n/sv';

const locales = { sv, en, fr, pl } as Record<string, Messages>;

function keys(m: Messages, prefix = ''): string[] {
  return Object.entries(m)
    .flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)))
    .sort();
}
function value(m: Messages, key: string): string {
  return key.split('.').reduce<Messages | string>((acc, k) => (acc as Messages)[k]!, m) as string;
}

describe('live messages (banner, inbox, install, offline, downloads)', () => {
  it('has the same keys in sv, en, fr and pl, none empty', () => {
    const want = keys(sv);
    for (const l of ['en', 'fr', 'pl']) expect(keys(locales[l]!), l).toEqual(want);
    for (const l of Object.keys(locales)) for (const k of want) expect(value(locales[l]!, k), `${l} ${k}`).toMatch(/\S/);
  });

  it('is translated, not copied (names like "Lönna" and "Messages" aside)', () => {
    const same = keys(sv).filter((k) => new Set(Object.values(locales).map((m) => value(m, k))).size < 3);
    expect(same).toEqual([]);
  });

  it("keeps the spec's Swedish dialog titles", () => {
    expect(value(sv, 'download.printFailed')).toBe('Utskrift misslyckades');
    expect(value(sv, 'download.downloadFailed')).toBe('Filnedladdning misslyckades');
  });
});
