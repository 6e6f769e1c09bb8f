/**
 * Values a server plugin keeps in its process while the version in their key holds (issue 22: the time plugin's
 * company lists, FK3059's month): at most `max` entries, the oldest dropped first. The key must name everything the
 * value depends on, the version included, so a value is never stale, only dropped.
 *
 * A read in flight is never shared with another call: on SQLite a call inside a transaction holds the only
 * connection, and waiting for another call's read (queued behind that transaction) would wait for ever. Two calls
 * that miss at once both read with their own handle; the later keeps.
 */
export function keptValues<V>(max: number): { keep<T extends V>(key: string, load: () => Promise<T>): Promise<T> } {
  const kept = new Map<string, V>();
  return {
    async keep<T extends V>(key: string, load: () => Promise<T>): Promise<T> {
      if (kept.has(key)) return kept.get(key) as T;
      const value = await load();
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
      kept.set(key, value);
      return value;
    },
  };
}
