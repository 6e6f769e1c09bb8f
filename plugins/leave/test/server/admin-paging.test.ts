import { call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaveApplication } from '../../src/contracts';
import leaveServer from '../../server';

/*
 * Issue 22: the administrators' list of applications is counted and cut in SQL — its pages are the whole list cut in
 * order (ties by id), with the whole list's total, for every filter; AVD's pages hold only his scope.
 */
const NOW = new Date('2026-03-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
type Info = { Page: number; PerPage: number; Total: number; TotalPages: number };

describe.each(DIALECTS)('leave admin list paging on %s', (dialect) => {
  let server: TestServer;
  let ftg: string;
  let avd: string;

  beforeAll(async () => {
    server = await createServerTester(dialect, {
      installed: ['@lonna/plugin-time', '@lonna/plugin-personal'],
      plugins: [leaveServer as never],
      now: () => NOW,
      session: { cacheMs: 0 },
    });
    [ftg, avd] = await Promise.all([signIn(server, 'ftg@demo.se', '1001'), signIn(server, 'avd@demo.se', '1001')]);
  });
  afterAll(() => server.close());

  const get = (cookie: string, q: string) => call(server, 'GET', `/api/leaveapplications/admin?${q}`, { cookie, headers: C1 });

  it('pages are the whole list cut in order, with its total', async () => {
    for (const [cookie, q] of [
      [ftg, ''],
      [ftg, 'Approved=false&Denied=false'],
      [ftg, 'Approved=true'],
      [avd, ''],
    ] as const) {
      const whole = json<LeaveApplication[]>(await get(cookie, q));
      expect(whole.length, q).toBeGreaterThan(1);
      const pages: LeaveApplication[] = [];
      for (let page = 1; ; page++) {
        const res = await get(cookie, `${q}&Page=${page}&PerPage=1`);
        expect(res.statusCode, res.body).toBe(200);
        const info = JSON.parse(res.headers['dv-pagination'] as string) as Info;
        expect(info).toEqual({ Page: page, PerPage: 1, Total: whole.length, TotalPages: whole.length });
        pages.push(...json<LeaveApplication[]>(res));
        if (page >= info.TotalPages) break;
      }
      expect(pages).toEqual(whole);
      const past = await get(cookie, `${q}&Page=99&PerPage=1`);
      expect(json<LeaveApplication[]>(past)).toEqual([]);
    }
    // AVD's pages hold only his departments' employees
    const mine = json<LeaveApplication[]>(await get(avd, 'Page=1&PerPage=50'));
    expect(new Set(mine.map((a) => a.Avdelning))).toEqual(new Set(['10']));
  });
});
