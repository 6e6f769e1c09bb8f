import type { SmsMessage, SmsProvider } from './provider';

export interface OutboxEntry extends SmsMessage {
  id: string;
  /** ISO time */
  sentAt: string;
}

/**
 * Development and tests: messages are kept in memory instead of sent, newest
 * last, so a developer (or a test) can read the code. Bounded, so a long dev
 * session cannot grow it without end.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  private readonly entries: OutboxEntry[] = [];
  private counter = 0;

  constructor(private readonly opts: { now?: () => number; limit?: number } = {}) {}

  async send(message: SmsMessage): Promise<{ id: string }> {
    const id = `outbox-${++this.counter}`;
    this.entries.push({ ...message, id, sentAt: new Date((this.opts.now ?? Date.now)()).toISOString() });
    const limit = this.opts.limit ?? 200;
    if (this.entries.length > limit) this.entries.splice(0, this.entries.length - limit);
    return { id };
  }

  /** every kept message, oldest first and newest last */
  messages(): readonly OutboxEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }

  /** the newest message, optionally to one phone */
  latest(to?: string): OutboxEntry | null {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const e = this.entries[i]!;
      if (to === undefined || e.to === to) return { ...e };
    }
    return null;
  }

  clear(): void {
    this.entries.length = 0;
  }
}
