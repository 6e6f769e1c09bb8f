import { fastifyCookie, type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Cookies without a hook (issue 22): `req.cookies` is read when asked, from the raw Cookie header, and the parsed
 * header is remembered (a browser sends the same few bytes on every call); `reply.setCookie`/`clearCookie` write
 * their Set-Cookie at once. @fastify/cookie's own registration parsed every request's header into a new object in
 * an onRequest hook and looked for cookies to write in an onSend hook — two steps of Fastify's hook runner on every
 * call, cookie or not. Its parser and serializer (the `cookie` package) are still the ones used, and its typings
 * (`req.cookies`, `reply.setCookie`, `reply.clearCookie`) stay true. The parsed cookies are shared by the calls that
 * send the same header, so they are frozen: nothing here writes to them.
 */
type Cookies = { readonly [name: string]: string | undefined };

const NO_COOKIES: Cookies = Object.freeze({});
const parsed = new Map<string, Cookies>();
/** how many distinct Cookie headers are remembered (then the memory starts again) */
const HEADERS_KEPT = 10_000;

export function cookiesOf(header: string | undefined): Cookies {
  if (!header) return NO_COOKIES;
  let cookies = parsed.get(header);
  if (cookies === undefined) {
    if (parsed.size >= HEADERS_KEPT) parsed.clear();
    parsed.set(header, (cookies = Object.freeze(fastifyCookie.parse(header))));
  }
  return cookies;
}

/** the Set-Cookie values a reply carries, by name, domain and path: the last one set of each wins (as @fastify/cookie) */
const JAR = Symbol('lonna.setCookies');
type WithJar = FastifyReply & { [JAR]: Map<string, string> | null };

function setCookie(reply: FastifyReply, name: string, value: string, opts: CookieSerializeOptions): FastifyReply {
  if (typeof opts.expires === 'number') opts.expires = new Date(opts.expires);
  const r = reply as WithJar;
  const jar = (r[JAR] ??= new Map());
  // no caller asks for `secure: 'auto'` or `signed` (@fastify/cookie's own options): the serializer's options as they are
  jar.set(`${name};${opts.domain};${opts.path || '/'}`, fastifyCookie.serialize(name, value, opts as Parameters<typeof fastifyCookie.serialize>[2]));
  reply.removeHeader('set-cookie');
  return reply.header('set-cookie', [...jar.values()]);
}

export function registerCookies(app: FastifyInstance): void {
  app.decorateRequest('cookies', {
    getter(this: FastifyRequest) {
      return cookiesOf(this.headers.cookie) as FastifyRequest['cookies'];
    },
  });
  app.decorateReply(JAR, null);
  function set(this: FastifyReply, name: string, value: string, options?: CookieSerializeOptions): FastifyReply {
    return setCookie(this, name, value, { sameSite: 'lax', ...options });
  }
  app.decorateReply('setCookie', set);
  app.decorateReply('cookie', set);
  app.decorateReply('clearCookie', function clear(this: FastifyReply, name: string, options?: CookieSerializeOptions): FastifyReply {
    return setCookie(this, name, '', { sameSite: 'lax', path: '/', ...options, expires: new Date(0), maxAge: 0 });
  });
}
