/**
 * A small time-bounded cache for per-request lookups (session rows, accounts,
 * company settings). Entries live `ttlMs` at most, so a revoked session or a
 * changed access decision is seen within that time on every instance.
 */
export class TtlCache<V> {
  private readonly map = new Map<string, { value: V; at: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
  ) {}

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

  /** drops every entry whose value `drop` picks */
  deleteWhere(drop: (value: V) => boolean): void {
    for (const [key, hit] of this.map) if (drop(hit.value)) this.map.delete(key);
  }

  /**
   * Load through the cache; concurrent misses share one load. `share: false`
   * for a load inside a transaction: on SQLite the transaction holds the only
   * connection, so waiting for another request's load (queued behind it) would deadlock.
   */
  async load(key: string, loader: () => Promise<V>, share = true): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    if (!share) {
      const value = await loader();
      this.set(key, value);
      return value;
    }
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
