import type { EltRequest, EltResult, EltTransport } from './transport';

export interface EltOutboxEntry extends EltRequest {
  txId: string;
  /** ISO time */
  sentAt: string;
}

/**
 * Development and demo: FK's service cannot be reached from here, so reports are kept in memory and answered with a
 * transaction id of our own (`outbox-…`), like the mail and SMS outboxes. The request itself is also kept with the
 * statement's sending (fk3059_sendings.RequestXml), so what would have gone to FK can be read.
 */
export class EltOutbox implements EltTransport {
  readonly name = 'outbox';
  private readonly entries: EltOutboxEntry[] = [];
  private counter = 0;

  constructor(private readonly limit = 200) {}

  async send(request: EltRequest): Promise<EltResult> {
    const txId = `outbox-${++this.counter}`;
    this.entries.push({ ...request, txId, sentAt: new Date().toISOString() });
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
    return { ok: true, txId };
  }

  sent(): EltOutboxEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }
}
