import { SmsSendError, type SmsMessage, type SmsProvider } from './provider';

export interface HttpSmsProviderOptions {
  /** the gateway's send URL (https in production) */
  url: string;
  /** bearer token of the gateway account */
  token: string;
  /** sender name or number shown on the phone (max 11 characters for names) */
  sender: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * A real SMS gateway: `POST url` with `Authorization: Bearer <token>` and the
 * JSON body `{ "from", "to", "message" }`; any 2xx is success and an `id` in
 * the answer is kept. The text (it holds the code) is never logged or put in
 * an error message.
 */
export function createHttpSmsProvider(opts: HttpSmsProviderOptions): SmsProvider {
  const url = new URL(opts.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError('SMS gateway URL must be http(s)');
  if (!opts.token) throw new TypeError('SMS gateway token is required');
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 10_000;

  return {
    name: `http ${url.host}`,
    async send(message: SmsMessage) {
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ from: opts.sender, to: message.to, message: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (e) {
        throw new SmsSendError(`SMS gateway unreachable: ${(e as Error).name}`);
      }
      const body = await res.text();
      if (!res.ok) throw new SmsSendError(`SMS gateway answered HTTP ${res.status}`, res.status);
      let id: string | null = null;
      try {
        const parsed = JSON.parse(body) as { id?: unknown };
        if (typeof parsed.id === 'string' || typeof parsed.id === 'number') id = String(parsed.id);
      } catch {
        // a gateway that answers 2xx without JSON still delivered
      }
      return { id };
    },
  };
}
