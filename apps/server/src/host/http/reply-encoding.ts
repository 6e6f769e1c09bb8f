import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './request-path';

/**
 * Every successful GET /api JSON reply gets a weak ETag (a repeat call with If-None-Match answers 304 with no
 * body) and is compressed (br, else gzip) when the client accepts it and the body is at least `THRESHOLD` bytes.
 * `Cache-Control: no-store` stays (personal data is never kept in the browser's HTTP cache, ASVS 14.3); the ETag
 * serves clients that keep their own copy and send If-None-Match (apps/server/README.md § Compression and ETag).
 *
 * A reply the handler already had as bytes (JsonReply: the employee register, /api/me) is the same Buffer on every
 * call until its data changes, so its tag and its compressed forms are made once and kept with it (WeakMap: they
 * go when the cache lets go of the bytes).
 */
const THRESHOLD = 1024;
/** a dynamic reply's usual brotli level (level 11, zlib's default, costs 20× more for a few % less) */
const BROTLI_QUALITY = 5;
/** below this a compression runs synchronously (tens of µs); above it in libuv's thread pool */
const SYNC_BELOW = 64 * 1024;

type Encoding = 'br' | 'gzip';
interface Encoded {
  etag: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
  /** the compressed bytes once made: a ready reply is then sent without waiting for a promise */
  readyBr?: Buffer;
  readyGzip?: Buffer;
}
const kept = new WeakMap<object, Encoded>();

/** set on a reply `sendReady` has already tagged and encoded: the onSend hook passes it by */
const ENCODED = Symbol('lonna.replyEncoded');
const JSON_TYPE = 'application/json; charset=utf-8';

const etagOf = (bytes: Uint8Array | string): string => `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;

/** the best coding the client accepts (q > 0): br before gzip; null for identity */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name!.trim(), qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const star = q.get('*') ?? 0;
  if ((q.get('br') ?? star) > 0) return 'br';
  if ((q.get('gzip') ?? star) > 0) return 'gzip';
  return null;
}

/** If-None-Match holds the tag (weak comparison, RFC 9110 §13.1.2) or `*` */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // the usual repeat sends back exactly the tag it was given
  if (ifNoneMatch === etag) return true;
  const tag = bare(etag);
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === tag);
}
const bare = (t: string): string => t.trim().replace(/^W\//, '');

function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } };
  if (bytes.length < SYNC_BELOW) return Promise.resolve(encoding === 'br' ? brotliCompressSync(bytes, brotli) : gzipSync(bytes, { level: 6 }));
  return new Promise((resolve, reject) => {
    const done = (e: Error | null, out: Buffer) => (e ? reject(e) : resolve(out));
    if (encoding === 'br') brotliCompress(bytes, brotli, done);
    else gzip(bytes, { level: 6 }, done);
  });
}

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');
const isGet = (req: FastifyRequest) => req.method === 'GET' || req.method === 'HEAD';

/** the tag, the 304 or the chosen coding of a GET /api JSON reply with status 200; what to send (or its promise) */
function encode(req: FastifyRequest, reply: FastifyReply, payload: string | Uint8Array, keep: boolean): string | Uint8Array | Promise<string | Uint8Array> {
  let entry = keep ? kept.get(payload as Uint8Array) : undefined;
  if (!entry) {
    entry = { etag: etagOf(payload) };
    if (keep) kept.set(payload as Uint8Array, entry);
  }
  reply.header('etag', entry.etag);
  reply.header('vary', 'accept-encoding');
  if (matches(req.headers['if-none-match'], entry.etag)) {
    reply.code(304);
    return '';
  }
  const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength;
  const encoding = length >= THRESHOLD ? acceptedEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return payload;
  const ready = encoding === 'br' ? entry.readyBr : entry.readyGzip;
  if (ready) {
    reply.header('content-encoding', encoding);
    return ready;
  }
  const bytes =
    typeof payload === 'string'
      ? Buffer.from(payload, 'utf8')
      : Buffer.isBuffer(payload)
        ? payload
        : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
  const pending = (entry[encoding] ??= compress(bytes, encoding));
  const held = entry;
  // a failed compression is not kept: the next call tries again, this one goes out plain
  return pending.then(
    (out) => {
      if (held[encoding] === pending) held[encoding === 'br' ? 'readyBr' : 'readyGzip'] = out;
      reply.header('content-encoding', encoding);
      return out;
    },
    () => {
      if (held[encoding] === pending) delete held[encoding];
      return payload;
    },
  );
}

/**
 * A handler's ready JSON (a JsonReply's text or bytes) sent by the host itself: tagged, answered 304 or compressed
 * here, without a pass of the generic onSend hook (`registerReplyEncoding`), which lets such a reply by. `encodes`:
 * a GET /api route (the only replies that are tagged); a status other than 200 is sent as it is.
 */
export function sendReady(req: FastifyRequest, reply: FastifyReply, json: string | Uint8Array, encodes: boolean): FastifyReply | Promise<FastifyReply> {
  reply.type(JSON_TYPE);
  if (!encodes || !isGet(req) || reply.statusCode !== 200) return reply.send(json);
  (reply as unknown as Record<symbol, boolean>)[ENCODED] = true;
  const out = encode(req, reply, json, typeof json !== 'string');
  return out instanceof Promise ? out.then((x) => reply.send(x)) : reply.send(out);
}

export function registerReplyEncoding(app: FastifyInstance): void {
  app.decorateReply(ENCODED, false);
  app.addHook('onSend', (req, reply, payload, done) => {
    if ((reply as unknown as Record<symbol, boolean>)[ENCODED]) return done(null, payload);
    if (!isGet(req) || reply.statusCode !== 200 || !isJson(reply.getHeader('content-type')) || !isApiRequest(req)) return done(null, payload);
    // streams (files, PDFs) and anything else pass untouched
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const out = encode(req, reply, payload, Buffer.isBuffer(payload));
    if (out instanceof Promise) out.then((x) => done(null, x));
    else done(null, out);
  });
}
