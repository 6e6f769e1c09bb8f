import type { FastifyInstance } from 'fastify';
import type { OutboxMailTransport } from './outbox-transport';
import { outboxPage } from './outbox-page';
import { isProduction } from '../../host/http/run-mode';

/** Development only: GET /api/dev/mail/outbox (JSON, newest last) and the page /dev/mail; never in production mode. */
export function registerMailDevRoutes(app: FastifyInstance, outbox: OutboxMailTransport, env: Record<string, string | undefined> = process.env): void {
  if (isProduction(env)) throw new Error('The mail outbox routes are never mounted in production mode');
  app.get('/api/dev/mail/outbox', async () => outbox.messages());
  app.get('/dev/mail', async (_req, reply) =>
    outboxPage(
      reply,
      'E-postutkorg (utveckling)',
      outbox.messages().map((m) => ({ when: m.sentAt, to: m.to, subject: m.subject, text: m.text })),
    ),
  );
}
