import type { CompanyListEntry } from '../contracts/models';

/** Spec §2: a search box appears at 10 or more companies. */
export const COMPANY_SEARCH_THRESHOLD = 10;
/** Spec §9: the list is at most 700 high. */
export const COMPANY_LIST_MAX_HEIGHT = 700;

export interface ArrangedCompanies {
  favourites: CompanyListEntry[];
  others: CompanyListEntry[];
}

// made on first use: a Swedish collator is ≈ 9 ms to make (36 ms on Lighthouse's slow phone), and this module loads
// with the sign-in screen, which never sorts a company (issue 22)
let collator: Intl.Collator | null = null;
const byName = (a: CompanyListEntry, b: CompanyListEntry) =>
  (collator ??= new Intl.Collator('sv', { sensitivity: 'base', numeric: true })).compare(a.Namn, b.Namn) || a.FtgId.localeCompare(b.FtgId);

export function matchesCompanySearch(c: CompanyListEntry, search: string): boolean {
  const q = search.trim().toLocaleLowerCase('sv');
  if (!q) return true;
  const digits = q.replace(/\D/g, '');
  return (
    c.Namn.toLocaleLowerCase('sv').includes(q) ||
    c.FtgId.toLocaleLowerCase('sv') === q ||
    (digits.length > 0 && digits === q.replace(/[\s-]/g, '') && c.Orgnr.replace(/\D/g, '').includes(digits))
  );
}

/** Archived hidden; favourites first, then the rest; each sorted by name (Swedish collation). */
export function arrangeCompanies(list: readonly CompanyListEntry[], favourites: readonly string[], search = ''): ArrangedCompanies {
  const fav = new Set(favourites);
  const visible = list.filter((c) => !c.Archived && matchesCompanySearch(c, search));
  return {
    favourites: visible.filter((c) => fav.has(c.FtgId)).sort(byName),
    others: visible.filter((c) => !fav.has(c.FtgId)).sort(byName),
  };
}

export function toggleFavourite(favourites: readonly string[], ftgId: string): string[] {
  return favourites.includes(ftgId) ? favourites.filter((f) => f !== ftgId) : [...favourites, ftgId];
}

export function parseFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
