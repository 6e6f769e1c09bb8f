import { Agent, request } from 'node:https';
import { createSecureContext } from 'node:tls';
import { BankIdRpError, type AuthRequest, type BankIdClient, type CollectResponse, type OrderResponse, type SignRequest } from './rp-types';

export const BANKID_URLS = {
  test: 'https://appapi2.test.bankid.com/rp/v6.0',
  production: 'https://appapi2.bankid.com/rp/v6.0',
} as const;

export interface RpClientOptions {
  /** e.g. BANKID_URLS.test; must be https */
  baseUrl: string;
  /** the relying party's certificate and key (PKCS#12) */
  pfx: Buffer;
  passphrase: string;
  /** BankID's issuing CA (PEM): the server certificate is not in the public root store */
  ca: Buffer | string;
  /** per-request timeout; BankID answers in well under a second */
  timeoutMs?: number;
}

/**
 * The Relying Party API v6 over mutual TLS. Every call is a JSON POST; errors
 * come back as `{ errorCode, details }` and are thrown as BankIdRpError.
 */
export function createRpClient(opts: RpClientOptions): BankIdClient & { close(): void } {
  const base = new URL(opts.baseUrl.replace(/\/+$/, ''));
  if (base.protocol !== 'https:') throw new TypeError('BankID: the base URL must be https');
  // fail at start-up, not at the first sign-in: a wrong passphrase or a broken file throws here
  createSecureContext({ pfx: opts.pfx, passphrase: opts.passphrase, ca: opts.ca });
  const agent = new Agent({
    pfx: opts.pfx,
    passphrase: opts.passphrase,
    ca: opts.ca,
    keepAlive: true,
    minVersion: 'TLSv1.2',
    // the server certificate must chain to BankID's CA and match the host name
    rejectUnauthorized: true,
  });
  const timeoutMs = opts.timeoutMs ?? 10_000;

  function post<T>(path: string, body: unknown): Promise<T> {
    const url = new URL(base.pathname + path, base);
    const payload = Buffer.from(JSON.stringify(body), 'utf8');
    return new Promise<T>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': payload.length, accept: 'application/json' },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown = null;
            try {
              json = text ? JSON.parse(text) : {};
            } catch {
              return reject(new BankIdRpError('internalError', `Unreadable reply (HTTP ${res.statusCode})`, res.statusCode ?? 0));
            }
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) return resolve(json as T);
            const e = (json ?? {}) as { errorCode?: string; details?: string };
            reject(new BankIdRpError(e.errorCode ?? 'internalError', e.details ?? '', status));
          });
        },
      );
      req.on('timeout', () => req.destroy(new BankIdRpError('requestTimeout', `No answer within ${timeoutMs} ms`, 0)));
      req.on('error', (err) => reject(err instanceof BankIdRpError ? err : new BankIdRpError('internalError', err.message, 0)));
      req.end(payload);
    });
  }

  return {
    auth: (req: AuthRequest) => post<OrderResponse>('/auth', req),
    sign: (req: SignRequest) => post<OrderResponse>('/sign', req),
    collect: (orderRef: string) => post<CollectResponse>('/collect', { orderRef }),
    cancel: async (orderRef: string) => {
      await post<Record<string, never>>('/cancel', { orderRef });
    },
    close: () => agent.destroy(),
  };
}

export interface PollOptions {
  /** BankID: call collect every two seconds while pending */
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  /** called with every pending answer (hint code changes, for progress) */
  onPending?: (res: Extract<CollectResponse, { status: 'pending' }>) => void;
  /** give up after this many collects (default 150: five minutes, beyond any BankID order's life) */
  maxAttempts?: number;
}

export const COLLECT_INTERVAL_MS = 2_000;

/** Collect until the order is complete or failed, every 2 s as BankID recommends. */
export async function pollUntilDone(
  client: Pick<BankIdClient, 'collect'>,
  orderRef: string,
  opts: PollOptions = {},
): Promise<Exclude<CollectResponse, { status: 'pending' }>> {
  const interval = opts.intervalMs ?? COLLECT_INTERVAL_MS;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxAttempts = opts.maxAttempts ?? 150;
  for (let attempt = 1; ; attempt++) {
    if (attempt > maxAttempts) throw new BankIdRpError('requestTimeout', `No final answer after ${maxAttempts} collects`, 0);
    if (opts.signal?.aborted) throw new BankIdRpError('cancelled', 'Polling aborted', 0);
    let res: CollectResponse;
    try {
      res = await client.collect(orderRef);
    } catch (e) {
      // BankID asks RPs to retry these; everything else ends the order
      if (!(e instanceof BankIdRpError) || !e.transient) throw e;
      await sleep(interval);
      continue;
    }
    if (res.status !== 'pending') return res;
    opts.onPending?.(res);
    await sleep(interval);
  }
}
