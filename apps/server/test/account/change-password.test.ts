import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DIALECTS, sessionCookie, signIn, snapshot, startTestServer, type TestServer } from '../support/test-server';

const change = (server: TestServer, cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/api/changepassword', { cookie, body, headers });
const signInWith = (server: TestServer, Login: string, Password: string) => call(server, 'POST', '/api/authenticate', { body: { Login, Password } });

describe.each(DIALECTS)('POST /api/changepassword on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // no session cache, so rows deleted by the change are seen at once
    server = await startTestServer(dialect, { session: { cacheMs: 0 } });
  });
  afterAll(() => server.close());

  it('changes the password, ends every other session, keeps the caller signed in on a new token and audits it', async () => {
    const a = await signIn(server, 'lss@demo.se');
    const b = await signIn(server, 'lss@demo.se');
    const res = await change(server, a, { CurrentPassword: 'demo1234', NewPassword: 'ny-hemlighet-42' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const rotated = sessionCookie(res);
    expect(rotated).not.toBe(a);

    const me = await call(server, 'GET', '/api/me', { cookie: rotated });
    expect(me.statusCode).toBe(200);
    expect(me.json().FtgInfo.FtgId).toBe('1001'); // the company choice survives the new token
    for (const old of [a, b]) {
      const gone = await call(server, 'GET', '/api/me', { cookie: old });
      expect(gone.statusCode).toBe(401);
      expect(gone.json().dvCode).toBe(40101);
    }
    expect((await signInWith(server, 'lss@demo.se', 'demo1234')).statusCode).toBe(401);
    expect((await signInWith(server, 'lss@demo.se', 'ny-hemlighet-42')).statusCode).toBe(200);

    const audit = await server.host.db
      .selectFrom('audit_log')
      .select(['event', 'detail'])
      .where('login', '=', 'lss@demo.se')
      .where('event', '=', 'password.changed')
      .execute();
    expect(audit).toEqual([{ event: 'password.changed', detail: 'sessions ended: 2' }]);
    const rows = await server.host.db.selectFrom('audit_log').select('detail').where('detail', 'like', '%ny-hemlighet%').execute();
    expect(rows).toEqual([]); // never a password in the log
  });

  it('401 without a session', async () => {
    const res = await change(server, undefined, { CurrentPassword: 'demo1234', NewPassword: 'abcdefgh' });
    expect(res.statusCode).toBe(401);
    expect(res.json().dvCode).toBe(40101);
  });

  it('403 40310 without the API marker, nothing written', async () => {
    const cookie = await signIn(server, 'avd@demo.se');
    const before = await snapshot(server);
    const res = await change(server, cookie, { CurrentPassword: 'demo1234', NewPassword: 'abcdefgh' }, { 'dv-api': '' });
    expect(res.statusCode).toBe(403);
    expect(res.json().dvCode).toBe(40310);
    expect(await snapshot(server)).toBe(before);
  });

  it('400 on a wrong current password: field CurrentPassword, the session stays, the password is unchanged', async () => {
    const cookie = await signIn(server, 'bru@demo.se');
    const hash = () => server.host.db.selectFrom('accounts').select('PasswordHash').where('Login', '=', 'bru@demo.se').executeTakeFirstOrThrow();
    const before = await hash();
    const res = await change(server, cookie, { CurrentPassword: 'fel-losenord', NewPassword: 'abcdefgh' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ dvCode: 40000, message: 'The current password is wrong.', field: 'CurrentPassword' });
    expect(await hash()).toEqual(before);
    expect((await call(server, 'GET', '/api/me', { cookie })).statusCode).toBe(200);
  });

  it('400 with nothing written: too short, missing, the same as the current one', async () => {
    const cookie = await signIn(server, 'per@demo.se');
    const cases: [unknown, string][] = [
      [{ CurrentPassword: 'demo1234', NewPassword: 'abc' }, 'NewPassword'],
      [{ CurrentPassword: 'demo1234' }, 'NewPassword'],
      [{ CurrentPassword: '', NewPassword: 'abcdefgh' }, 'CurrentPassword'],
      [{ CurrentPassword: 'demo1234', NewPassword: 'x'.repeat(201) }, 'NewPassword'],
      [{ CurrentPassword: 'demo1234', NewPassword: 'demo1234' }, 'NewPassword'],
    ];
    for (const [body, field] of cases) {
      const before = await snapshot(server);
      const res = await change(server, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().dvCode).toBe(40000);
      expect(res.json().field).toContain(field);
      expect(await snapshot(server)).toBe(before);
    }
    const same = await change(server, cookie, { CurrentPassword: 'demo1234', NewPassword: 'demo1234' });
    expect(same.json().message).toBe('Det nya lösenordet måste skilja sig från det nuvarande.');
  });

  it('is throttled like sign-in: after five wrong current passwords even the right one gets 429', async () => {
    const cookie = await signIn(server, 'ftg1@demo.se');
    for (let i = 0; i < 5; i++) expect((await change(server, cookie, { CurrentPassword: `fel-${i}-xx`, NewPassword: 'abcdefgh' })).statusCode).toBe(400);
    const res = await change(server, cookie, { CurrentPassword: 'demo1234', NewPassword: 'abcdefgh' });
    expect(res.statusCode).toBe(429);
    expect(res.json().dvCode).toBe(42900);
    expect(res.json().message).toMatch(/^För många felaktiga lösenord\. Försök igen efter kl\. \d\d:\d\d\.$/);
    expect((await call(server, 'GET', '/api/me', { cookie })).statusCode).toBe(200); // 429 does not end the session
  });
});
