import { call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverHalf from '../../server';

/*
 * Issue 22: a page of a folder is counted and cut in SQL on the folder's order (newest first, then the newest id) —
 * the pages are the whole folder cut in order, with its total.
 */
const NOW = new Date('2026-11-18T09:00:00Z');
type Item = { Id: number; SentAt: number };
type Info = { Page: number; PerPage: number; Total: number; TotalPages: number };

describe.each(DIALECTS)('messages folder paging (%s)', (dialect) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await createServerTester(dialect, { plugins: [serverHalf], now: () => NOW });
    // this file's own account's inbox: seven more copies, two of them sent at the same moment (the id breaks the tie)
    const at = [1, 2, 2, 3, 5, 8, 13].map((d) => NOW.getTime() - d * 86_400_000);
    await (server.host.db as any)
      .insertInto('messages')
      .values(
        at.map((SentAt, i) => ({
          Login: 'ftg@demo.se',
          FtgId: '1001',
          Subject: `Sida ${i}`,
          Sender: 'Lön',
          Body: 'Text',
          SentAt,
          ReadAt: i % 2 ? null : SentAt,
          SenderLogin: '',
          SentId: null,
        })),
      )
      .execute();
    cookie = await signIn(server, 'ftg@demo.se', '1001');
  });
  afterAll(() => server.close());

  const get = (q: string) => call(server, 'GET', `/api/messages?${q}`, { cookie, headers: { 'dv-selected-company': '1001' } });

  it('cuts the inbox and the sent folder in pages of the whole folder, with its total', async () => {
    for (const folder of ['inbox', 'sent']) {
      const whole = (await get(`Folder=${folder}`)).json() as Item[];
      if (folder === 'inbox') expect(whole.length).toBeGreaterThanOrEqual(7);
      expect(whole.map((m) => m.SentAt)).toEqual([...whole.map((m) => m.SentAt)].sort((a, b) => b - a));
      const pages: Item[] = [];
      for (let page = 1; ; page++) {
        const res = await get(`Folder=${folder}&Page=${page}&PerPage=3`);
        expect(res.statusCode, res.body).toBe(200);
        const info = JSON.parse(res.headers['dv-pagination'] as string) as Info;
        expect(info).toEqual({ Page: page, PerPage: 3, Total: whole.length, TotalPages: Math.ceil(whole.length / 3) });
        pages.push(...(res.json() as Item[]));
        if (page >= Math.max(1, info.TotalPages)) break;
      }
      expect(pages).toEqual(whole);
    }
    const past = await get('Page=99&PerPage=3');
    expect(past.json()).toEqual([]);
  });

  // SQLite's plan names the index; PostgreSQL's planner picks by statistics on a table this small
  if (dialect === 'sqlite')
    it('reads an inbox page on the index in its order, with no sort', async () => {
      const plan = await sql<{ detail: string }>`explain query plan
        select "Id" from messages where "Login" = 'ftg@demo.se' and "FtgId" = '1001'
        order by "SentAt" desc, "Id" desc limit 3 offset 0`.execute(server.host.db);
      const detail = plan.rows.map((r) => r.detail).join('\n');
      expect(detail).toMatch(/messages_inbox_order/);
      expect(detail).not.toMatch(/TEMP B-TREE/);
    });
});
