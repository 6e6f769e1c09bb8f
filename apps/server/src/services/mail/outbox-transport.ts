import type { MailMessage, MailTransport } from './transport';

export interface MailOutboxEntry extends MailMessage {
  id: string;
  /** ISO time */
  sentAt: string;
}

/**
 * Development and tests: e-mails are kept in memory instead of sent, newest
 * last (GET /api/dev/mail/outbox). Bounded like the SMS outbox.
 */
export class OutboxMailTransport implements MailTransport {
  readonly name = 'outbox';
  private readonly entries: MailOutboxEntry[] = [];
  private counter = 0;

  constructor(private readonly limit = 200) {}

  async send(message: MailMessage): Promise<void> {
    this.entries.push({ ...message, id: `mail-${++this.counter}`, sentAt: new Date().toISOString() });
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
  }

  messages(): MailOutboxEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }
}
