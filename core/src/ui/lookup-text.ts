/**
 * Spec §8: a lookup whose id is not in its list shows '<Saknas>' (`ui.missing`) rather than an empty cell, so a code
 * removed from a register still reads as something the user can ask about. While the list is not loaded (null) the
 * text is empty — nothing is missing yet.
 */
export function lookupText<T>(items: readonly T[] | null | undefined, matches: (item: T) => boolean, text: (item: T) => string, missing: string): string {
  if (!items) return '';
  const found = items.find(matches);
  return found ? text(found) : missing;
}
