import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { relayPushThroughPrimary } from './push/relay-bus';

/**
 * How many server processes share the port (node:cluster): LONNA_WORKERS, else one per core in production and one
 * otherwise (demo, tests, e2e). The server is stateless between requests — sessions, throttles, job leases and
 * caches' sources are in the database — except push, which the primary relays between workers on SQLite
 * (PostgreSQL: LISTEN/NOTIFY, as between machines).
 */
export function workerCount(env: Record<string, string | undefined>, mode: 'production' | 'demo'): number {
  const wanted = env.LONNA_WORKERS?.trim();
  if (wanted) {
    const n = Number(wanted);
    if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`LONNA_WORKERS must be a whole number from 1 to 64, not "${wanted}"`);
    return n;
  }
  return mode === 'production' ? availableParallelism() : 1;
}

/**
 * The primary: starts the first worker alone (it runs the migrations and the seed on an empty database), then the
 * others; relays push messages; starts a replacement for a worker that dies; stops them all on SIGINT/SIGTERM.
 */
export async function runPrimary(count: number, log: (line: string) => void = console.log): Promise<void> {
  relayPushThroughPrimary();
  let stopping = false;
  const fork = () =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork({ LONNA_WORKER_COUNT: String(count) });
      worker.once('listening', () => resolve());
      worker.once('exit', (code) => reject(new Error(`worker ${worker.id} exited (${code}) before it listened`)));
    });
  await fork();
  await Promise.all(Array.from({ length: count - 1 }, fork));
  log(`${count} workers share the port (LONNA_WORKERS).`);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log(`worker ${worker.id} stopped (${signal ?? code}); starting another`);
    void fork().catch((e: Error) => log(e.message));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      cluster.once('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
      // whatever happens, the primary is gone within 10 s
      setTimeout(() => process.exit(0), 10_000).unref();
    });
  }
}
