import type { FastifyInstance } from 'fastify';
import type { OutboxSmsProvider } from './outbox-provider';
import { outboxPage } from '../mail/outbox-page';
import { isProduction } from '../../host/http/run-mode';

/**
 * Development only: GET /api/dev/sms/outbox (JSON, newest last) and the page
 * /dev/sms. Mounted by the host only when the outbox provider is in use,
 * never in production mode.
 */
export function registerSmsDevRoutes(app: FastifyInstance, outbox: OutboxSmsProvider, env: Record<string, string | undefined> = process.env): void {
  if (isProduction(env)) throw new Error('The SMS outbox routes are never mounted in production mode');
  app.get('/api/dev/sms/outbox', async () => outbox.messages());
  app.get('/dev/sms', async (_req, reply) =>
    outboxPage(
      reply,
      'SMS-utkorg (utveckling)',
      outbox.messages().map((m) => ({ when: m.sentAt, to: m.to, text: m.text })),
    ),
  );
}
