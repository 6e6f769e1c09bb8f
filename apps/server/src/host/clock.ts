/**
 * The server's clock. Production reads the system clock; a test or demo run may set `LONNA_CLOCK` so that the
 * whole server — seeding, "today", periods, stamps — lives on a chosen date while time still flows:
 *   LONNA_CLOCK=2026-11-18T09:00:00Z                 the clock starts at that instant when the server starts
 *   LONNA_CLOCK=2026-11-18T09:00:00Z@1790000000000   that instant was the real time 1790000000000 (ms) — lets a
 *                                                    test runner and the server share one clock
 * Never on in production (NODE_ENV=production refuses it), so a stray variable cannot move real payroll dates.
 */
export function clockFromEnv(value: string | undefined, env: { production: boolean }, realNow: () => number = Date.now): (() => Date) | undefined {
  if (!value) return undefined;
  if (env.production) throw new Error('LONNA_CLOCK is for tests and demos; it is refused when NODE_ENV=production');
  const m = /^([^@]+)(?:@(\d{10,}))?$/.exec(value.trim());
  const start = m ? Date.parse(m[1]!) : NaN;
  if (!m || Number.isNaN(start)) throw new Error(`LONNA_CLOCK must be an ISO instant, optionally @<real epoch ms>: got "${value}"`);
  const realStart = m[2] ? Number(m[2]) : realNow();
  return () => new Date(start + (realNow() - realStart));
}
