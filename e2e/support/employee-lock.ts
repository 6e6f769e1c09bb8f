import { mkdirSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * per@demo.se is the only employee account with one clock and one day: the flows that write its time take turns
 * (desktop and phone projects, every spec), through a lock directory shared by the runner's workers.
 */
export async function asTheEmployee(run: () => Promise<void>): Promise<void> {
  const lock = join(tmpdir(), `lonna-e2e-time-per-${process.ppid}`);
  for (let i = 0; ; i++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (i > 600) throw new Error('waited 2 minutes for another flow of the employee');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    await run();
  } finally {
    rmdirSync(lock);
  }
}
