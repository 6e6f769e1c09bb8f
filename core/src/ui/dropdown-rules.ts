import type { Translate } from '../i18n/runtime';

/** Spec §9: each option row is 48px high. */
export const DROPDOWN_ITEM_HEIGHT = 48;
/** Spec §9: the list is capped at 200px once it has more than 5 items. */
export const DROPDOWN_LIST_HEIGHT = 200;
export const DROPDOWN_CAP_AFTER_ITEMS = 5;
/** Spec §9: more than 3 selections are summarised as the count followed by 'st'. */
export const DROPDOWN_SUMMARY_AFTER = 3;
/** Above this many options only the visible rows are rendered (5,000-employee selectors). */
export const DROPDOWN_VIRTUAL_AFTER = 100;

/** The list's max height in px, or undefined to let up to 5 rows take their natural height. */
export function dropdownListHeight(itemCount: number): number | undefined {
  return itemCount > DROPDOWN_CAP_AFTER_ITEMS ? DROPDOWN_LIST_HEIGHT : undefined;
}

/** 'Anna, Bo' for up to three choices, '4 st' (in the UI language) for more. */
export function selectionSummary(labels: readonly string[], t: Translate): string {
  if (labels.length > DROPDOWN_SUMMARY_AFTER) return t('ui.selectedCount', { count: labels.length });
  return labels.join(', ');
}

/** Case- and accent-insensitive "contains" match, ignoring surrounding spaces of the query. */
export function matchesQuery(label: string, query: string): boolean {
  const q = foldForSearch(query.trim());
  return q === '' || foldForSearch(label).includes(q);
}

/** The options whose label contains the query; labels are folded once per option list, not per keystroke. */
export function createOptionFilter<T extends { label: string }>(options: readonly T[]): (query: string) => readonly T[] {
  const folded = options.map((o) => foldForSearch(o.label));
  return (query) => {
    const q = foldForSearch(query.trim());
    return q === '' ? options : options.filter((_, i) => folded[i]!.includes(q));
  };
}

export function foldForSearch(s: string): string {
  // drop accents (é → e) but keep the ring and the diaeresis: å, ä, ö are letters of their own in Swedish
  return s
    .toLocaleLowerCase('sv')
    .normalize('NFD')
    .replace(/[\u0300-\u0307\u0309\u030b-\u036f]/g, '')
    .normalize('NFC');
}
