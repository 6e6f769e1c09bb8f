export type RunMode = 'demo' | 'production';
type Env = Record<string, string | undefined>;

/**
 * LONNA_MODE=demo|production. Unset: production under NODE_ENV=production, else
 * demo — for buildServer embedded in tests and benches. The process entry point
 * (main.ts) sets production when LONNA_MODE is unset, so only `npm start`,
 * `npm run dev` and the e2e suite (which pass demo) run with development tools.
 * Plugins read it too: a development outbox of theirs never runs in production.
 */
export function runModeOf(env: Env): RunMode {
  const m = env.LONNA_MODE?.trim();
  if (m === 'demo' || m === 'production') return m;
  if (m) throw new Error(`LONNA_MODE must be demo or production, not "${m}"`);
  return env.NODE_ENV === 'production' ? 'production' : 'demo';
}

export const isProduction = (env: Env): boolean => runModeOf(env) === 'production';
