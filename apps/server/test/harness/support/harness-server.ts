import { startTestServer, type Dialect, type TestServer } from '../../support/test-server';

/**
 * The host with every installed plugin (plugins.installed.json), seeded; `cacheMs: 0` so switch changes are
 * seen at once. A plugin added to the installed list is therefore under the harness without anyone listing it.
 */
/** The harness's clock: a fixed working day (a Wednesday, no holiday), never today's date. */
export const HARNESS_NOW = Date.parse('2026-11-18T09:00:00Z');
/** that day as the wire writes dates */
export const HARNESS_TODAY = '2026-11-18';

export async function startHarnessServer(dialect: Dialect, opts: { cacheMs?: number } = {}): Promise<TestServer> {
  return startTestServer(dialect, {
    now: () => new Date(HARNESS_NOW),
    session: { cacheMs: opts.cacheMs ?? 0 },
    // the harness signs in hundreds of times from one address
    throttle: { perAccount: 100_000, perIp: 100_000 },
  });
}

/**
 * A whole-matrix sweep's limit. It grows with every plugin's endpoints and runs beside other test files on 2 cores;
 * 600 s was hit twice on a loaded machine with 248 endpoints. A hang still fails, 30 minutes in.
 */
export const SWEEP_TIMEOUT = 1_800_000;
