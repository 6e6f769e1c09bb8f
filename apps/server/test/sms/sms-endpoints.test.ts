import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DIALECTS, sessionCookie, signIn, type TestServer } from '../support/test-server';
import { auditEvents, startSecurityServer } from '../auth/support';

const SMS_PASSWORD = { Login: 'sms@demo.se', Password: 'demo1234' };

describe.each(DIALECTS)('SMS two-step endpoints on %s', (dialect) => {
  let server: TestServer;
  let clock: { now: () => number; advance: (ms: number) => void };
  beforeAll(async () => {
    ({ server, clock } = await startSecurityServer(dialect));
  });
  afterAll(() => server.close());

  /** the code in the newest outbox message (newest last) */
  const lastCode = () => /\b([A-Z2-9]{4})\b/.exec(server.security.smsOutbox!.messages().at(-1)!.text)![1]!;
  const request = (body: unknown, cookie?: string) => call(server, 'POST', '/api/authenticate/requestSMSVerificationCode', { body, cookie });
  const validate = (body: unknown, cookie?: string) => call(server, 'POST', '/api/authenticate/validateSMSVerificationCode', { body, cookie });
  /** each test its own minute, so the one-code-a-minute limit does not couple them */
  const nextMinute = () => clock.advance(61_000);

  it('sign-in of a login type S account: password, code by SMS, retried login with the token', async () => {
    nextMinute();
    const first = await call(server, 'POST', '/api/authenticate', { body: SMS_PASSWORD });
    expect(first.json()).toEqual({ requireSMSVerification: true });
    expect(first.cookies.find((c) => c.name === 'lonna_session')).toBeUndefined();

    const sent = await request({ Purpose: 'login', ...SMS_PASSWORD });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().SentTo).toBe('+46 70 *** ** 09');
    expect(server.security.smsOutbox!.messages().at(-1)!.to).toBe('+46701740609');

    const token = await validate({ Purpose: 'login', ...SMS_PASSWORD, AttemptId: sent.json().AttemptId, SMSCode: lastCode().toLowerCase() });
    expect(token.statusCode).toBe(200);
    const login = await call(server, 'POST', '/api/authenticate', { body: { ...SMS_PASSWORD, SMSToken: token.json().SMSToken } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ UserAccount: { Login: 'sms@demo.se' }, FtgInfo: { FtgId: '1003' } });
    // the token is single-use
    const again = await call(server, 'POST', '/api/authenticate', { body: { ...SMS_PASSWORD, SMSToken: token.json().SMSToken } });
    expect([again.statusCode, again.json().dvCode]).toEqual([403, 40300]);
    expect(await auditEvents(server, 'sms@demo.se')).toEqual(expect.arrayContaining(['login.smsRequired', 'sms.sent', 'sms.ok', 'login.ok']));
  });

  it('needs the password on both calls, and only for login type S accounts', async () => {
    nextMinute();
    const wrong = await request({ Purpose: 'login', Login: 'sms@demo.se', Password: 'wrong-one' });
    expect([wrong.statusCode, wrong.json().dvCode]).toEqual([401, 40100]);
    const notS = await request({ Purpose: 'login', Login: 'per@demo.se', Password: 'demo1234' });
    expect([notS.statusCode, notS.json().dvCode]).toEqual([400, 40000]);
    const sent = (await request({ Purpose: 'login', ...SMS_PASSWORD })).json();
    const noPassword = await validate({ Purpose: 'login', Login: 'sms@demo.se', Password: 'wrong-one', AttemptId: sent.AttemptId, SMSCode: lastCode() });
    expect(noPassword.statusCode).toBe(401);
  });

  it('a wrong code marks the field; five wrong codes lock the attempt', async () => {
    nextMinute();
    const sent = (await request({ Purpose: 'login', ...SMS_PASSWORD })).json();
    const code = lastCode();
    const wrongCode = code === 'AAAA' ? 'BBBB' : 'AAAA';
    for (let i = 1; i <= 5; i++) {
      const res = await validate({ Purpose: 'login', ...SMS_PASSWORD, AttemptId: sent.AttemptId, SMSCode: wrongCode });
      expect([res.statusCode, res.json().field]).toEqual([400, 'SMSCode']);
    }
    const right = await validate({ Purpose: 'login', ...SMS_PASSWORD, AttemptId: sent.AttemptId, SMSCode: code });
    expect([right.statusCode, right.json().field]).toEqual([400, 'SMSCode']);
    expect(await auditEvents(server, 'sms@demo.se')).toContain('sms.locked');
  });

  it('a code expires after 10 minutes', async () => {
    nextMinute();
    const sent = (await request({ Purpose: 'login', ...SMS_PASSWORD })).json();
    const code = lastCode();
    clock.advance(10 * 60_000 + 1000);
    const res = await validate({ Purpose: 'login', ...SMS_PASSWORD, AttemptId: sent.AttemptId, SMSCode: code });
    expect([res.statusCode, res.json().field]).toEqual([400, 'SMSCode']);
  });

  it('sending is rate-limited with the time it is allowed again', async () => {
    nextMinute();
    expect((await request({ Purpose: 'login', ...SMS_PASSWORD })).statusCode).toBe(200);
    const second = await request({ Purpose: 'login', ...SMS_PASSWORD });
    expect([second.statusCode, second.json().dvCode]).toEqual([429, 42900]);
  });

  it('a company that requires SMS verification is selected only with a passed code for that company', async () => {
    const cookie = await signIn(server, 'lic@demo.se');
    const plain = await call(server, 'PATCH', '/api/me/updateSessionUserAccount', { cookie, body: { FtgId: '1004' } });
    expect([plain.statusCode, plain.json().dvCode]).toEqual([403, 40320]);

    const anonymous = await request({ Purpose: 'company', FtgId: '1004' });
    expect(anonymous.statusCode).toBe(401);
    const notRequired = await request({ Purpose: 'company', FtgId: '1001' }, cookie);
    expect(notRequired.statusCode).toBe(400);

    const sent = await request({ Purpose: 'company', FtgId: '1004' }, cookie);
    expect(sent.statusCode).toBe(200);
    const token = (await validate({ Purpose: 'company', FtgId: '1004', AttemptId: sent.json().AttemptId, SMSCode: lastCode() }, cookie)).json().SMSToken;
    const chosen = await call(server, 'PATCH', '/api/me/updateSessionUserAccount', { cookie, body: { FtgId: '1004', SMSToken: token } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().FtgInfo.FtgId).toBe('1004');
    // spent
    const reused = await call(server, 'PATCH', '/api/me/updateSessionUserAccount', { cookie, body: { FtgId: '1004', SMSToken: token } });
    expect(reused.json().dvCode).toBe(40320);
    // a login code is no good for a company, nor another account's
    const other = await signIn(server, 'adm@demo.se');
    const foreign = await call(server, 'PATCH', '/api/me/updateSessionUserAccount', { cookie: other, body: { FtgId: '1004', SMSToken: token } });
    expect(foreign.json().dvCode).toBe(40320);
  });

  it('the development outbox is served newest last, and its page', async () => {
    const list = (await call(server, 'GET', '/api/dev/sms/outbox')).json() as { sentAt: string }[];
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((m) => m.sentAt)).toEqual([...list.map((m) => m.sentAt)].sort());
    const page = await call(server, 'GET', '/dev/sms');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('the hourly cap of five codes lifts after the hour, and the session then works', async () => {
    nextMinute();
    const capped = await request({ Purpose: 'login', ...SMS_PASSWORD });
    expect([capped.statusCode, capped.json().dvCode]).toEqual([429, 42900]);
    clock.advance(60 * 60_000);
    const sent = (await request({ Purpose: 'login', ...SMS_PASSWORD })).json();
    const token = (await validate({ Purpose: 'login', ...SMS_PASSWORD, AttemptId: sent.AttemptId, SMSCode: lastCode() })).json().SMSToken;
    const res = await call(server, 'POST', '/api/authenticate', { body: { ...SMS_PASSWORD, SMSToken: token } });
    expect((await call(server, 'GET', '/api/me', { cookie: sessionCookie(res) })).statusCode).toBe(200);
  });
});
