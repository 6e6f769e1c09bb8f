import { formatMessage } from '@lonna/core/server';
import type { Locale, Messages } from '@lonna/core/server';

// the same four locales as the client (type-only import keeps the browser runtime out of the server)
const LOCALES: readonly Locale[] = ['sv', 'en', 'fr', 'pl'];

export type Translate = (locale: Locale, key: string, params?: Record<string, unknown>) => string;

/** Server messages by `<namespace>.<key.path>`; a key missing in a locale falls back to Swedish. */
export function createTranslator(namespaces: Record<string, Readonly<Record<Locale, Messages>>>): Translate {
  const roots = Object.fromEntries(LOCALES.map((l) => [l, Object.fromEntries(Object.entries(namespaces).map(([ns, m]) => [ns, m[l]]))])) as Record<
    Locale,
    Messages
  >;
  const lookup = (locale: Locale, key: string): string | undefined => {
    let node: Messages | string | undefined = roots[locale];
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return (locale, key, params) => formatMessage(lookup(locale, key) ?? lookup('sv', key) ?? key, params);
}

/** The first of sv/en/fr/pl in Accept-Language (q-values respected), else sv. */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return 'sv';
  if (header.length === 2 && (LOCALES as readonly string[]).includes(header)) return header as Locale;
  const wanted = header
    .split(',')
    .map((part, i) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { lang: (tag ?? '').trim().toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) || 0 : 1, i };
    })
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const w of wanted) if ((LOCALES as readonly string[]).includes(w.lang)) return w.lang as Locale;
  return 'sv';
}
