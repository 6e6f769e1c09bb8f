import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@lonna/core/server';
import { DEV_PAGE_CSS, DEV_PAGE_JS, devPageHtml } from './dev-page';
import { BankIdSimulator, BankIdSimulatorError } from './simulator';
import { isProduction } from '../../host/http/run-mode';

export interface DevRoutesOptions {
  /** personal numbers to suggest on the page (the demo accounts) */
  knownPeople?: () => Promise<{ PersNr: string; label: string }[]>;
  /** the request's language; defaults to sv */
  localeOf?: (req: FastifyRequest) => Locale;
  env?: Record<string, string | undefined>;
}

const ORDER_REF = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The tester's controls of the BankID simulator: the /dev/bankid page and
 * POST /api/dev/bankid/{orderRef}/approve ({ "PersNr": "…" }), …/open and
 * …/cancel, GET /api/dev/bankid/orders. Mounted by the host only in simulator
 * mode; refuses to mount in production mode (LONNA_MODE=production or production mode). These are tools, not the
 * product's wire, so they sit outside the endpoint descriptors on purpose.
 * State-changing calls still pass the host's API-marker and Origin check.
 */
export function registerBankIdDevRoutes(app: FastifyInstance, simulator: BankIdSimulator, opts: DevRoutesOptions = {}): void {
  const env = opts.env ?? process.env;
  if (isProduction(env)) throw new Error('The BankID simulator routes are never mounted in production mode');
  const localeOf = opts.localeOf ?? (() => 'sv' as Locale);

  const fail = (req: FastifyRequest, reply: FastifyReply, e: unknown) => {
    if (!(e instanceof BankIdSimulatorError)) throw e;
    const status = e.code === 'notFound' ? 404 : 400;
    const dvCode = e.code === 'notFound' ? 40401 : 40000;
    const field = e.code === 'invalidPersonalNumber' || e.code === 'personalNumberMismatch' ? { field: 'PersNr' } : {};
    return reply.code(status).send({ dvCode, message: e.message, ...field });
  };
  const orderRefOf = (req: FastifyRequest, reply: FastifyReply): string | null => {
    const ref = (req.params as { orderRef?: string }).orderRef ?? '';
    if (ORDER_REF.test(ref)) return ref;
    void reply.code(404).send({ dvCode: 40401, message: 'No such order' });
    return null;
  };

  app.get('/dev/bankid', async (req, reply) => {
    const people = (await opts.knownPeople?.()) ?? [];
    return reply
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(devPageHtml(localeOf(req), people));
  });
  app.get('/dev/bankid/page.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(DEV_PAGE_JS));
  app.get('/dev/bankid/page.css', async (_req, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'no-store').send(DEV_PAGE_CSS));

  app.get('/api/dev/bankid/orders', async () => simulator.list());

  app.post('/api/dev/bankid/:orderRef/open', async (req, reply) => {
    const ref = orderRefOf(req, reply);
    if (!ref) return reply;
    try {
      simulator.open(ref);
      return { ok: true };
    } catch (e) {
      return fail(req, reply, e);
    }
  });

  app.post('/api/dev/bankid/:orderRef/approve', async (req, reply) => {
    const ref = orderRefOf(req, reply);
    if (!ref) return reply;
    const persNr = (req.body as { PersNr?: unknown } | null)?.PersNr;
    if (typeof persNr !== 'string') return reply.code(400).send({ dvCode: 40000, message: 'PersNr is required', field: 'PersNr' });
    try {
      simulator.approve(ref, persNr.replace(/-/g, ''));
      return { ok: true };
    } catch (e) {
      return fail(req, reply, e);
    }
  });

  app.post('/api/dev/bankid/:orderRef/cancel', async (req, reply) => {
    const ref = orderRefOf(req, reply);
    if (!ref) return reply;
    try {
      simulator.cancelAsUser(ref);
      return { ok: true };
    } catch (e) {
      return fail(req, reply, e);
    }
  });
}
