import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTI_ACCOUNT_PERSNR } from '../../src/plugins/security';
import { personnummer } from '../../src/host/domain/luhn';
import { call, DIALECTS, sessionCookie, signIn, type TestServer } from '../support/test-server';
import { auditEvents, collect, selectUser, startOrder, startSecurityServer } from './support';

const NOBODY = personnummer(new Date(Date.UTC(1990, 0, 1)), 238);

describe.each(DIALECTS)('BankID sign-in endpoints on %s', (dialect) => {
  let server: TestServer;
  let clock: { now: () => number; advance: (ms: number) => void };
  let perPersNr: string;
  beforeAll(async () => {
    ({ server, clock } = await startSecurityServer(dialect));
    perPersNr = (await server.host.db.selectFrom('accounts').select('PersNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).PersNr;
  });
  afterAll(() => server.close());
  const sim = () => server.security.simulator!;

  it('QR while pending, then a single PER account, then a BANKID session like a password sign-in', async () => {
    const { orderRef, browser } = await startOrder(server);
    const pending = (await collect(server, orderRef, browser)).json();
    expect(pending).toMatchObject({ Completed: false, Cancelled: false, PendingStart: true, Rfa: 'RFA1QR' });
    expect(pending.QRCodeDataURL).toMatch(/^data:image\/png;base64,/);
    expect(pending.Message).toBe('Starta BankID-appen och scanna QR-koden.');

    sim().approve(orderRef, perPersNr);
    const done = (await collect(server, orderRef, browser)).json();
    expect(done.Completed).toBe(true);
    expect(done.UsersList.map((u: { Login: string; Roll: string }) => [u.Login, u.Roll])).toEqual([['per@demo.se', 'PER']]);

    const res = await selectUser(server, browser, done.UsersList[0].BankIDToken, 'per@demo.se');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Auth: { Method: 'BANKID' }, FtgInfo: { FtgId: '1001' }, UserAccount: { Login: 'per@demo.se' } });
    const me = await call(server, 'GET', '/api/me', { cookie: sessionCookie(res) });
    expect(me.json().Auth.Method).toBe('BANKID');
    expect(await auditEvents(server, 'per@demo.se')).toContain('bankid.ok');
  });

  it('lists every account of the person; the first token taken spends the others', async () => {
    const { orderRef, browser } = await startOrder(server);
    sim().approve(orderRef, MULTI_ACCOUNT_PERSNR);
    const list = (await collect(server, orderRef, browser)).json().UsersList as { Login: string; BankIDToken: string }[];
    expect(list.map((u) => u.Login)).toEqual(['ftg2@demo.se', 'ftg@demo.se']);
    const chosen = await selectUser(server, browser, list[0]!.BankIDToken, 'ftg2@demo.se');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().FtgInfo.FtgId).toBe('1002');
    const other = await selectUser(server, browser, list[1]!.BankIDToken, 'ftg@demo.se');
    expect(other.statusCode).toBe(403);
    expect(other.json().dvCode).toBe(40300);
  });

  it('refuses a reused token, a token for another login, and a token from another browser', async () => {
    const a = await startOrder(server);
    sim().approve(a.orderRef, perPersNr);
    const token = (await collect(server, a.orderRef, a.browser)).json().UsersList[0].BankIDToken;
    expect((await selectUser(server, a.browser, token, 'per@demo.se')).statusCode).toBe(200);
    const reused = await selectUser(server, a.browser, token, 'per@demo.se');
    expect([reused.statusCode, reused.json().dvCode]).toEqual([403, 40300]);

    const b = await startOrder(server);
    sim().approve(b.orderRef, perPersNr);
    const tokenB = (await collect(server, b.orderRef, b.browser)).json().UsersList[0].BankIDToken;
    const wrongLogin = await selectUser(server, b.browser, tokenB, 'ftg@demo.se');
    expect(wrongLogin.statusCode).toBe(403);

    const c = await startOrder(server);
    const stranger = await startOrder(server);
    sim().approve(c.orderRef, perPersNr);
    // someone who learnt the orderRef cannot collect it from another browser
    expect((await collect(server, c.orderRef, stranger.browser)).statusCode).toBe(404);
    const tokenC = (await collect(server, c.orderRef, c.browser)).json().UsersList[0].BankIDToken;
    const foreign = await selectUser(server, stranger.browser, tokenC, 'per@demo.se');
    expect([foreign.statusCode, foreign.json().dvCode]).toEqual([403, 40300]);
    // and no session was started by any refusal
    expect(foreign.cookies.find((x) => x.name === 'lonna_session' && x.value)).toBeUndefined();
  });

  it('refuses an expired token', async () => {
    const { orderRef, browser } = await startOrder(server);
    sim().approve(orderRef, perPersNr);
    const token = (await collect(server, orderRef, browser)).json().UsersList[0].BankIDToken;
    clock.advance(121_000);
    expect((await selectUser(server, browser, token, 'per@demo.se')).statusCode).toBe(403);
  });

  it('answers 404 for a wrong order and 400 for a malformed one', async () => {
    const { browser } = await startOrder(server);
    const wrong = await collect(server, '00000000-0000-4000-8000-000000000000', browser);
    expect([wrong.statusCode, wrong.json().dvCode]).toEqual([404, 40401]);
    const malformed = await collect(server, 'not-an-order', browser);
    expect([malformed.statusCode, malformed.json().field]).toEqual([400, 'orderRef']);
  });

  it('cancel deletes the order; a user cancel and an expired order end with their RFA text', async () => {
    const a = await startOrder(server);
    const del = await call(server, 'DELETE', `/api/bankidauth/cancel/${a.orderRef}`, { cookie: a.browser });
    expect(del.json()).toEqual({ ok: true });
    expect((await collect(server, a.orderRef, a.browser)).statusCode).toBe(404);

    const b = await startOrder(server);
    const devCancel = await call(server, 'POST', `/api/dev/bankid/${b.orderRef}/cancel`);
    expect(devCancel.statusCode).toBe(200);
    expect((await collect(server, b.orderRef, b.browser)).json()).toMatchObject({ Cancelled: true, Rfa: 'RFA6', Message: 'Åtgärden avbruten.' });

    const c = await startOrder(server);
    clock.advance(181_000);
    const expired = await call(server, 'GET', `/api/bankidauth/collect/${c.orderRef}`, { cookie: c.browser, headers: { 'accept-language': 'en' } });
    expect(expired.json()).toMatchObject({ Cancelled: true, Rfa: 'RFA8', HintCode: 'expiredTransaction' });
  });

  it('completes with an empty list for a person without accounts', async () => {
    const { orderRef, browser } = await startOrder(server);
    sim().approve(orderRef, NOBODY);
    expect((await collect(server, orderRef, browser)).json()).toMatchObject({ Completed: true, UsersList: [] });
  });

  it('own-account mode needs a session and keeps its company', async () => {
    const anonymous = await call(server, 'POST', '/api/bankidauth', { body: { Type: 0 } });
    expect([anonymous.statusCode, anonymous.json().dvCode]).toEqual([401, 40101]);

    const session = await signIn(server, 'per@demo.se');
    const { orderRef, browser } = await startOrder(server, 0, session);
    expect(
      sim()
        .list()
        .find((o) => o.orderRef === orderRef)?.requiredPersonalNumber,
    ).toBe(perPersNr);
    sim().approve(orderRef, perPersNr);
    const list = (await collect(server, orderRef, browser)).json().UsersList;
    expect(list.map((u: { Login: string }) => u.Login)).toEqual(['per@demo.se']);
    const res = await selectUser(server, browser, list[0].BankIDToken, 'per@demo.se', 0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Auth: { Method: 'BANKID' }, FtgInfo: { FtgId: '1001' } });
  });

  it('limits starts per address', async () => {
    const { server: limited } = await startSecurityServer(dialect, { bankIdStartsPerMinute: 20 });
    try {
      const starts = [];
      for (let i = 0; i < 21; i++) starts.push((await call(limited, 'POST', '/api/bankidauth', { body: { Type: 1 }, ip: '198.51.100.7' })).statusCode);
      expect(starts.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(starts[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('binds the order with an HttpOnly SameSite=Strict cookie scoped to the BankID paths', async () => {
    const res = await call(server, 'POST', '/api/bankidauth', { body: { Type: 2 } });
    const c = res.cookies.find((x) => x.name === 'lonna_bankid')!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/bankidauth' });
    expect(res.json().AutoStartToken).toMatch(/^[0-9a-f-]{36}$/);
  });
});
