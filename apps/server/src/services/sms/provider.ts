/** One text message to one phone (E.164, e.g. +46701234567). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Anything that can deliver an SMS: a real gateway (http-provider.ts) or the development outbox. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<{ id: string | null }>;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
