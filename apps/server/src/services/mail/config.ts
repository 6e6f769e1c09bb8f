import { OutboxMailTransport } from './outbox-transport';
import { createSmtpTransport } from './smtp-transport';
import type { MailTransport } from './transport';
import { isProduction } from '../../host/http/run-mode';

type Env = Record<string, string | undefined>;

export interface MailSetup {
  transport: MailTransport;
  /** set in outbox mode: GET /api/dev/mail/outbox shows it */
  outbox: OutboxMailTransport | null;
}

/**
 * LONNA_MAIL_MODE=outbox|smtp (default outbox, except in production mode (LONNA_MODE=production or production mode),
 * where the outbox is refused: it would swallow every reset link),
 * LONNA_SMTP_URL (smtp:// or smtps://), LONNA_MAIL_FROM.
 */
export function createMailTransportFromEnv(env: Env = process.env): MailSetup {
  const production = isProduction(env);
  const mode = env.LONNA_MAIL_MODE?.trim() || (production ? 'smtp' : 'outbox');
  if (mode === 'outbox') {
    if (production) throw new Error('Mail configuration: the outbox never runs in production mode; set LONNA_MAIL_MODE=smtp');
    const outbox = new OutboxMailTransport();
    return { transport: outbox, outbox };
  }
  if (mode !== 'smtp') throw new Error(`Mail configuration: LONNA_MAIL_MODE must be outbox or smtp, not "${mode}"`);
  const url = env.LONNA_SMTP_URL?.trim();
  if (!url || !/^smtps?:\/\//.test(url)) throw new Error('Mail configuration: LONNA_SMTP_URL (smtp:// or smtps://) is required in smtp mode');
  return { transport: createSmtpTransport({ url, from: env.LONNA_MAIL_FROM?.trim() || 'Lönna <no-reply@lonna.se>' }), outbox: null };
}
