import { describe, expect, it } from 'vitest';
import { call, DIALECTS, signIn, startTwinServers } from '../support/test-server';
import { listen, openSocket } from './socket-client';

// LONNA_WORKERS > 1: several processes on one database. On SQLite their hubs are joined by the cluster primary's
// relay (startTwinServers joins the twins the same way); on PostgreSQL by LISTEN/NOTIFY.
describe.each(DIALECTS)('push between two instances on one database (%s)', (dialect) => {
  // two servers built and seeded, several scrypt sign-ins: generous on a shared machine (never a timing assertion)
  it('a publish on one instance reaches a socket on the other; a logout there closes it', { timeout: 120_000 }, async () => {
    const twins = await startTwinServers(dialect);
    const { a, b } = twins;
    try {
      await Promise.all([a.push.ready(), b.push.ready()]);
      const addressB = await listen(b);
      const socket = await openSocket(addressB, { cookie: await signIn(b, 'lss@demo.se') });
      await socket.next('app-version-updated');

      // raised on A by the hub (what ctx.publish and jobs do) and by a handler, heard on B
      await a.push.publish({ ftgId: '1001' }, { event: 'resource-updated', resource: 'perlista' });
      expect(await socket.next('resource-updated', 5000)).toEqual({ event: 'resource-updated', resource: 'perlista' });
      const onA = await signIn(a, 'lss@demo.se');
      expect((await call(a, 'POST', '/api/dev/push', { cookie: onA, body: { event: 'new-unread-message', Subject: 'Från instans A' } })).statusCode).toBe(200);
      expect((await socket.next('new-unread-message', 5000)).payload).toMatchObject({ Subject: 'Från instans A' });

      // another company's event never reaches it
      await a.push.publish({ ftgId: '1002' }, { event: 'resource-updated', resource: 'other' });
      await a.push.publish({ ftgId: '1001' }, { event: 'resource-updated', resource: 'mine' });
      expect((await socket.next('resource-updated', 5000)).resource).toBe('mine');

      // a logout on A ends the session's socket on B
      const shared = await signIn(b, 'lss@demo.se');
      const second = await openSocket(addressB, { cookie: shared });
      await second.next('app-version-updated');
      await call(a, 'GET', '/api/logout', { cookie: shared });
      expect((await second.closed).code).toBe(4001);
      socket.close();
    } finally {
      await twins.close();
    }
  });

  // session 16: the session row is cached per instance; a sign-out, a sign-in over it and a password change on one
  // instance must end the session on the other at once, not when its cache runs out (ten minutes here)
  it('a sign-out, a new sign-in and a password change on one instance end the session on the other at once', { timeout: 120_000 }, async () => {
    const twins = await startTwinServers(dialect, { session: { cacheMs: 600_000 } });
    const { a, b } = twins;
    const me = (server: typeof a, cookie: string) => call(server, 'GET', '/api/me', { cookie });
    try {
      await Promise.all([a.push.ready(), b.push.ready()]);
      // sign-out on A
      const out = await signIn(a, 'lss@demo.se');
      expect((await me(b, out)).statusCode).toBe(200);
      expect((await call(a, 'GET', '/api/logout', { cookie: out })).statusCode).toBe(200);
      await expect.poll(async () => (await me(b, out)).statusCode, { timeout: 5000 }).toBe(401);

      // another sign-in on A with the same browser's cookie replaces the session: the old token is dead on B
      const replaced = await signIn(a, 'lss@demo.se');
      expect((await me(b, replaced)).statusCode).toBe(200);
      const again = await call(a, 'POST', '/api/authenticate', { cookie: replaced, body: { Login: 'lss@demo.se', Password: 'demo1234' } });
      expect(again.statusCode).toBe(200);
      await expect.poll(async () => (await me(b, replaced)).statusCode, { timeout: 5000 }).toBe(401);

      // a password change on A ends the account's other sessions on B too
      const other = await signIn(b, 'lss@demo.se');
      const changer = await signIn(a, 'lss@demo.se');
      expect((await me(b, other)).statusCode).toBe(200);
      const changed = await call(a, 'POST', '/api/changepassword', { cookie: changer, body: { CurrentPassword: 'demo1234', NewPassword: 'ny-hemlighet-42' } });
      expect(changed.statusCode).toBe(200);
      await expect.poll(async () => (await me(b, other)).json().dvCode, { timeout: 5000 }).toBe(40101);
    } finally {
      await twins.close();
    }
  });

  // a switch changed on one worker: the other forgot its cached company at once, not when its cache ran out (a user
  // turned shift trade on and was refused by the other worker for a while). The cache here would hold ten minutes.
  it('an access change on one instance is seen by the other at once', { timeout: 120_000 }, async () => {
    const twins = await startTwinServers(dialect, { session: { cacheMs: 600_000 } });
    const { a, b } = twins;
    try {
      await Promise.all([a.push.ready(), b.push.ready()]);
      const before = (await b.host.directory.company('1001'))!.portal.PassbyteTyp;
      const next = before === 'F' ? 'C' : 'F';
      const adm = await signIn(a, 'adm@demo.se');
      const res = await call(a, 'PUT', '/api/admin/portalinfo/PassbyteTyp', { cookie: adm, headers: { 'dv-selected-company': '1001' }, body: { Value: next } });
      expect(res.statusCode).toBe(200);
      await expect.poll(async () => (await b.host.directory.company('1001'))!.portal.PassbyteTyp, { timeout: 5000 }).toBe(next);
    } finally {
      await twins.close();
    }
  });
});
