import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import serverHalf from '../../server';

/** The server clock of these tests: fixed, never today's date. */
const NOW = new Date('2026-11-18T09:00:00Z');

/** The toolbar badge's calls, moved from the host's inbox: same paths, same replies. */
describe.each(DIALECTS)('messages inbox (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createServerTester(dialect, { plugins: [serverHalf], now: () => NOW });
  });
  afterAll(() => server.close());

  it('counts the seeded unread messages of the account in the selected company', async () => {
    const cookie = await signIn(server, 'lss@demo.se'); // 1001: Plus and EnableMeddelanden
    const res = await call(server, 'GET', '/api/messages/status', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ AntalOlast: 3 });
  });

  it('lists the newest unread first with subject, sender and date', async () => {
    const cookie = await signIn(server, 'avd@demo.se');
    const list = (await call(server, 'GET', '/api/messages/unread', { cookie })).json() as { Id: number; Subject: string; From: string; Date: string }[];
    expect(list.map((m) => m.Subject)).toEqual([
      'Julledighet – ansök senast 1 december',
      'Schemaändring vecka 48',
      'Påminnelse: rapportera tid senast den 20:e',
    ]);
    expect(list[0]).toMatchObject({ From: 'HR' });
    expect(list[0]!.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('marks a message read once, answering the new count', async () => {
    const cookie = await signIn(server, 'bru@demo.se');
    const [first] = (await call(server, 'GET', '/api/messages/unread', { cookie })).json() as { Id: number }[];
    const read = await call(server, 'POST', `/api/messages/${first!.Id}/read`, { cookie });
    expect(read.json()).toEqual({ AntalOlast: 2 });
    expect((await call(server, 'POST', `/api/messages/${first!.Id}/read`, { cookie })).json()).toEqual({ AntalOlast: 2 });
  });

  it("does not reveal or change another account's message: 404, nothing written", async () => {
    const mine = await signIn(server, 'per@demo.se');
    const [theirs] = (await call(server, 'GET', '/api/messages/unread', { cookie: await signIn(server, 'lss@demo.se') })).json() as { Id: number }[];
    const res = await call(server, 'POST', `/api/messages/${theirs!.Id}/read`, { cookie: mine, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ dvCode: 40401, message: 'The message does not exist.' });
    expect((await call(server, 'GET', '/api/messages/status', { cookie: await signIn(server, 'lss@demo.se') })).json()).toEqual({ AntalOlast: 3 });
  });

  it('needs Plus and EnableMeddelanden: 403 40300 in a company without Plus', async () => {
    const cookie = await signIn(server, 'ftg@demo.se', '1003'); // Restaurang Smak & Doft: no Plus
    const res = await call(server, 'GET', '/api/messages/status', { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ dvCode: 40300 });
  });

  it('401 without a session, 400 for a malformed id', async () => {
    expect((await call(server, 'GET', '/api/messages/status')).json()).toMatchObject({ dvCode: 40101 });
    const cookie = await signIn(server, 'lss@demo.se');
    const bad = await call(server, 'POST', '/api/messages/abc/read', { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ dvCode: 40000, field: 'Id' });
  });
});
