import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Record as Rec, String as Str } from 'runtypes';
import { defineEndpoint } from '@lonna/core/contracts';
import { defineServerPlugin, handle } from '@lonna/core/server';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from './support/test-server';

/** A plugin's whole-plugin gate (enabledWhen) was checked only in the browser: the server demands it too. */
const probe = defineEndpoint({ id: 'lss-probe.ping', method: 'GET', path: '/api/lss-probe', reply: Rec({ ok: Str }), access: { companySelected: true } });
const lssOnly = defineServerPlugin<any>({
  id: 'lss-probe',
  version: '1.0.0',
  enabledWhen: { company: 'UseLSS' },
  endpoints: [handle(probe, () => ({ ok: 'yes' }))],
});

describe.each(DIALECTS)('enabledWhen on the server (%s)', (dialect) => {
  let server: TestServer;
  let withLss: string;
  let withoutLss: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { plugins: [lssOnly] });
    const companies = await server.host.db
      .selectFrom('companies')
      .select(['FtgId', 'UseLSS'])
      .where('Archived', '=', 0 as never)
      .execute();
    withLss = companies.find((c) => Number(c.UseLSS) === 1)!.FtgId;
    withoutLss = companies.find((c) => Number(c.UseLSS) === 0 && c.FtgId !== '1004')!.FtgId;
  });
  afterAll(() => server.close());

  it('serves a company that meets the gate', async () => {
    const cookie = await signIn(server, 'lic@demo.se', withLss);
    const res = await call(server, 'GET', '/api/lss-probe', { cookie });
    expect(res.statusCode).toBe(200);
  });

  it('refuses, with the reason, a company that does not', async () => {
    const cookie = await signIn(server, 'lic@demo.se', withoutLss);
    const res = await call(server, 'GET', '/api/lss-probe', { cookie, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/UseLSS|LSS/);
  });
});
