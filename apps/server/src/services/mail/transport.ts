/** One plain-text e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Anything that delivers e-mail: SMTP (smtp-transport.ts) or the development outbox. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
