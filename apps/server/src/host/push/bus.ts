import pg from 'pg';
import type { PushFrame, SessionEndReasonCode } from '@lonna/core/contracts';

/** Who receives an event: a company's sockets, an account's sockets, both narrowed, or everyone. */
export type PushAudience = { ftgId: string; login?: string } | { login: string; ftgId?: string } | { all: true };

export type BusMessage =
  | { kind: 'event'; to: PushAudience; frame: PushFrame }
  /** sessions that ended: by token hash, or every socket of an account except the one token hash */
  | { kind: 'end'; tokenHashes?: string[]; login?: string; except?: string; reason: SessionEndReasonCode }
  /** a session got a new token (sign-in again, password change): its sockets follow it */
  | { kind: 'rebind'; from: string; to: string; login: string }
  /** an account's or a company's access changed (a role, a switch, a user option): every instance forgets its cache */
  | { kind: 'access' };

/** Carries hub messages to every server instance (this one included). */
export interface PushBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): void;
  /** resolves once messages from other instances can arrive */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** One process (SQLite): delivery is a function call, after the current call stack so a publisher never re-enters itself. */
export class LocalBus implements PushBus {
  private readonly listeners: ((m: BusMessage) => void)[] = [];
  async publish(message: BusMessage): Promise<void> {
    const copy = JSON.parse(JSON.stringify(message)) as BusMessage;
    queueMicrotask(() => this.listeners.forEach((l) => l(copy)));
  }
  subscribe(listener: (message: BusMessage) => void): void {
    this.listeners.push(listener);
  }
  async ready(): Promise<void> {}
  async close(): Promise<void> {
    this.listeners.length = 0;
  }
}

/** NOTIFY payloads are limited to 8000 bytes; push frames are small, a larger one is a bug. */
const MAX_NOTIFY_BYTES = 7900;

/**
 * Several instances on one PostgreSQL database: every message goes out as
 * NOTIFY on one channel and comes back to every instance (the sender too)
 * through its own LISTEN connection, so delivery is the same code everywhere.
 * The listening connection reconnects with back-off; messages sent while it
 * is down are lost, which clients survive (they reload lists on reconnect).
 */
export class PgBus implements PushBus {
  private readonly listeners: ((m: BusMessage) => void)[] = [];
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 500;
  private listening: Promise<void>;

  constructor(
    private readonly url: string,
    readonly channel: string,
    private readonly notify: (channel: string, payload: string) => Promise<void>,
  ) {
    this.listening = this.connect();
  }

  /** 'lonna_push', or per schema so test runs in their own schemas never hear each other */
  static channelFor(schema?: string): string {
    return schema ? `lonna_push_${schema.replace(/[^a-z0-9_]/gi, '').toLowerCase()}`.slice(0, 63) : 'lonna_push';
  }

  /** resolves once LISTEN is active */
  ready(): Promise<void> {
    return this.listening;
  }

  private async connect(): Promise<void> {
    while (!this.closed) {
      const client = new pg.Client({ connectionString: this.url });
      // attached first: a failing connection must not become an unhandled 'error' event
      client.on('error', () => this.reconnect(client));
      client.on('end', () => this.reconnect(client));
      try {
        await client.connect();
        client.on('notification', (n) => {
          if (n.channel !== this.channel || !n.payload) return;
          let message: BusMessage;
          try {
            message = JSON.parse(n.payload) as BusMessage;
          } catch {
            return;
          }
          this.listeners.forEach((l) => l(message));
        });
        await client.query(`LISTEN ${this.channel}`);
        if (this.closed) {
          await client.end().catch(() => undefined);
          return;
        }
        this.client = client;
        this.retryMs = 500;
        return;
      } catch {
        client.removeAllListeners();
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
        await new Promise((r) => setTimeout(r, this.retryMs));
        this.retryMs = Math.min(this.retryMs * 2, 30_000);
      }
    }
  }

  private reconnect(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    client.removeAllListeners();
    void client.end().catch(() => undefined);
    this.listening = this.connect();
  }

  async publish(message: BusMessage): Promise<void> {
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) throw new Error(`push message too large for NOTIFY (${Buffer.byteLength(payload)} bytes)`);
    await this.notify(this.channel, payload);
  }

  subscribe(listener: (message: BusMessage) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.length = 0;
    const c = this.client;
    this.client = null;
    if (c) {
      c.removeAllListeners();
      await c.end().catch(() => undefined);
    }
  }
}
