/**
 * POST /api/frontendlogger is public (errors happen before sign-in too), so one
 * address may store at most `max` reports per window; beyond that the reports
 * are accepted and dropped — a client in an error loop must not fill the table
 * or retry. In memory per instance: a limit, not an accounting.
 */
export class FrontendLogLimit {
  private readonly seen = new Map<string, number[]>();
  constructor(
    private readonly max = 30,
    private readonly windowMs = 60_000,
  ) {}

  /** true when this report may be stored */
  allow(ip: string, now: number): boolean {
    const recent = (this.seen.get(ip) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.max) {
      this.seen.set(ip, recent);
      return false;
    }
    recent.push(now);
    this.seen.set(ip, recent);
    // forget quiet addresses now and then so the map stays small
    if (this.seen.size > 10_000) for (const [k, v] of this.seen) if (v.every((t) => now - t >= this.windowMs)) this.seen.delete(k);
    return true;
  }
}
