import { createHttpSmsProvider } from './http-provider';
import { OutboxSmsProvider } from './outbox-provider';
import type { SmsProvider } from './provider';
import { isProduction } from '../../host/http/run-mode';

type Env = Record<string, string | undefined>;

export interface SmsSetup {
  provider: SmsProvider;
  /** set in outbox mode: development tools may show its messages */
  outbox: OutboxSmsProvider | null;
}

/**
 * LONNA_SMS_MODE=outbox|http (default outbox, except in production mode (LONNA_MODE=production or production mode)
 * where it must be http: an outbox would silently swallow every code),
 * LONNA_SMS_URL, LONNA_SMS_TOKEN, LONNA_SMS_SENDER (default 'Lonna').
 */
export function createSmsProviderFromEnv(env: Env = process.env): SmsSetup {
  const production = isProduction(env);
  const mode = env.LONNA_SMS_MODE?.trim() || (production ? 'http' : 'outbox');
  if (mode === 'outbox') {
    if (production) throw new Error('SMS configuration: the outbox never runs in production mode; set LONNA_SMS_MODE=http');
    const outbox = new OutboxSmsProvider();
    return { provider: outbox, outbox };
  }
  if (mode !== 'http') throw new Error(`SMS configuration: LONNA_SMS_MODE must be outbox or http, not "${mode}"`);
  const url = env.LONNA_SMS_URL?.trim();
  const token = env.LONNA_SMS_TOKEN?.trim();
  if (!url || !token) throw new Error('SMS configuration: LONNA_SMS_URL and LONNA_SMS_TOKEN are required in http mode');
  if (production && !url.startsWith('https://')) throw new Error('SMS configuration: LONNA_SMS_URL must be https in production');
  return { provider: createHttpSmsProvider({ url, token, sender: env.LONNA_SMS_SENDER?.trim() || 'Lonna' }), outbox: null };
}
