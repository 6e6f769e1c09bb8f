import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/build-server';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from '../support/test-server';
import { listen, openSocket, settle } from './socket-client';

const devPush = (server: TestServer, cookie: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/api/dev/push', { cookie, body, headers });

describe.each(DIALECTS)('push hub (%s)', (dialect) => {
  let server: TestServer;
  let address: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    address = await listen(server);
  });
  afterAll(() => server.close());

  it('refuses a socket without a session: 401 40101, no upgrade', async () => {
    await expect(openSocket(address)).rejects.toMatchObject({ status: 401, body: { dvCode: 40101 } });
  });

  it('refuses a foreign Origin even with a valid session: 403 40310', async () => {
    const cookie = await signIn(server, 'lss@demo.se');
    await expect(openSocket(address, { cookie, origin: 'https://evil.example' })).rejects.toMatchObject({ status: 403, body: { dvCode: 40310 } });
  });

  it('refuses a company outside the access list: 403 40301', async () => {
    const cookie = await signIn(server, 'lss@demo.se');
    await expect(openSocket(address, { cookie, company: '1002' })).rejects.toMatchObject({ status: 403, body: { dvCode: 40301 } });
  });

  it('greets a socket with the build id', async () => {
    const socket = await openSocket(address, { cookie: await signIn(server, 'lss@demo.se') });
    expect(await socket.next('app-version-updated')).toEqual({ event: 'app-version-updated', payload: { buildId: 'test-build' } });
    socket.close();
  });

  it('delivers a company event only to sockets of that company', async () => {
    const lss = await openSocket(address, { cookie: await signIn(server, 'lss@demo.se') }); // 1001
    const ftg1 = await openSocket(address, { cookie: await signIn(server, 'ftg1@demo.se') }); // 1002
    const ftgCookie = await signIn(server, 'ftg@demo.se', '1003');
    const ftgOn1002 = await openSocket(address, { cookie: ftgCookie, company: '1002' });
    const ftgOn1003 = await openSocket(address, { cookie: ftgCookie });

    const res = await devPush(server, await signIn(server, 'ftg1@demo.se'), { event: 'resource-updated', resource: 'perlista' });
    expect(res.statusCode).toBe(200);
    expect(await ftg1.next('resource-updated')).toEqual({ event: 'resource-updated', resource: 'perlista' });
    expect(await ftgOn1002.next('resource-updated')).toEqual({ event: 'resource-updated', resource: 'perlista' });
    await settle();
    expect(lss.frames.filter((f) => f.event === 'resource-updated')).toEqual([]);
    expect(ftgOn1003.frames.filter((f) => f.event === 'resource-updated')).toEqual([]);

    // the dev push follows dv-selected-company like every call
    await devPush(server, ftgCookie, { event: 'employee-numbers-changed', changed: ['12'] }, { 'dv-selected-company': '1001' });
    expect(await lss.next('employee-numbers-changed')).toEqual({ event: 'employee-numbers-changed', payload: { changed: ['12'] } });
    await settle();
    expect(ftgOn1003.frames.filter((f) => f.event === 'employee-numbers-changed')).toEqual([]);
    [lss, ftg1, ftgOn1002, ftgOn1003].forEach((s) => s.close());
  });

  it('delivers a new message only to its account, and the unread count is real', async () => {
    const lssCookie = await signIn(server, 'lss@demo.se');
    const lss = await openSocket(address, { cookie: lssCookie });
    const ftgCookie = await signIn(server, 'ftg@demo.se', '1001');
    const ftg = await openSocket(address, { cookie: ftgCookie });
    const before = (await call(server, 'GET', '/api/messages/status', { cookie: lssCookie })).json().AntalOlast as number;

    const res = await devPush(server, lssCookie, { event: 'new-unread-message', Subject: 'Ny lönespecifikation', From: 'Löneavdelningen' });
    expect(res.statusCode).toBe(200);
    const frame = await lss.next('new-unread-message');
    expect(frame.payload).toMatchObject({ Subject: 'Ny lönespecifikation', From: 'Löneavdelningen' });
    expect((await call(server, 'GET', '/api/messages/status', { cookie: lssCookie })).json()).toEqual({ AntalOlast: before + 1 });
    await settle();
    expect(ftg.frames.filter((f) => f.event === 'new-unread-message')).toEqual([]);
    lss.close();
    ftg.close();
  });

  it('closes the socket at logout and sends nothing after it', async () => {
    const cookie = await signIn(server, 'lss@demo.se');
    const socket = await openSocket(address, { cookie });
    await socket.next('app-version-updated');
    expect((await call(server, 'GET', '/api/logout', { cookie })).statusCode).toBe(200);
    expect((await socket.closed).code).toBe(4001);
    const other = await signIn(server, 'lss@demo.se');
    await devPush(server, other, { event: 'resource-updated', resource: 'tidkoder' });
    await settle();
    expect(socket.frames).toEqual([]);
  });

  it('tells the other sessions of an account why they ended when its password changes; the changer stays', async () => {
    const first = await signIn(server, 'per@demo.se');
    const second = await signIn(server, 'per@demo.se');
    const mine = await openSocket(address, { cookie: first });
    const theirs = await openSocket(address, { cookie: second });
    await mine.next('app-version-updated');
    await theirs.next('app-version-updated');

    const res = await call(server, 'POST', '/api/changepassword', { cookie: first, body: { CurrentPassword: 'demo1234', NewPassword: 'Sommar-Ledig-2027' } });
    expect(res.statusCode).toBe(200);
    expect(await theirs.next('session-ended')).toEqual({ event: 'session-ended', payload: { reason: 'passwordChanged' } });
    expect((await theirs.closed).code).toBe(4001);

    // the changer's socket followed its new token and still hears its company
    const renewed = `lonna_session=${res.cookies.find((c) => c.name === 'lonna_session')!.value}`;
    await devPush(server, renewed, { event: 'resource-updated', resource: 'kompetenser' });
    expect(await mine.next('resource-updated')).toEqual({ event: 'resource-updated', resource: 'kompetenser' });
    expect(mine.frames.filter((f) => f.event === 'session-ended')).toEqual([]);
    mine.close();
  });

  it('a browser away when its session was ended hears why on its next call and its next socket; a logout is not explained', async () => {
    const away = await signIn(server, 'avd@demo.se');
    const connected = await openSocket(address, { cookie: await signIn(server, 'avd@demo.se') });
    await connected.next('app-version-updated');
    // what an administrator's change does (the admin plugin's users endpoint calls the same)
    await server.host.sessions.endSessionsOfAccount('avd@demo.se', 'accessRemoved');
    expect(await connected.next('session-ended')).toEqual({ event: 'session-ended', payload: { reason: 'accessRemoved' } });

    const res = await call(server, 'GET', '/api/portalInfo', { cookie: away, headers: { 'accept-language': 'sv' } });
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body)).toEqual({ dvCode: 40103, message: 'Din behörighet till portalen har tagits bort.' });
    const late = await openSocket(address, { cookie: away });
    expect(await late.next('session-ended')).toEqual({ event: 'session-ended', payload: { reason: 'accessRemoved' } });
    expect(await late.closed).toEqual({ code: 4001, reason: 'accessRemoved' });

    const loggedOut = await signIn(server, 'avd@demo.se');
    expect((await call(server, 'GET', '/api/logout', { cookie: loggedOut })).statusCode).toBe(200);
    expect(JSON.parse((await call(server, 'GET', '/api/portalInfo', { cookie: loggedOut })).body).dvCode).toBe(40101);
  });

  it('checks the dev push body: 400 naming the field, and needs a session', async () => {
    const cookie = await signIn(server, 'lss@demo.se');
    const bad = await devPush(server, cookie, { event: 'session-ended' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ dvCode: 40000, field: 'event' });
    expect((await call(server, 'POST', '/api/dev/push', { body: { event: 'resource-updated' } })).statusCode).toBe(401);
  });
});

describe.each(DIALECTS)('changes made anywhere in the database reach the portals (%s)', (dialect) => {
  it('employee numbers, register edits and care recipients, only to their company', async () => {
    const server = await startTestServer(dialect, { dataWatchMs: 100 });
    try {
      const address = await listen(server);
      const lss = await openSocket(address, { cookie: await signIn(server, 'lss@demo.se') }); // 1001
      const other = await openSocket(address, { cookie: await signIn(server, 'ftg1@demo.se') }); // 1002
      const { db } = server.host;
      const row = await db.selectFrom('employees').selectAll().where('FtgId', '=', '1001').limit(1).executeTakeFirstOrThrow();

      await db
        .insertInto('employees')
        .values({ ...row, AnstNr: '9901' })
        .execute();
      expect(await lss.next('employee-numbers-changed')).toEqual({ event: 'employee-numbers-changed' });
      expect(await lss.next('resource-updated')).toEqual({ event: 'resource-updated', resource: 'perlista' });

      // a name is no new number: the list reloads, nothing else
      await db.updateTable('employees').set({ FoNamn: 'Ny' }).where('FtgId', '=', '1001').where('AnstNr', '=', '9901').execute();
      expect(await lss.next('resource-updated')).toEqual({ event: 'resource-updated', resource: 'perlista' });
      await settle(300);
      expect(lss.frames.filter((f) => f.event === 'employee-numbers-changed')).toEqual([]);

      const carer = await db.selectFrom('brukare').selectAll().where('FtgId', '=', '1001').limit(1).executeTakeFirstOrThrow();
      await db
        .insertInto('brukare')
        .values({ ...carer, Brukare: 'B999' })
        .execute();
      expect(await lss.next('caretaker-numbers-changed')).toEqual({ event: 'caretaker-numbers-changed' });

      await settle(300);
      expect(other.frames.filter((f) => f.event !== 'app-version-updated')).toEqual([]);
      lss.close();
      other.close();
    } finally {
      await server.close();
    }
  });
});

describe('the development push in production', () => {
  it('does not exist with NODE_ENV=production', async () => {
    const server = await startTestServer('sqlite', { env: { NODE_ENV: 'production' } });
    const cookie = await signIn(server, 'lss@demo.se');
    const res = await devPush(server, cookie, { event: 'resource-updated', resource: 'perlista' });
    expect(res.statusCode).toBe(404);
    await server.close();
  });
});

describe.each(DIALECTS.filter((d) => d === 'postgres'))('two instances on one database (%s)', () => {
  it('an event raised on one instance reaches a client connected to the other', async () => {
    const url = process.env.PG_URL!;
    const schema = `lonna_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const options = { databaseUrl: url, pgSchema: schema, portalDist: null, validateReplies: true, buildId: 'test-build' };
    const a = await buildServer(options);
    const b = await buildServer(options);
    try {
      expect(b.seeded).toBe(false);
      await Promise.all([a.push.ready(), b.push.ready()]);
      const addressB = await listen(b);
      const socket = await openSocket(addressB, { cookie: await signIn(b, 'lss@demo.se') });
      await socket.next('app-version-updated');

      // raised on A (dev push and a message delivery), heard on B
      const onA = await signIn(a, 'lss@demo.se');
      expect((await call(a, 'POST', '/api/dev/push', { cookie: onA, body: { event: 'caretaker-numbers-changed' } })).statusCode).toBe(200);
      expect(await socket.next('caretaker-numbers-changed', 5000)).toEqual({ event: 'caretaker-numbers-changed' });
      await call(a, 'POST', '/api/dev/push', { cookie: onA, body: { event: 'new-unread-message', Subject: 'Från instans A' } });
      expect((await socket.next('new-unread-message', 5000)).payload).toMatchObject({ Subject: 'Från instans A' });

      // a logout on A closes the socket on B
      const socketCookie = await signIn(b, 'lss@demo.se');
      const second = await openSocket(addressB, { cookie: socketCookie });
      await call(a, 'GET', '/api/logout', { cookie: socketCookie });
      expect((await second.closed).code).toBe(4001);
      socket.close();
    } finally {
      await a.app.close();
      await b.app.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});
