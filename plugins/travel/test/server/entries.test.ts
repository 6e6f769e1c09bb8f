import { createServerTester, DIALECTS } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverHalf from '../../server';

/** The server clock of these tests: fixed, never today's date. */
const NOW = new Date('2026-11-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;

describe.each(DIALECTS)('travel endpoints on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof createServerTester>>;
  let ftg: string;
  let ftg2: string;

  beforeAll(async () => {
    server = await createServerTester(dialect, { plugins: [serverHalf], now: () => NOW });
    ftg = await server.signInAs('FTG', '1001');
    ftg2 = await server.signInAs('FTG', '1002');
  });
  afterAll(() => server.close());

  it('lists the company’s seeded entries, newest first, with the pagination header', async () => {
    const res = await server.call('GET', '/api/travel?Page=1&PerPage=10', { cookie: ftg, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    const list = json<{ Datum: string }[]>(res);
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((e) => e.Datum)).toEqual([...list.map((e) => e.Datum)].sort().reverse());
    expect(res.headers['dv-pagination']).toBeTruthy();
  });

  it('adds an entry, which the list then shows', async () => {
    const res = await server.call('POST', '/api/travel', { cookie: ftg, headers: C1, body: { Rubrik: 'Brandövning', Datum: '2026-11-20' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ Rubrik: string }>(res).Rubrik).toBe('Brandövning');
    const list = json<{ Rubrik: string }[]>(await server.call('GET', '/api/travel', { cookie: ftg, headers: C1 }));
    expect(list.some((e) => e.Rubrik === 'Brandövning')).toBe(true);
  });

  it('refuses bad input with a 400 naming the field, in the user’s language, and writes nothing', async () => {
    const before = await server.snapshot();
    const count = async () => json<unknown[]>(await server.call('GET', '/api/travel', { cookie: ftg, headers: C1 })).length;
    const n = await count();
    for (const [body, field] of [
      [{ Rubrik: '   ', Datum: '2026-11-20' }, 'Rubrik'],
      [{ Rubrik: 'x'.repeat(121), Datum: '2026-11-20' }, 'Rubrik'],
      [{ Rubrik: 'Möte', Datum: '2026-02-30' }, 'Datum'],
    ] as const) {
      const res = await server.call('POST', '/api/travel', { cookie: ftg, headers: C1, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ field: string; message: string }>(res).field).toBe(field);
      expect(json<{ message: string }>(res).message).toContain(field);
    }
    expect(await count()).toBe(n);
    expect(await server.snapshot()).toBe(before);
  });

  it('never shows or writes another company’s entries', async () => {
    await server.call('POST', '/api/travel', { cookie: ftg2, headers: { 'dv-selected-company': '1002' }, body: { Rubrik: 'Bara 1002', Datum: '2026-11-20' } });
    const list = json<{ Rubrik: string }[]>(await server.call('GET', '/api/travel', { cookie: ftg, headers: C1 }));
    expect(list.some((e) => e.Rubrik === 'Bara 1002')).toBe(false);
    // a company the caller may not select is refused outright
    const per = await server.signInAs('PER');
    const res = await server.call('GET', '/api/travel', { cookie: per, headers: { 'dv-selected-company': '1002' } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses the care recipient (BRU) as a writer', async () => {
    const bru = await server.signInAs('BRU');
    const me = json<{ UserAccount: { FtgId: string } }>(await server.call('GET', '/api/me', { cookie: bru }));
    const res = await server.call('POST', '/api/travel', {
      cookie: bru,
      headers: { 'dv-selected-company': me.UserAccount.FtgId },
      body: { Rubrik: 'Från brukaren', Datum: '2026-11-20' },
    });
    expect(res.statusCode).toBe(403);
  });
});
