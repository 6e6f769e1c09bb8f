import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from '../support/test-server';

describe.each(DIALECTS)('app push tokens (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const stored = (login: string) =>
    (server.host.db as never as import('kysely').Kysely<{ device_tokens: { Login: string; Platform: string; Token: string } }>)
      .selectFrom('device_tokens')
      .select(['Platform', 'Token'])
      .where('Login', '=', login)
      .orderBy('Platform')
      .execute();

  it('stores the Android and iOS tokens, and reports whether they changed', async () => {
    const cookie = await signIn(server, 'per@demo.se');
    expect((await call(server, 'POST', '/api/userandroidtoken', { cookie, body: { UserAndroidToken: 'fcm:abc123' } })).json()).toEqual({ changed: true });
    expect((await call(server, 'POST', '/api/userandroidtoken', { cookie, body: { UserAndroidToken: 'fcm:abc123' } })).json()).toEqual({ changed: false });
    expect((await call(server, 'POST', '/api/useriostoken', { cookie, body: { UserIOSToken: 'apns:ff00' } })).json()).toEqual({ changed: true });
    expect((await call(server, 'POST', '/api/userandroidtoken', { cookie, body: { UserAndroidToken: 'fcm:def456' } })).json()).toEqual({ changed: true });
    expect(await stored('per@demo.se')).toEqual([
      { Platform: 'android', Token: 'fcm:def456' },
      { Platform: 'ios', Token: 'apns:ff00' },
    ]);
  });

  it('refuses an empty token with 400 naming the field and stores nothing; 401 without a session', async () => {
    const cookie = await signIn(server, 'lss@demo.se');
    const res = await call(server, 'POST', '/api/useriostoken', { cookie, body: { UserIOSToken: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ dvCode: 40000, field: 'UserIOSToken' });
    expect(await stored('lss@demo.se')).toEqual([]);
    expect((await call(server, 'POST', '/api/useriostoken', { body: { UserIOSToken: 'x' } })).statusCode).toBe(401);
  });
});
