import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calendar } from '../../src/contracts';
import { DIALECTS, json, NOW, startServer } from './support';

type Application = { Id: string; Status: string };

/** Approved leave from the leave plugin's read model in the absence calendar and "absent today". */
describe.each(DIALECTS)('leave in the absence calendar on %s', (dialect) => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let per: string;
  let ftg: string;
  let perNr: string;

  beforeAll(async () => {
    s = await startServer(dialect, () => NOW, ['@lonna/plugin-leave']);
    [per, ftg] = await Promise.all([s.signIn('per@demo.se'), s.signIn('ftg@demo.se')]);
    perNr = (await s.db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).AnstNr;
  });
  afterAll(() => s.server.close());

  const apply = async (body: object) => {
    const res = await s.call('POST', '/api/leaveapplications', {
      cookie: per,
      body: { Typ: 'SEM', Omfattning: 100, Orsak: '', SkapaTidrader: false, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<Application>(res);
  };
  const calendar = async (query: string, cookie = ftg) => {
    const res = await s.call('GET', `/api/absencecalendar?${query}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return json<Calendar>(res);
  };
  const perRow = (c: Calendar) => c.Rader.find((r) => r.AnstNr === perNr)!;

  it('an approved application shows as leave on its weekdays; one in review or denied does not', async () => {
    // Monday 16 to Friday 20 November, Wednesdays and Fridays only: today (Wednesday 18th) is one of them
    const a = await apply({ FromDatum: '2026-11-16', TomDatum: '2026-11-20', Veckodagar: [3, 5] });
    const denied = await apply({ Typ: 'TJL', FromDatum: '2027-03-08', TomDatum: '2027-03-09', Veckodagar: [1, 2, 3, 4, 5], Orsak: 'Flytt' });
    const week = 'From=2026-11-16&To=2026-11-22';
    expect(perRow(await calendar(week)).Perioder.some((p) => p.Id === a.Id)).toBe(false);

    s.frames.length = 0;
    expect((await s.call('POST', `/api/leaveapplications/${a.Id}/approve`, { cookie: ftg, body: { Meddelande: 'Ok' } })).statusCode).toBe(200);
    expect((await s.call('POST', `/api/leaveapplications/${denied.Id}/deny`, { cookie: ftg, body: { Meddelande: 'Nej' } })).statusCode).toBe(200);
    // the leave plugin's push, which the calendar and the card follow
    await new Promise((done) => setTimeout(done, 0));
    expect(s.frames.some((f) => f.frame.resource === 'ledighetsansokningar')).toBe(true);

    const leave = perRow(await calendar(week)).Perioder.find((p) => p.Id === a.Id);
    expect(leave).toEqual({ Id: a.Id, Typ: 'SEM', From: '2026-11-16', To: '2026-11-20', Omfattning: 100, Oppen: false, Kalla: 'leave', Veckodagar: '35' });
    expect(perRow(await calendar('From=2027-03-08&To=2027-03-14')).Perioder.some((p) => p.Id === denied.Id)).toBe(false);

    // the type filter: leave by its own type, not under sickness
    expect(perRow(await calendar(`${week}&Typ=SEM`)).Perioder.map((p) => p.Id)).toContain(a.Id);
    expect(perRow(await calendar(`${week}&Typ=SJK`)).Perioder.some((p) => p.Id === a.Id)).toBe(false);
    // the department filter: per@demo.se's department shows him, another does not
    const dept = perRow(await calendar(week)).Avdelning;
    expect(perRow(await calendar(`${week}&Avdelning=${dept}`)).Perioder.map((p) => p.Id)).toContain(a.Id);
    const other = (await calendar(week)).Avdelningar.find((d) => d.Avdelning !== dept)!;
    expect((await calendar(`${week}&Avdelning=${other.Avdelning}`)).Rader.some((r) => r.AnstNr === perNr)).toBe(false);

    // the employee sees himself in the calendar with his leave
    expect(perRow(await calendar(week, per)).Perioder.map((p) => p.Id)).toContain(a.Id);

    // absent today (Wednesday): on leave; the seeded comp day off (Monday 23rd) is not today
    const today = json<{ AnstNr: string; Typ: string }[]>(await s.call('GET', '/api/absencecalendar/today', { cookie: ftg }));
    expect(today.filter((t) => t.AnstNr === perNr)).toEqual([expect.objectContaining({ Typ: 'SEM', Omfattning: 100 })]);

    // a revert takes it out again
    expect((await s.call('POST', `/api/leaveapplications/${a.Id}/revert`, { cookie: ftg, body: { Meddelande: '' } })).statusCode).toBe(200);
    expect(perRow(await calendar(week)).Perioder.some((p) => p.Id === a.Id)).toBe(false);
  });

  it('a leave on days outside its weekdays is not absence today', async () => {
    // Thursday 19 November only: not today
    const b = await apply({ FromDatum: '2026-11-19', TomDatum: '2026-11-19', Veckodagar: [4], Typ: 'KOMP' });
    expect((await s.call('POST', `/api/leaveapplications/${b.Id}/approve`, { cookie: ftg, body: { Meddelande: '' } })).statusCode).toBe(200);
    const today = json<{ AnstNr: string }[]>(await s.call('GET', '/api/absencecalendar/today', { cookie: ftg }));
    expect(today.some((t) => t.AnstNr === perNr)).toBe(false);
    const c = await calendar('From=2026-11-16&To=2026-11-22&Typ=KOMP');
    expect(perRow(c).Perioder.map((p) => [p.Typ, p.From, p.Veckodagar])).toContainEqual(['KOMP', '2026-11-19', '4']);
  });
});
