import { FOREIGN_TABLES } from '../../../rules/per-diem-rates';

/**
 * The countries the guide offers: those with a code in the year's table (the latest shipped one for a year without
 * a table, so the traveller can still answer and the summary says "travel rule missing"), named in the UI language
 * (Intl.DisplayNames; Skatteverket's Swedish name when the browser has none). Sweden first.
 */
export interface CountryOption {
  value: string;
  label: string;
}

const latest = Math.max(...Object.keys(FOREIGN_TABLES).map(Number));

export function countryOptions(year: number, lang: string): CountryOption[] {
  const table = FOREIGN_TABLES[year] ?? FOREIGN_TABLES[latest] ?? [];
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
