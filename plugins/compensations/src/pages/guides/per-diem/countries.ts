import { findImported, type ImportedRate } from '../../../rules/imported-rates';
import { FOREIGN_TABLES } from '../../../rules/per-diem-rates';

/**
 * The countries the guide offers: those with a code in the company's imported table of the year (an administrator's
 * import; a row with an amount, cross-references followed) and in the year's shipped table (the latest shipped one for
 * a year without, so the traveller can still answer and the summary says "travel rule missing" where neither has the
 * country, as the server would) — named in the UI language
 * (Intl.DisplayNames; Skatteverket's Swedish name when the browser has none). Sweden first.
 */
export interface CountryOption {
  value: string;
  label: string;
}

const latest = Math.max(...Object.keys(FOREIGN_TABLES).map(Number));

export function countryOptions(year: number, lang: string, imported: readonly ImportedRate[] = []): CountryOption[] {
  const shipped = FOREIGN_TABLES[year] ?? FOREIGN_TABLES[latest] ?? [];
  // an imported row counts when it has an amount (a cross-reference followed); the shipped rows after it
  const own = imported.filter((r) => r.Landskod && findImported(imported, { Landskod: r.Landskod })).map((r) => [r.Land, r.Landskod] as const);
  const table = [...own, ...shipped];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = null;
  }
  const label = (code: string, swedish: string) => (lang === 'sv' ? swedish : (names?.of(code) ?? swedish));
  const seen = new Set<string>(['SE']);
  const rows: CountryOption[] = [];
  for (const [land, code] of table) {
    if (!code || seen.has(code)) continue;
    seen.add(code);
    rows.push({ value: code, label: label(code, land) });
  }
  rows.sort((a, b) => a.label.localeCompare(b.label, lang));
  return [{ value: 'SE', label: label('SE', 'Sverige') }, ...rows];
}
