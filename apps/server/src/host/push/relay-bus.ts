import cluster from 'node:cluster';
import type { BusMessage, PushBus } from './bus';

/**
 * A line to the other processes of one server: `send` reaches every member's `onMessage`, the sender's too.
 * In node:cluster that is the worker's IPC channel with the primary relaying (`relayPushThroughPrimary`); tests
 * use `memoryRelay()` for two servers in one process.
 */
export interface PushRelay {
  send(message: BusMessage): void;
  onMessage(listener: (message: BusMessage) => void): () => void;
}

/** the envelope on the cluster's IPC channel (other IPC traffic is ignored) */
interface Envelope {
  lonnaPush: BusMessage;
}
const isEnvelope = (m: unknown): m is Envelope => typeof m === 'object' && m !== null && 'lonnaPush' in m;

/**
 * Several worker processes on one SQLite file (LONNA_WORKERS > 1): each publish goes to the primary, which sends
 * it to every worker, the sender included, so delivery is the same code on every process (like PgBus's NOTIFY).
 */
export class RelayBus implements PushBus {
  private readonly listeners: ((m: BusMessage) => void)[] = [];
  private readonly stop: () => void;
  constructor(private readonly relay: PushRelay) {
    this.stop = relay.onMessage((m) => this.listeners.forEach((l) => l(m)));
  }
  async publish(message: BusMessage): Promise<void> {
    this.relay.send(message);
  }
  subscribe(listener: (message: BusMessage) => void): void {
    this.listeners.push(listener);
  }
  async ready(): Promise<void> {}
  async close(): Promise<void> {
    this.listeners.length = 0;
    this.stop();
  }
}

/** this worker's line to the primary (null when the process is not a cluster worker) */
export function workerRelay(): PushRelay | null {
  if (!cluster.isWorker || !process.send) return null;
  return {
    send: (message) => void process.send!({ lonnaPush: message } satisfies Envelope),
    onMessage: (listener) => {
      const on = (m: unknown) => {
        if (isEnvelope(m)) listener(m.lonnaPush);
      };
      process.on('message', on);
      return () => void process.off('message', on);
    },
  };
}

/** in the primary: every push message of a worker goes to every worker */
export function relayPushThroughPrimary(): void {
  cluster.on('message', (_worker, m: unknown) => {
    if (!isEnvelope(m)) return;
    for (const w of Object.values(cluster.workers ?? {})) if (w?.isConnected()) w.send(m);
  });
}

/** Two or more servers in one process (tests): a relay like the cluster's, asynchronous and copying like IPC. */
export function memoryRelay(): () => PushRelay {
  const members = new Set<(m: BusMessage) => void>();
  return () => ({
    send: (message) => {
      const copy = JSON.stringify(message);
      setImmediate(() => members.forEach((l) => l(JSON.parse(copy) as BusMessage)));
    },
    onMessage: (listener) => {
      members.add(listener);
      return () => void members.delete(listener);
    },
  });
}
