/**
 * The payroll system's key is 192 random bits, so guessing is hopeless; still, an address that keeps sending wrong keys
 * is stopped for a minute (the host's rate limit covers only its own sign-in endpoints). In memory, per instance.
 */
const WINDOW_MS = 60_000;
export const WRONG_KEYS_PER_MINUTE = 10;
const failures = new Map<string, { start: number; count: number }>();

/** true while the address has sent too many wrong keys this minute */
export function throttled(ip: string, now: number): boolean {
  const w = failures.get(ip);
  return w !== undefined && now - w.start < WINDOW_MS && w.count >= WRONG_KEYS_PER_MINUTE;
}

export function wrongKey(ip: string, now: number): void {
  const w = failures.get(ip);
  if (!w || now - w.start >= WINDOW_MS) {
    failures.set(ip, { start: now, count: 1 });
    // the map never holds more than the addresses of the last minute
    for (const [k, v] of failures) if (now - v.start >= WINDOW_MS) failures.delete(k);
  } else w.count += 1;
}
