import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Array as Arr, Number as Num, Record as Rec, String as Str } from 'runtypes';
import { defineEndpoint } from '@lonna/core/contracts';
import { defineServerPlugin, handle } from '@lonna/core/server';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from './support/test-server';

/**
 * The handler context is one object whose call-bound functions live on its prototype (session 16, issue 22): a
 * plugin written against the old context — which took `t`, `fail`, `paginate`, `setHeader`… apart from it, or copied
 * it with a spread — must still work unchanged (the plugin API's promise).
 */
const parts = defineEndpoint({
  id: 'ctx-probe.parts',
  method: 'GET',
  path: '/api/ctx-probe/parts',
  reply: Rec({ rows: Arr(Num), text: Str, locale: Str, company: Str, spread: Str, year: Num }),
  access: { companySelected: true },
});
const refuse = defineEndpoint({ id: 'ctx-probe.refuse', method: 'GET', path: '/api/ctx-probe/refuse', reply: Rec({}), access: { companySelected: true } });
const probe = defineServerPlugin<any>({
  id: 'ctx-probe',
  version: '1.0.0',
  endpoints: [
    handle(parts, async (_input, ctx) => {
      // taken apart: each must work without its context as `this`
      const { t, paginate, setHeader, publish, now, locale, companyId, year } = ctx;
      setHeader('x-ctx-probe', now().toISOString().slice(0, 4));
      publish({ event: 'resource-updated', resource: 'ctx-probe' });
      const rows = paginate([1, 2, 3, 4, 5], { Page: 2, PerPage: 2 });
      const copy = { ...ctx };
      return { rows, text: t('server.noSession'), locale, company: companyId!, spread: `${copy.companyId}|${copy.locale}`, year: year! };
    }),
    handle(refuse, async (_input, ctx) => {
      const { fail } = ctx;
      return fail(409, 40900, 'server.noSession');
    }),
  ],
});

describe.each(DIALECTS)('the handler context (%s)', (dialect) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { plugins: [probe], now: () => new Date('2026-03-10T09:00:00Z') });
    cookie = await signIn(server, 'lic@demo.se', '1001');
  });
  afterAll(() => server.close());

  it('works when a handler takes its functions apart or copies its data with a spread', async () => {
    const res = await call(server, 'GET', '/api/ctx-probe/parts', { cookie, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ctx-probe']).toBe('2026');
    expect(JSON.parse(res.headers['dv-pagination'] as string)).toMatchObject({ Page: 2, PerPage: 2, Total: 5 });
    expect(res.json()).toEqual({
      rows: [3, 4],
      text: 'You are not signed in, or your session has expired. Please sign in again.',
      locale: 'en',
      company: '1001',
      spread: '1001|en',
      year: 2026,
    });
  });

  it('a `fail` taken apart answers in the caller’s language', async () => {
    const sv = await call(server, 'GET', '/api/ctx-probe/refuse', { cookie });
    expect(sv.statusCode).toBe(409);
    expect(sv.json().message).toBe('Du är inte inloggad, eller så har sessionen gått ut. Logga in igen.');
    const en = await call(server, 'GET', '/api/ctx-probe/refuse', { cookie, headers: { 'accept-language': 'en' } });
    expect(en.json().message).toBe('You are not signed in, or your session has expired. Please sign in again.');
  });
});
