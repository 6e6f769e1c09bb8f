import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf } from '../../src/host/http/cookies';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from '../support/test-server';

/** Issue 22 (session 17): cookies without @fastify/cookie's hooks (src/host/http/cookies.ts). */
describe('cookies read when asked', () => {
  it('parses the header as @fastify/cookie did (first of a name wins, values decoded) and shares the frozen result', () => {
    const c = cookiesOf('lonna_session=abc; x=%20y; lonna_session=other');
    expect({ ...c }).toEqual({ lonna_session: 'abc', x: ' y' });
    expect(cookiesOf('lonna_session=abc; x=%20y; lonna_session=other')).toBe(c);
    expect(Object.isFrozen(c)).toBe(true);
    expect({ ...cookiesOf(undefined) }).toEqual({});
  });
});

describe.each(DIALECTS)('Set-Cookie without a hook on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('a sign-in over an ended session sends one session cookie, the new one (the clearing is replaced)', async () => {
    const old = await signIn(server, 'lss@demo.se');
    expect((await call(server, 'GET', '/api/logout', { cookie: old })).statusCode).toBeLessThan(400);
    const res = await call(server, 'POST', '/api/authenticate', { cookie: old, body: { Login: 'lss@demo.se', Password: 'demo1234' } });
    expect(res.statusCode).toBe(200);
    const sessions = res.cookies.filter((c) => c.name === 'lonna_session');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(`lonna_session=${sessions[0]!.value}`).not.toBe(old);
    expect(sessions[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect((await call(server, 'GET', '/api/me', { cookie: `lonna_session=${sessions[0]!.value}` })).statusCode).toBe(200);
  });

  it('an ended session is cleared with an expired cookie', async () => {
    const old = await signIn(server, 'lss@demo.se');
    await call(server, 'GET', '/api/logout', { cookie: old });
    const res = await call(server, 'GET', '/api/me', { cookie: old });
    expect(res.statusCode).toBe(401);
    const cleared = res.cookies.find((c) => c.name === 'lonna_session')!;
    expect(cleared.value).toBe('');
    expect(cleared.maxAge).toBe(0);
    expect(cleared).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  });
});
