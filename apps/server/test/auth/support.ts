import { call, startTestServer, type Dialect, type TestServer } from '../support/test-server';

/** A test server with a clock the test moves (simulator, BankID service, SMS codes and resets all read it). */
export async function startSecurityServer(dialect: Dialect, extra: { env?: Record<string, string | undefined>; bankIdStartsPerMinute?: number } = {}) {
  let t = Date.now();
  const clock = { now: () => t, advance: (ms: number) => void (t += ms) };
  const server = await startTestServer(dialect, {
    session: { cacheMs: 0 },
    now: () => new Date(t),
    security: {
      env: { ...extra.env },
      simulator: { now: clock.now, signDelayMs: 0 },
      bankid: { collectIntervalMs: 0 },
      bankIdStartsPerMinute: extra.bankIdStartsPerMinute ?? 1000,
    },
  });
  return { server, clock };
}

/** name=value pairs of the reply's Set-Cookie, joined for the next request */
export function cookiesOf(res: { cookies: { name: string; value: string }[] }, ...more: string[]): string {
  return [...res.cookies.filter((c) => c.value !== '').map((c) => `${c.name}=${c.value}`), ...more.filter(Boolean)].join('; ');
}

/** starts a BankID order (type 1 unless told) in a browser of its own; returns the order and that browser's cookie */
export async function startOrder(server: TestServer, Type: 0 | 1 | 2 = 1, cookie = '') {
  const res = await call(server, 'POST', '/api/bankidauth', { body: { Type }, cookie: cookie || undefined });
  if (res.statusCode !== 200) throw new Error(`start: ${res.statusCode} ${res.body}`);
  const binding = res.cookies.find((c) => c.name === 'lonna_bankid');
  const browser = [cookie, binding ? `lonna_bankid=${binding.value}` : ''].filter(Boolean).join('; ');
  return { orderRef: res.json().OrderRef as string, browser };
}

export const collect = (server: TestServer, orderRef: string, cookie: string) => call(server, 'GET', `/api/bankidauth/collect/${orderRef}`, { cookie });

export const selectUser = (server: TestServer, cookie: string, BankIDToken: string, Login: string, Type: 0 | 1 | 2 = 1) =>
  call(server, 'POST', '/api/bankidauth/selectuser', { cookie, body: { BankIDToken, Login, Type } });

export const auditEvents = async (server: TestServer, login: string) =>
  (await server.host.db.selectFrom('audit_log').select(['event', 'ip']).where('login', '=', login).orderBy('id').execute()).map((r) => r.event);
