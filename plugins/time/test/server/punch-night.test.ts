import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { PunchListModel } from '../../src/contracts';
import { call, DIALECTS, json, signIn, startTimeServer, type TestServer } from './support';

const C1 = { [HEADERS.company]: '1001' };
let now = new Date('2026-11-18T13:00:00Z'); // 14:00 in Stockholm

/** Issue 13, bug 4: a punch 14:00–09:00 was saved as a 19-hour shift without a question. */
describe.each(DIALECTS)('punches on %s: night shifts asked, today’s plan shown', (dialect) => {
  let server: TestServer;
  let per: string;
  let perNr: string;
  beforeAll(async () => {
    server = await startTimeServer(dialect, { now: () => now });
    per = await signIn(server, 'per@demo.se');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
  });
  afterAll(() => server.close());

  it('refuses an end before the start unless the shift is confirmed to pass midnight, then books the night', async () => {
    expect((await call(server, 'POST', '/api/stamplingar/in', { cookie: per, headers: C1, body: { AnstNr: perNr, Brukare: 'B001' } })).statusCode).toBe(200);
    now = new Date('2026-11-18T15:00:00Z');
    const out = json(await call(server, 'POST', '/api/stamplingar/ut', { cookie: per, headers: C1, body: { AnstNr: perNr } }));
    const edit = (body: Record<string, unknown>) =>
      call(server, 'PUT', `/api/stamplingar/${out.Id}`, { cookie: per, headers: C1, body: { Version: out.Version, ...body } });

    const refused = await edit({ In: '14:00', Ut: '09:00' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ field: 'Ut' });
    expect(json(refused).message).toMatch(/midnatt/);

    const night = await edit({ In: '14:00', Ut: '09:00', OverMidnight: true });
    expect(night.statusCode, night.body).toBe(200);
    const day = json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=2026-11-18&To=2026-11-18`, { cookie: per, headers: C1 })).Days[0];
    expect(day.Rows.find((r: { Source: string }) => r.Source === 'PUNCH')).toMatchObject({ Start: '14:00', Slut: '09:00', Timmar: 19 });
  });

  it('lists today’s planned shift beside the punches, by the server’s Swedish date', async () => {
    const list = json(await call(server, 'GET', `/api/stamplingar?AnstNr=${perNr}&From=2026-11-16&To=2026-11-22`, { cookie: per, headers: C1 }));
    expect(PunchListModel.validate(list).success).toBe(true);
    expect(list.Today).toBe('2026-11-18');
    expect(list.TodaySchedule).toMatchObject({ Start: expect.stringMatching(/^\d\d:\d\d$/) });
  });
});
