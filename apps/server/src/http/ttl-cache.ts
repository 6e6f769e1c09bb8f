/**
 * A small time-bounded cache for per-request lookups (session rows, accounts,
 * company settings). Entries live `ttlMs` at most, so a revoked session or a
 * changed access decision is seen within that time on every instance.
 */
export class TtlCache<V> {
  private readonly map = new Map<string, { value: V; at: number }>();
  constructor(private readonly ttlMs: number, private readonly max = 10_000) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (now - hit.at > this.ttlMs) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, { value, at: now });
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }

  /** load through the cache; concurrent misses share one load */
  async load(key: string, loader: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = loader().finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    const value = await pending;
    this.set(key, value);
    return value;
  }
  private readonly inflight = new Map<string, Promise<V>>();
}
