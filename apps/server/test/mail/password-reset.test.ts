import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DIALECTS, signIn, type TestServer } from '../support/test-server';
import { auditEvents, startSecurityServer } from '../auth/support';

describe.each(DIALECTS)('forgot password and the own reset flow on %s', (dialect) => {
  let server: TestServer;
  let clock: { now: () => number; advance: (ms: number) => void };
  beforeAll(async () => {
    ({ server, clock } = await startSecurityServer(dialect, { env: { LONNA_PUBLIC_URL: 'https://portal.example.se' } }));
  });
  afterAll(() => server.close());
  const mails = () => server.security.mailOutbox!.messages();
  const forgot = (Login: string, lang = 'sv') => call(server, 'POST', '/api/password/forgot', { body: { Login }, headers: { 'accept-language': lang } });
  const reset = (Token: string, NewPassword: string) => call(server, 'POST', '/api/password/reset', { body: { Token, NewPassword } });
  const tokenIn = (text: string) => /#token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;

  it('mails a single-use link; the new password works and every session of the account ends', async () => {
    const before = await signIn(server, 'reset@demo.se');
    expect((await forgot('Reset@Demo.se', 'en')).json()).toEqual({ ok: true });
    const mail = mails().at(-1)!;
    expect(mail.to).toBe('reset@demo.se');
    expect(mail.subject).toBe('Reset your Lönna password');
    expect(mail.text).toContain('https://portal.example.se/reset-password#token=');
    const token = tokenIn(mail.text);

    expect((await reset(token, 'nytt-lösen-42')).json()).toEqual({ ok: true });
    expect((await call(server, 'GET', '/api/me', { cookie: before })).statusCode).toBe(401);
    expect((await call(server, 'POST', '/api/authenticate', { body: { Login: 'reset@demo.se', Password: 'demo1234' } })).statusCode).toBe(401);
    expect((await call(server, 'POST', '/api/authenticate', { body: { Login: 'reset@demo.se', Password: 'nytt-lösen-42' } })).statusCode).toBe(200);

    const reused = await reset(token, 'ännu-ett-lösen');
    expect([reused.statusCode, reused.json().dvCode, reused.json().field]).toEqual([400, 40000, 'Token']);
    expect(await auditEvents(server, 'reset@demo.se')).toEqual(expect.arrayContaining(['password.resetRequested', 'password.reset']));
  });

  it('answers ok for unknown logins without sending anything', async () => {
    const count = mails().length;
    expect((await forgot('nobody@demo.se')).json()).toEqual({ ok: true });
    expect(mails().length).toBe(count);
  });

  it('a link expires, and a short password is refused with the shared rule', async () => {
    await forgot('per@demo.se');
    const token = tokenIn(mails().at(-1)!.text);
    const short = await reset(token, 'abc');
    expect([short.statusCode, short.json().field]).toEqual([400, 'NewPassword']);
    clock.advance(31 * 60_000);
    expect((await reset(token, 'långt-nog-lösen')).statusCode).toBe(400);
  });

  it('limits links per account', async () => {
    const count = mails().length;
    for (let i = 0; i < 5; i++) await forgot('lss@demo.se');
    expect(mails().length - count).toBe(3);
  });

  it('tells the sign-in screen where "forgot password" goes', async () => {
    expect((await call(server, 'GET', '/api/signInOptions')).json()).toEqual({ ForgotPasswordUrl: '' });
    const { server: external } = await startSecurityServer(dialect, { env: { LONNA_FORGOT_PASSWORD_URL: 'https://hjalp.example.se/glomt' } });
    try {
      expect((await call(external, 'GET', '/api/signInOptions')).json()).toEqual({ ForgotPasswordUrl: 'https://hjalp.example.se/glomt' });
    } finally {
      await external.close();
    }
  });

  it('serves the mail outbox in development', async () => {
    expect((await call(server, 'GET', '/api/dev/mail/outbox')).statusCode).toBe(200);
    expect((await call(server, 'GET', '/dev/mail')).statusCode).toBe(200);
  });
});
