import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DIALECTS, signIn, type TestServer } from '../support/test-server';
import { listen, openSocket } from '../push/socket-client';
import { startHarnessServer } from './support/harness-server';
import { FOREIGN_COMPANY, HOME_COMPANY } from './support/roles';

/**
 * Issue 11 item 5: the push socket and the REST endpoints decide the caller's company by one rule. For every
 * company (the ones the account may select, and one it may not), `/api/ws?company=` opens exactly when a REST
 * call naming that company in dv-selected-company is not refused, and refuses with the same dvCode otherwise.
 */
describe.each(DIALECTS)('the push socket gate (%s)', (dialect) => {
  let server: TestServer;
  let address: string;
  beforeAll(async () => {
    server = await startHarnessServer(dialect);
    address = await listen(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['lic@demo.se', 'ftg@demo.se', 'per@demo.se', 'support@demo.se'])(
    '%s: socket and REST agree on every company',
    async (login) => {
      const cookie = await signIn(server, login, login === 'ftg@demo.se' ? HOME_COMPANY : undefined);
      const account = (await server.host.directory.account(login))!;
      const companies = [...new Set([...account.companies, FOREIGN_COMPANY])];
      const disagree: string[] = [];
      let refusedSomewhere = false;
      for (const company of companies) {
        const rest = await call(server, 'GET', '/api/salaryyears', { cookie, headers: { 'dv-selected-company': company } });
        const restCode = rest.statusCode === 403 ? JSON.parse(rest.body).dvCode : null;
        let socketCode: number | null = null;
        try {
          const socket = await openSocket(address, { cookie, company });
          socket.close();
        } catch (e) {
          socketCode = (e as { body?: { dvCode?: number } }).body?.dvCode ?? -1;
        }
        if (restCode !== null) refusedSomewhere = true;
        if (restCode !== socketCode) disagree.push(`${company}: REST ${rest.statusCode} ${restCode ?? ''}, socket ${socketCode ?? 'open'}`);
      }
      expect(disagree).toEqual([]);
      expect(refusedSomewhere).toBe(true);
    },
    60_000,
  );

  it('the reproduction: LIC on the SMS-gated company 1004 is refused on the socket like on REST (40320)', async () => {
    const cookie = await signIn(server, 'lic@demo.se');
    const rest = await call(server, 'GET', '/api/salaryyears', { cookie, headers: { 'dv-selected-company': '1004' } });
    expect(rest.statusCode).toBe(403);
    await expect(openSocket(address, { cookie, company: '1004' })).rejects.toMatchObject({ status: 403, body: { dvCode: JSON.parse(rest.body).dvCode } });
  });
});
