import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Piscina from 'piscina';

export interface RenderPoolOptions {
  /** worker threads (default: the cores less one, at least one) */
  threads?: number;
  /** renders one user may have running or queued in the pool at once; more wait their turn (default 2) */
  perUser?: number;
  /** more renderer modules (file paths) each worker loads, beside the installed plugins' */
  extraModules?: string[];
  /** the installed plugins' renderer modules (file paths; the host passes them from the installed list) */
  installedModules?: string[];
}

export interface RenderPool {
  /** renders `kind` for `user` in a worker; resolves with the file's bytes */
  render(user: string, kind: string, input: unknown): Promise<Buffer>;
  /** renders completed by the workers since start (tests check that files went through the pool) */
  completed(): number;
  close(): Promise<void>;
}

/** dist/: the bundled render-worker.js beside main.js; src/: the TypeScript worker through tsx */
function workerFile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const built = join(here, 'render-worker.js');
  return pathToFileURL(existsSync(built) ? built : join(here, 'worker-entry.mjs')).href;
}

/**
 * File rendering off the event loop (piscina). Threads start on first use and stop when idle. Each user has
 * a small concurrency allowance in front of the pool's queue, so one user's eight PDFs take two places in the
 * queue at a time and another user's file is never stuck behind all of them.
 */
export function createRenderPool(opts: RenderPoolOptions = {}): RenderPool {
  const pool = new Piscina({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: opts.threads ?? Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
    workerData: { modules: [...(opts.installedModules ?? []), ...(opts.extraModules ?? [])] },
  });
  const perUser = Math.max(1, opts.perUser ?? 2);
  const lanes = new Map<string, { active: number; waiting: (() => void)[] }>();

  async function turn(user: string): Promise<() => void> {
    const lane = lanes.get(user) ?? { active: 0, waiting: [] };
    lanes.set(user, lane);
    // a finished render hands its place straight to the next waiter, so no newcomer can slip in between
    if (lane.active >= perUser) await new Promise<void>((resolve) => lane.waiting.push(resolve));
    else lane.active++;
    return () => {
      const next = lane.waiting.shift();
      if (next) return next();
      lane.active--;
      if (lane.active === 0) lanes.delete(user);
    };
  }

  return {
    async render(user, kind, input) {
      const done = await turn(user);
      try {
        const out = (await pool.run({ kind, input })) as Uint8Array;
        return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
      } finally {
        done();
      }
    },
    completed: () => pool.completed,
    close: () => pool.destroy(),
  };
}
