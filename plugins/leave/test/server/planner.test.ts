import { call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaveApplication, Mine, Plan, PlanDetail } from '../../src/contracts';
import leaveServer from '../../server';

/** a fixed clock: March 2026, the summer of 2026 is being planned */
const NOW = new Date('2026-03-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;

describe.each(DIALECTS)('the leave planner on %s', (dialect) => {
  let server: TestServer & { host: any };
  let db: any;
  let per: string;
  let ftg: string;
  let avd: string;
  let lss: string;
  let perNr: string;
  let perDep: string;
  const post = (cookie: string, path: string, body: unknown) => call(server, 'POST', path, { cookie, headers: C1, body });
  const summer = { Namn: 'Sommar 2026 (test)', FromDatum: '2026-06-01', TomDatum: '2026-08-31', MinBemanning: 2 };

  beforeAll(async () => {
    server = (await createServerTester(dialect, {
      installed: ['@lonna/plugin-time', '@lonna/plugin-personal'],
      plugins: [leaveServer as never],
      now: () => NOW,
      session: { cacheMs: 0 },
    })) as never;
    db = server.host.db;
    perNr = (await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).AnstNr;
    perDep = (await db.selectFrom('employees').select('Avdelning').where('FtgId', '=', '1001').where('AnstNr', '=', perNr).executeTakeFirstOrThrow()).Avdelning;
    [per, ftg, avd, lss] = (await Promise.all(['per@demo.se', 'ftg@demo.se', 'avd@demo.se', 'lss@demo.se'].map((l) => signIn(server, l, '1001')))) as [
      string,
      string,
      string,
      string,
    ];
    // this file's summer is its own: the seeded plan's wishes are removed
    await db.deleteFrom('leave_applications').where('FtgId', '=', '1001').where('PlanId', '!=', '').execute();
    await db.deleteFrom('leave_plans').where('FtgId', '=', '1001').execute();
  });
  afterAll(() => server.close());

  it('only LIC, ADM, FTG, AVD with the HRTIL user option plan; PER and LSS are refused', async () => {
    expect((await call(server, 'GET', '/api/leaveplanner', { cookie: ftg, headers: C1 })).statusCode).toBe(200);
    expect((await call(server, 'GET', '/api/leaveplanner', { cookie: avd, headers: C1 })).statusCode).toBe(200);
    expect((await call(server, 'GET', '/api/leaveplanner', { cookie: per, headers: C1 })).statusCode).toBe(403);
    expect((await call(server, 'GET', '/api/leaveplanner', { cookie: lss, headers: C1 })).statusCode).toBe(403);
    // without the user option: refused
    await db.deleteFrom('account_options').where('Login', '=', 'ftg@demo.se').where('Option', '=', 'HRTIL').execute();
    server.host.directory.invalidate();
    try {
      expect((await call(server, 'GET', '/api/leaveplanner', { cookie: ftg, headers: C1 })).statusCode).toBe(403);
    } finally {
      await db.insertInto('account_options').values({ Login: 'ftg@demo.se', Option: 'HRTIL' }).execute();
      server.host.directory.invalidate();
    }
  });

  it('refuses a bad plan (400 naming the field); AVD plans only for his own departments', async () => {
    for (const [body, field] of [
      [{ ...summer, Avdelning: perDep, TomDatum: '2026-05-01' }, 'TomDatum'],
      [{ ...summer, Avdelning: 'nope' }, 'Avdelning'],
      [{ ...summer, Avdelning: perDep, MinBemanning: -1 }, 'MinBemanning'],
      [{ ...summer, Avdelning: perDep, Namn: ' ' }, 'Namn'],
    ] as const) {
      const res = await post(ftg, '/api/leaveplanner', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ field: string }>(res).field).toBe(field);
    }
    const other = await db.selectFrom('departments').select('Avdelning').where('FtgId', '=', '1001').where('Avdelning', '!=', '10').executeTakeFirstOrThrow();
    const res = await post(avd, '/api/leaveplanner', { ...summer, Avdelning: other.Avdelning });
    expect(res.statusCode).toBe(400);
    expect(json<Plan[]>(await call(server, 'GET', '/api/leaveplanner', { cookie: ftg, headers: C1 }))).toHaveLength(0);
  });

  it('a plan opens for the department: the employee wishes on his page, the grid shows the weeks, the four-week rule is checked, approval approves the wishes', async () => {
    const created = await post(ftg, '/api/leaveplanner', { ...summer, Avdelning: perDep });
    expect(created.statusCode, created.body).toBe(200);
    const plan = json<Plan>(created);
    expect(plan).toMatchObject({ Status: 'OPEN', Onskemal: 0, MinBemanning: 2 });
    const mine = json<Mine>(await call(server, 'GET', '/api/leaveapplications', { cookie: per, headers: C1 }));
    expect(mine.Planer.map((p) => p.Id)).toContain(plan.Id);
    const wish = (FromDatum: string, TomDatum: string, extra: Record<string, unknown> = {}) =>
      post(per, '/api/leaveapplications', {
        Typ: 'SEM',
        FromDatum,
        TomDatum,
        Veckodagar: [1, 2, 3, 4, 5],
        Omfattning: 100,
        Orsak: '',
        SkapaTidrader: false,
        PlanId: plan.Id,
        ...extra,
      });
    // outside the plan, or not vacation: refused
    expect(json<{ field: string }>(await wish('2026-09-07', '2026-09-11')).field).toBe('FromDatum');
    expect(json<{ field: string }>(await wish('2026-07-06', '2026-07-10', { Typ: 'TJL' })).field).toBe('Typ');
    // three weeks: the four-week rule is not met
    const first = await wish('2026-07-06', '2026-07-24');
    expect(first.statusCode, first.body).toBe(200);
    let detail = json<PlanDetail>(await call(server, 'GET', `/api/leaveplanner/${plan.Id}`, { cookie: ftg, headers: C1 }));
    const row = () => detail.Rader.find((r) => r.AnstNr === perNr)!;
    expect(row().FyraVeckor).toBe(false);
    expect(detail.Veckor[0]).toMatchObject({ Mandag: '2026-06-01', Vecka: 23 });
    const w28 = detail.Veckor.findIndex((w) => w.Vecka === 28);
    expect(row().Veckor[w28]).toBe(true);
    expect(detail.Veckor[w28]!.Lediga).toBe(1);
    expect(detail.Veckor[w28]!.IArbete).toBe(detail.Rader.length - 1);
    // a fourth week after the weekend: four unbroken weeks
    expect((await wish('2026-07-27', '2026-07-31')).statusCode).toBe(200);
    detail = json<PlanDetail>(await call(server, 'GET', `/api/leaveplanner/${plan.Id}`, { cookie: ftg, headers: C1 }));
    expect(row().FyraVeckor).toBe(true);
    expect(row().Onskemal).toHaveLength(2);
    // approve the plan: every wish is an approved application, the plan is closed for wishes
    const approved = await post(ftg, `/api/leaveplanner/${plan.Id}/approve`, { Meddelande: 'Glad sommar' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<Plan>(approved).Status).toBe('APPROVED');
    const after = json<Mine>(await call(server, 'GET', '/api/leaveapplications', { cookie: per, headers: C1 }));
    const wishes = after.Ansokningar.filter((a: LeaveApplication) => a.PlanId === plan.Id);
    expect(wishes.map((a) => a.Status)).toEqual(['APPROVED', 'APPROVED']);
    expect(wishes[0]!.Meddelande).toBe('Glad sommar');
    expect(after.Planer.map((p) => p.Id)).not.toContain(plan.Id);
    expect((await post(ftg, `/api/leaveplanner/${plan.Id}/approve`, { Meddelande: '' })).statusCode).toBe(409);
    expect(json<{ field: string }>(await wish('2026-08-03', '2026-08-07')).field).toBe('PlanId');
    const audit = await db.selectFrom('audit_events').select('Action').where('Plugin', '=', 'leave').where('EntityId', '=', plan.Id).execute();
    expect(audit.map((a: { Action: string }) => a.Action)).toEqual(['created', 'approve']);
  });

  it('another company’s plan is not found', async () => {
    const [plan] = json<Plan[]>(await call(server, 'GET', '/api/leaveplanner', { cookie: ftg, headers: C1 }));
    const ftg2 = await signIn(server, 'ftg@demo.se', '1002');
    const res = await call(server, 'GET', `/api/leaveplanner/${plan!.Id}`, { cookie: ftg2, headers: { 'dv-selected-company': '1002' } });
    expect([403, 404]).toContain(res.statusCode);
  });
});
