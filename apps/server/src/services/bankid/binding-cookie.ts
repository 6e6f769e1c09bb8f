import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUsableSecret, newSecret } from './binding';

/** the cookie that binds BankID orders to the browser that started them (see binding.ts) */
export const BINDING_COOKIE = 'lonna_bankid';
/** under HTTPS: the __Secure- prefix (the cookie is scoped to the BankID paths, so __Host- cannot be used) */
export const SECURE_BINDING_COOKIE = '__Secure-lonna_bankid';
const PATH = '/api/bankidauth';

/**
 * The handlers see only params, query and body, so the binding secret rides
 * on the parsed query object under a Symbol key: nothing a client sends in a
 * URL can set it.
 */
export const BINDING = Symbol('lonna.bankid.binding');
const MOBILE = Symbol('lonna.bankid.mobile');

/** the binding secret the hook attached ('' when none: such a caller matches no order) */
export function bindingOf(query: unknown): string {
  const v = (query as Record<symbol, unknown> | null)?.[BINDING];
  return typeof v === 'string' ? v : '';
}

/** the caller is a phone or tablet (BankID's B variants of the RFA texts) */
export function mobileDeviceOf(query: unknown): boolean {
  return (query as Record<symbol, unknown> | null)?.[MOBILE] === true;
}

/**
 * Reads the binding cookie of BankID calls; the start call creates it when
 * missing (HttpOnly, SameSite=Strict, only sent to /api/bankidauth, 10 minutes).
 */
export function registerBankIdBinding(app: FastifyInstance): void {
  // a hook of the BankID routes alone (their matched route, not the raw URL: an encoded path reaches the same
  // handler and its hooks): a global preHandler cost every other call a step of Fastify's hook runner and a promise
  const binding = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const route = req.routeOptions.url ?? '';
    const secure = req.protocol === 'https';
    const name = secure ? SECURE_BINDING_COOKIE : BINDING_COOKIE;
    let secret = req.cookies[name];
    if (!secret || !isUsableSecret(secret)) {
      secret = '';
      if (req.method === 'POST' && route === PATH) {
        secret = newSecret();
        reply.setCookie(name, secret, { httpOnly: true, sameSite: 'strict', path: PATH, secure, maxAge: 600 });
      }
    }
    attach(req, secret, /Mobi|Android|iPhone|iPad|iPod/i.test(req.headers['user-agent'] ?? ''));
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(PATH)) return;
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [binding, ...own];
  });
}

function attach(req: FastifyRequest, secret: string, mobile: boolean): void {
  if (req.query === null || typeof req.query !== 'object') (req as { query: unknown }).query = {};
  Object.defineProperty(req.query as object, BINDING, { value: secret, enumerable: false });
  Object.defineProperty(req.query as object, MOBILE, { value: mobile, enumerable: false });
}
