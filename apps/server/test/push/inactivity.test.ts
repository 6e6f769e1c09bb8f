import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DIALECTS, sessionCookie, signIn, startTestServer, type TestServer } from '../support/test-server';
import { listen, openSocket } from './socket-client';

const marker = (res: { cookies: { name: string; value: string; maxAge?: number }[] }) => res.cookies.find((c) => c.name === 'lonna_idle');

describe.each(DIALECTS)('inactivity sign-out (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('the client idle sign-out ends the session, and /me then answers 40102 until the screen is read', async () => {
    const cookie = await signIn(server, 'lss@demo.se');
    const address = await listen(server);
    const socket = await openSocket(address, { cookie });
    await socket.next('app-version-updated');
    const out = await call(server, 'POST', '/api/logout/inactivity', { cookie });
    expect(out.statusCode).toBe(200);
    expect(marker(out)?.value).toBe('1');
    expect(await socket.next('session-ended')).toEqual({ event: 'session-ended', payload: { reason: 'inactivity' } });

    // a reload: the session cookie is gone, the marker is there
    const me = await call(server, 'GET', '/api/me', { cookie: 'lonna_idle=1' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ dvCode: 40102 });
    // the old session is really gone
    expect((await call(server, 'GET', '/api/me', { cookie })).json()).toMatchObject({ dvCode: 40101 });

    const read = await call(server, 'DELETE', '/api/logout/inactivity', { cookie: 'lonna_idle=1' });
    expect(marker(read)?.value).toBe('');
    expect((await call(server, 'GET', '/api/me')).json()).toMatchObject({ dvCode: 40101 });
  });

  it('a new sign-in removes the marker', async () => {
    const res = await call(server, 'POST', '/api/authenticate', { cookie: 'lonna_idle=1', body: { Login: 'lss@demo.se', Password: 'demo1234' } });
    expect(res.statusCode).toBe(200);
    expect(marker(res)?.value).toBe('');
    expect((await call(server, 'GET', '/api/me', { cookie: sessionCookie(res) })).statusCode).toBe(200);
  });

  it('the server finding a session idle leaves the marker too (its idle limit is the InactivityTimer)', async () => {
    const cookie = await signIn(server, 'bru@demo.se');
    const hash = await server.host.db.selectFrom('sessions').select(['token_hash', 'idle_ms']).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(hash.idle_ms).toBe(60 * 60_000);
    await server.host.db
      .updateTable('sessions')
      .set({ last_seen: Date.now() - 61 * 60_000 })
      .where('token_hash', '=', hash.token_hash)
      .execute();
    server.host.sessions.forget(hash.token_hash);
    const me = await call(server, 'GET', '/api/me', { cookie });
    expect(me.json()).toMatchObject({ dvCode: 40102 });
    expect(marker(me)?.value).toBe('1');
  });
});

describe('frontend logger limits', () => {
  it('stores at most 30 reports a minute from one address, and caps their size', async () => {
    const server = await startTestServer('sqlite');
    const count = async () =>
      Number((await server.host.db.selectFrom('frontend_log').select(server.host.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    for (let i = 0; i < 35; i++) {
      const res = await call(server, 'POST', '/api/frontendlogger', { body: { message: `TypeError ${i}` }, ip: '10.1.2.3' });
      expect(res.statusCode).toBe(200);
    }
    expect(await count()).toBe(30);
    await call(server, 'POST', '/api/frontendlogger', { body: { message: 'from elsewhere' }, ip: '10.9.9.9' });
    expect(await count()).toBe(31);
    const huge = await call(server, 'POST', '/api/frontendlogger', { body: { message: 'x'.repeat(4001) }, ip: '10.9.9.8' });
    expect(huge.json()).toMatchObject({ dvCode: 40000, field: 'message' });
    await server.close();
  });
});
