import { call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Need, NeedInput, Overview, Pass, Plan, Unfilled } from '../../src/contracts';
import staffingServer from '../../server';
import { needInput } from '../need-input';
import { employeeRow } from './employee-row';

/** The server clock of these tests: fixed (Wednesday 2026-11-18, 10:00 Swedish time), never today's date. */
const NOW = new Date('2026-11-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
type Frame = { to: { ftgId?: string }; frame: { event: string; resource?: string; payload?: unknown } };

/** a need of the tests' own, in weeks no seed touches (February 2027) */
const need = (over: Partial<NeedInput> = {}): NeedInput =>
  needInput(over.FromDatum ?? '2027-02-01', {
    Avdelning: '10',
    Brukare: 'B002',
    Start: '07:00',
    Slut: '15:00',
    Upprepning: 'DAILY',
    Schemalangd: 4,
    Helgdagar: false,
    ...over,
    // four weeks from a start the test moves, unless it sets the end itself
    TomDatum:
      over.TomDatum ?? (over.FromDatum ? new Date(Date.parse(`${over.FromDatum}T00:00:00Z`) + 27 * 86_400_000).toISOString().slice(0, 10) : '2027-02-28'),
  });

describe.each(DIALECTS)('staffing endpoints on %s', (dialect) => {
  let server: TestServer & { push: any; host: any };
  let db: any;
  let ftg: string;
  let per: string;
  const frames: Frame[] = [];
  const post = (url: string, body: unknown, cookie = ftg) => call(server, 'POST', url, { cookie, headers: C1, body });
  const put = (url: string, body: unknown, cookie = ftg) => call(server, 'PUT', url, { cookie, headers: C1, body });
  const get = (url: string, cookie = ftg) => call(server, 'GET', url, { cookie, headers: C1 });
  const createNeed = async (over: Partial<NeedInput> = {}) => {
    const res = await post('/api/bemanna/behov', need(over));
    expect(res.statusCode, res.body).toBe(200);
    return json<Need>(res);
  };
  const passesOf = async (needId: string): Promise<Pass[]> => {
    const rows = await db.selectFrom('staffing_passes').selectAll().where('BehovId', '=', needId).orderBy('Datum').orderBy('Plats').execute();
    return rows;
  };
  const datesOf = async (needId: string) => [...new Set((await passesOf(needId)).map((p) => p.Datum))];
  /** two active employees of department 10 (AVD's department) and one of another department */
  let e1: string;
  let e2: string;
  let eOther: string;
  const giveCompetence = (anstNr: string, k: string) =>
    db.insertInto('employee_kompetenser').values({ FtgId: '1001', AnstNr: anstNr, KompetensId: k }).execute();
  const assign = async (passId: string, anstNr: string, cookie = ftg) => {
    const [p] = await db.selectFrom('staffing_passes').select('Version').where('Id', '=', passId).execute();
    return put(`/api/bemanna/pass/${passId}/anstalld`, { AnstNr: anstNr, Version: p.Version }, cookie);
  };
  async function setSwitch(name: string, value: unknown): Promise<void> {
    await db.deleteFrom('portal_switches').where('FtgId', '=', '1001').where('Name', '=', name).execute();
    await db
      .insertInto('portal_switches')
      .values({ FtgId: '1001', Name: name, Value: JSON.stringify(value) })
      .execute();
    server.host.directory.invalidate();
  }
  async function grantCpbem(login: string): Promise<void> {
    // the demo may already give it (avd@demo.se plans staffing)
    await db
      .insertInto('account_options')
      .values({ Login: login, Option: 'CPBEM' })
      .onConflict((oc: any) => oc.columns(['Login', 'Option']).doNothing())
      .execute();
    server.host.directory.invalidate();
  }

  beforeAll(async () => {
    server = (await createServerTester(dialect, {
      installed: ['@lonna/plugin-time'],
      plugins: [staffingServer as never],
      now: () => NOW,
      session: { cacheMs: 0 },
    })) as never;
    const hub = server.push;
    const send = hub.publish.bind(hub);
    hub.publish = (to: Frame['to'], frame: Frame['frame']) => {
      frames.push({ to, frame });
      return send(to, frame);
    };
    db = server.host.db;
    const emps = await db
      .selectFrom('employees')
      .select(['AnstNr', 'Avdelning'])
      .where('FtgId', '=', '1001')
      .where('Aktiv', '=', 1)
      .orderBy('AnstNr')
      .execute();
    const team = emps.filter((e: { Avdelning: string }) => e.Avdelning === '10').map((e: { AnstNr: string }) => e.AnstNr);
    [e1, e2] = team;
    eOther = emps.find((e: { Avdelning: string }) => e.Avdelning !== '10').AnstNr;
    // the tests' people start without competences and without absence in February 2027
    await db.deleteFrom('employee_kompetenser').where('FtgId', '=', '1001').where('AnstNr', 'in', [e1, e2, eOther]).execute();
    [ftg, per] = await Promise.all([signIn(server, 'ftg@demo.se', '1001'), signIn(server, 'per@demo.se', '1001')]);
  });
  afterAll(() => server.close());

  describe('access (spec §6: Plus, EnableBemanningView, not PER, CPBEM)', () => {
    it('lets FTG with CPBEM in and refuses PER', async () => {
      expect((await get('/api/bemanna/behov')).statusCode).toBe(200);
      expect((await get('/api/bemanna/behov', per)).statusCode).toBe(403);
    });
    it('refuses an account without the CPBEM user option (LSS in the demo)', async () => {
      const lss = await signIn(server, 'lss@demo.se', '1001');
      expect((await get('/api/bemanna/behov', lss)).statusCode).toBe(403);
    });
    it('refuses every caller when the switch is off, and without the Plus licence', async () => {
      await setSwitch('EnableBemanningView', false);
      expect((await get('/api/bemanna/behov')).statusCode).toBe(403);
      await setSwitch('EnableBemanningView', true);
      await db.updateTable('companies').set({ Plus: 0 }).where('FtgId', '=', '1001').execute();
      server.host.directory.invalidate();
      expect((await get('/api/bemanna/behov')).statusCode).toBe(403);
      await db.updateTable('companies').set({ Plus: 1 }).where('FtgId', '=', '1001').execute();
      server.host.directory.invalidate();
      expect((await get('/api/bemanna/behov')).statusCode).toBe(200);
    });
    it('never shows another company’s needs', async () => {
      const res = await call(server, 'GET', '/api/bemanna/behov', { cookie: ftg, headers: { 'dv-selected-company': '1002' } });
      // 1002 (no Plus or no switch) refuses, or answers with none of 1001's needs
      if (res.statusCode === 200) expect(json<Need[]>(res).some((n) => n.Id.startsWith('seed-need'))).toBe(false);
      else expect(res.statusCode).toBe(403);
    });
  });

  describe('needs', () => {
    it('lists the seeded needs of company 1001', async () => {
      const list = json<Need[]>(await get('/api/bemanna/behov'));
      expect(list.map((n) => n.Namn)).toEqual(expect.arrayContaining(['Natt hos Elsa', 'Morgon hos Elsa', 'Kväll hos Elsa']));
      expect(list.find((n) => n.Id === 'seed-need-morgon')?.Bemannad).toBe(true);
    });
    it('puts the seeded staffed passes in their people’s schedule as an assignment does, never per@demo.se’s employee', async () => {
      const staffed = await db
        .selectFrom('staffing_passes')
        .select(['Id', 'AnstNr', 'Datum', 'Start', 'Slut'])
        .where('FtgId', '=', '1001')
        .where('BehovId', 'like', 'seed-need-%')
        .where('AnstNr', '!=', '')
        .orderBy('Id')
        .execute();
      expect(staffed.length).toBeGreaterThan(10);
      const shifts = await db
        .selectFrom('time_planned_shifts')
        .select(['SourceId as Id', 'AnstNr', 'Datum', 'Start', 'Slut', 'Schema', 'Source'])
        .where('FtgId', '=', '1001')
        .where(
          'SourceId',
          'in',
          staffed.map((p: { Id: string }) => p.Id),
        )
        .orderBy('SourceId')
        .execute();
      expect(shifts).toEqual(staffed.map((p: object) => ({ ...p, Schema: 'Bemanning', Source: 'staffing' })));
      const per = await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
      expect(staffed.some((p: { AnstNr: string }) => p.AnstNr === per.AnstNr)).toBe(false);
    });
    it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
      const count = async () => Number((await db.selectFrom('staffing_needs').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const before = await count();
      const audits = Number((await db.selectFrom('audit_events').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      for (const [body, field] of [
        [need({ TomDatum: '2027-01-31' }), 'TomDatum'],
        [need({ FromDatum: '2026-10-01', TomDatum: '2026-11-17' }), 'TomDatum'],
        [need({ Namn: '  ' }), 'Namn'],
        [need({ Start: '25:00' }), 'Start'],
        [need({ Antal: 0 }), 'Antal'],
        [need({ Kompetenser: ['FINNSEJ'] }), 'Kompetenser'],
        [need({ Avdelning: '99' }), 'Avdelning'],
        [need({ Dagar: '18' }), 'Dagar'],
        [need({ Manader: '13' }), 'Manader'],
      ] as const) {
        const res = await post('/api/bemanna/behov', body);
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        expect(json<{ field: string }>(res).field).toBe(field);
      }
      const sv = json<{ message: string }>(await post('/api/bemanna/behov', need({ TomDatum: '2027-01-31' })));
      expect(sv.message).toBe('Slutdatum kan inte vara före startdatum.');
      expect(await count()).toBe(before);
      expect(Number((await db.selectFrom('audit_events').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(audits);
    });
    it('takes a result unit of level 1 only (the picker lists the company’s level-1 units), naming the field', async () => {
      await db
        .insertInto('result_units')
        .values([
          { FtgId: '1001', Niva: 1, ResEnh: 'RE1', Namn: 'Hemtjänst norr' },
          { FtgId: '1001', Niva: 2, ResEnh: 'RE2', Namn: 'Kostnadsställe 2' },
          { FtgId: '1002', Niva: 1, ResEnh: 'RE3', Namn: 'Another company' },
        ])
        .execute();
      for (const code of ['RE2', 'RE3']) {
        const res = await post('/api/bemanna/behov', need({ ResEnh: code }));
        expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
        expect(json<{ field: string; message: string }>(res)).toMatchObject({ field: 'ResEnh', message: expect.stringContaining(code) });
      }
      expect((await createNeed({ ResEnh: 'RE1' })).ResEnh).toBe('RE1');
    });
    it('adjusts an end past midnight to 24:00 and makes the passes of the schedule length', async () => {
      const n = await createNeed({ Start: '22:00', Slut: '06:00', Schemalangd: 1 });
      expect(n.Slut).toBe('24:00');
      // from the start (the future) for one week: 7 days
      expect(await datesOf(n.Id)).toEqual(['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06', '2027-02-07']);
      expect(n.Passer).toBe(7);
    });
    it('generates passes from each repeat kind, its factor, filters, holidays and end date', async () => {
      const none = await createNeed({ Upprepning: 'NONE' });
      expect(await datesOf(none.Id)).toEqual(['2027-02-01']);
      const daily = await createNeed({ Upprepning: 'DAILY', Faktor: 3, Schemalangd: 2 });
      expect(await datesOf(daily.Id)).toEqual(['2027-02-01', '2027-02-04', '2027-02-07', '2027-02-10', '2027-02-13']);
      // weekly every other week on Monday, Wednesday, Friday
      const weekly = await createNeed({ Upprepning: 'WEEKLY', Faktor: 2, Dagar: '135', Schemalangd: 4 });
      expect(await datesOf(weekly.Id)).toEqual(['2027-02-01', '2027-02-03', '2027-02-05', '2027-02-15', '2027-02-17', '2027-02-19']);
      // monthly on the 1st, every month but only February and March pass the months filter (12 weeks ahead)
      const monthly = await createNeed({ Upprepning: 'MONTHLY', FromDatum: '2027-01-01', TomDatum: '2027-05-31', Manader: '2,3', Schemalangd: 12 });
      expect(await datesOf(monthly.Id)).toEqual(['2027-02-01', '2027-03-01']);
      // every other month: January, March
      const everyOther = await createNeed({ Upprepning: 'MONTHLY', Faktor: 2, FromDatum: '2027-01-04', TomDatum: '2027-05-31', Schemalangd: 12 });
      expect(await datesOf(everyOther.Id)).toEqual(['2027-01-04', '2027-03-04']);
      // two people: two passes a day; the end date stops the repeat
      const two = await createNeed({ Antal: 2, FromDatum: '2027-02-25', TomDatum: '2027-02-28', Schemalangd: 2 });
      expect((await passesOf(two.Id)).length).toBe(8);
      // Christmas: no passes on holidays and holiday eves unless the need works on holidays
      const xmas = await createNeed({ FromDatum: '2026-12-21', TomDatum: '2026-12-27', Schemalangd: 1 });
      expect(await datesOf(xmas.Id)).toEqual(['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-27']);
      const xmasOn = await createNeed({ FromDatum: '2026-12-21', TomDatum: '2026-12-27', Schemalangd: 1, Helgdagar: true });
      expect((await datesOf(xmasOn.Id)).length).toBe(7);
    });
    it('generation for a period is idempotent', async () => {
      const n = await createNeed({ FromDatum: '2027-07-05', TomDatum: '2027-07-31', Schemalangd: 1 });
      expect(await datesOf(n.Id)).toHaveLength(7);
      const first = json<{ Skapade: number }>(await post('/api/bemanna/pass/generera', { From: '2027-07-12', To: '2027-07-18' }));
      const again = json<{ Skapade: number }>(await post('/api/bemanna/pass/generera', { From: '2027-07-12', To: '2027-07-18' }));
      expect(first.Skapade).toBe(7);
      expect(await datesOf(n.Id)).toHaveLength(14);
      expect(again.Skapade).toBe(0);
    });
    it('freezes a staffed need (409, offers a copy) and copies it', async () => {
      const n = await createNeed({ Schemalangd: 1 });
      const [p] = await passesOf(n.Id);
      expect((await assign(p!.Id, e1)).statusCode).toBe(200);
      const res = await put(`/api/bemanna/behov/${n.Id}`, need({ Namn: 'Ändrat' }));
      expect(res.statusCode).toBe(409);
      expect(json<{ message: string }>(res).message).toContain('Gör en kopia');
      const copy = await post(`/api/bemanna/behov/${n.Id}/kopia`, undefined);
      expect(copy.statusCode, copy.body).toBe(200);
      const c = json<Need>(copy);
      expect(c.KopiaAv).toBe(n.Id);
      expect(c.Bemannad).toBe(false);
      const changed = await put(`/api/bemanna/behov/${c.Id}`, need({ Namn: 'Ändrad kopia', Schemalangd: 1 }));
      expect(changed.statusCode, changed.body).toBe(200);
      expect(json<Need>(changed).Namn).toBe('Ändrad kopia');
      // the audit log has the creation and the change
      const events = await db.selectFrom('audit_events').select(['Event', 'EntityId']).where('EntityId', '=', c.Id).execute();
      expect(events.map((e: { Event: string }) => e.Event).sort()).toEqual(['created', 'modified']);
    });
  });

  describe('the planner: assignments checked by the shared rules on save', () => {
    it('loads employees and passes for the period with the same data the browser checks', async () => {
      const plan = json<Plan>(await get('/api/bemanna/planering?From=2027-02-01&To=2027-02-07'));
      expect(plan.Employees.length).toBeGreaterThan(5);
      expect(plan.Passes.every((p) => p.Datum >= '2027-01-31' && p.Datum <= '2027-02-08')).toBe(true);
      const dep = json<Plan>(await get('/api/bemanna/planering?From=2027-02-01&To=2027-02-07&Avdelning=20'));
      expect(dep.Employees.every((e) => e.Avdelning === '20')).toBe(true);
      expect((await get('/api/bemanna/planering?From=2027-02-01&To=2027-04-01')).statusCode).toBe(400);
    });

    it('assigns, pushes the day to everyone of the company, and records it', async () => {
      const n = await createNeed({ FromDatum: '2027-03-08', Schemalangd: 1 });
      const [p] = await passesOf(n.Id);
      frames.length = 0;
      const res = await assign(p!.Id, e2);
      expect(res.statusCode, res.body).toBe(200);
      expect(json<Pass>(res)).toMatchObject({ AnstNr: e2, Status: 'PLANNED', Version: 1 });
      expect(frames).toContainEqual({
        to: { ftgId: '1001' },
        frame: expect.objectContaining({ resource: 'bemanna', payload: { From: '2027-03-08', To: '2027-03-08' } }),
      });
      const audit = await db.selectFrom('audit_events').selectAll().where('EntityId', '=', p!.Id).execute();
      expect(audit).toHaveLength(1);
      // a stale version is a 409
      expect((await put(`/api/bemanna/pass/${p!.Id}/anstalld`, { AnstNr: '', Version: 0 })).statusCode).toBe(409);
    });

    const refused = async (first: Partial<NeedInput>, second: Partial<NeedInput>, setup?: (anstNr: string) => Promise<void>, who = e1) => {
      const a = await createNeed({ Schemalangd: 1, Upprepning: 'NONE', ...first });
      const b = await createNeed({ Schemalangd: 1, Upprepning: 'NONE', ...second });
      await setup?.(who);
      const [pa] = await passesOf(a.Id);
      const [pb] = await passesOf(b.Id);
      if (pa!.Id !== pb!.Id && first.Namn !== 'skip') expect((await assign(pa!.Id, who)).statusCode).toBe(200);
      const before = await db.selectFrom('staffing_passes').select(['AnstNr', 'Version']).where('Id', '=', pb!.Id).executeTakeFirst();
      const res = await assign(pb!.Id, who);
      expect(res.statusCode, res.body).toBe(409);
      expect(await db.selectFrom('staffing_passes').select(['AnstNr', 'Version']).where('Id', '=', pb!.Id).executeTakeFirst()).toEqual(before);
      return json<{ message: string; field: string }>(res);
    };
    it('refuses a second pass too close: daily rest (ATL 13 §)', async () => {
      const r = await refused({ FromDatum: '2027-04-05', Start: '15:00', Slut: '23:00' }, { FromDatum: '2027-04-06', Start: '06:00', Slut: '14:00' });
      expect(r.field).toBe('AnstNr');
      expect(r.message).toBe('Passet bryter mot arbetstidsreglerna: dygnsvilan blir 7 h, minst 11 h krävs (ATL 13 §)');
    });
    it('refuses an overlapping pass', async () => {
      const r = await refused({ FromDatum: '2027-04-12', Start: '08:00', Slut: '16:00' }, { FromDatum: '2027-04-12', Start: '12:00', Slut: '20:00' });
      expect(r.message).toContain('överlappar');
    });
    it('refuses over 40 h in a week (ATL 5 §) and no 36 h weekly rest (ATL 14 §)', async () => {
      // Monday–Friday 08–16 is 40 h with the weekend off; Saturday evening on top is 44 h and leaves 28 h of rest
      const week = await createNeed({ FromDatum: '2027-04-19', TomDatum: '2027-04-23', Start: '08:00', Slut: '16:00', Schemalangd: 1 });
      for (const p of await passesOf(week.Id)) expect((await assign(p.Id, e2)).statusCode).toBe(200);
      const saturday = await createNeed({ Upprepning: 'NONE', FromDatum: '2027-04-24', Start: '20:00', Slut: '24:00', Schemalangd: 1 });
      const [p] = await passesOf(saturday.Id);
      const res = await assign(p!.Id, e2);
      expect(res.statusCode).toBe(409);
      const msg = json<{ message: string }>(res).message;
      expect(msg).toContain('veckans arbetstid blir 44 h, högst 40 h (ATL 5 §)');
      expect(msg).toContain('veckovilan blir 28 h, minst 36 h krävs (ATL 14 §)');
    });
    it('refuses a pass on a day the employee is absent (a time row with an absence code)', async () => {
      const r = await refused({ Namn: 'skip', FromDatum: '2027-05-03' }, { FromDatum: '2027-05-03' }, async (anstNr) => {
        await db
          .insertInto('time_rows')
          .values({
            Id: 'absence-test',
            FtgId: '1001',
            AnstNr: anstNr,
            Datum: '2027-05-03',
            TidKod: 'SJK',
            Timmar: 8,
            CreatedAt: 0,
            UpdatedAt: 0,
            UpdatedBy: 'test',
          })
          .execute();
      });
      expect(r.message).toContain('frånvarande');
    });
    it('refuses an employee without the competence the need requires, and accepts him once he has it', async () => {
      const n = await createNeed({ Upprepning: 'NONE', FromDatum: '2027-05-10', Kompetenser: ['DELEG'], Schemalangd: 1 });
      const [p] = await passesOf(n.Id);
      const res = await assign(p!.Id, e1);
      expect(res.statusCode).toBe(409);
      expect(json<{ message: string }>(res).message).toContain('saknar kompetensen DELEG');
      await giveCompetence(e1, 'DELEG');
      expect((await assign(p!.Id, e1)).statusCode).toBe(200);
    });
    it('answers in the user’s language', async () => {
      const n1 = await createNeed({ Upprepning: 'NONE', FromDatum: '2027-05-17', Start: '16:00', Slut: '24:00' });
      const n2 = await createNeed({ Upprepning: 'NONE', FromDatum: '2027-05-18', Start: '06:00', Slut: '10:00' });
      const [a] = await passesOf(n1.Id);
      const [b] = await passesOf(n2.Id);
      expect((await assign(a!.Id, e2)).statusCode).toBe(200);
      const [v] = await db.selectFrom('staffing_passes').select('Version').where('Id', '=', b!.Id).execute();
      const res = await call(server, 'PUT', `/api/bemanna/pass/${b!.Id}/anstalld`, {
        cookie: ftg,
        headers: { ...C1, 'accept-language': 'en' },
        body: { AnstNr: e2, Version: v.Version },
      });
      expect(res.statusCode).toBe(409);
      expect(json<{ message: string }>(res).message).toMatch(/daily rest would be 6 h|dygnsvilan blir 6 h/);
    });
  });

  describe('planned passes become the employee’s schedule (the time plugin’s time_planned_shifts)', () => {
    it('assign → the time plugin’s schedule shows the pass; reassign moves it; cancel → gone; each step pushes tidrader', async () => {
      // Easter Monday 2027 (no cyclic work that day) and the ordinary Tuesday after it
      const n = await createNeed({ FromDatum: '2027-03-29', TomDatum: '2027-03-30', Start: '07:00', Slut: '15:00', Helgdagar: true, Schemalangd: 1 });
      const [p] = await passesOf(n.Id);
      expect(p!.Datum).toBe('2027-03-29');
      const dayOf = async (anstNr: string) => {
        const res = await get(`/api/schema?AnstNr=${anstNr}&From=2027-03-29&To=2027-03-29`);
        expect(res.statusCode, res.body).toBe(200);
        return json<{ Days: { Schedule: unknown }[] }>(res).Days[0]!.Schedule;
      };
      expect(await dayOf(e1)).toBeNull();
      frames.length = 0;
      expect((await assign(p!.Id, e1)).statusCode).toBe(200);
      expect(await dayOf(e1)).toEqual({ ArbSchema: 'Bemanning', Start: '07:00', Slut: '15:00', Rast: 0, Timmar: 8 });
      expect(frames).toContainEqual({
        to: { ftgId: '1001' },
        frame: {
          event: 'resource-updated',
          resource: 'tidrader',
          payload: { resource: 'tidrader', FtgId: '1001', AnstNr: e1, From: '2027-03-29', To: '2027-03-29' },
        },
      });
      // to another person: off the first one's schedule, onto the second one's; both are told
      frames.length = 0;
      expect((await assign(p!.Id, e2)).statusCode).toBe(200);
      expect(await dayOf(e1)).toBeNull();
      expect(await dayOf(e2)).toMatchObject({ Start: '07:00', Slut: '15:00' });
      const told = frames.filter((f) => f.frame.resource === 'tidrader').map((f) => (f.frame.payload as { AnstNr: string }).AnstNr);
      expect(told.sort()).toEqual([e1, e2].sort());
      const [now] = await passesOf(n.Id);
      const cancel = await put(`/api/bemanna/pass/${p!.Id}/status`, { Status: 'CANCELLED', Version: now!.Version });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(await dayOf(e2)).toBeNull();
      expect(await db.selectFrom('time_planned_shifts').selectAll().where('SourceId', '=', p!.Id).execute()).toEqual([]);
    });
    it('unassigning takes the pass off the schedule; a refused assignment writes no shift', async () => {
      const n = await createNeed({ FromDatum: '2027-03-30', TomDatum: '2027-03-30', Start: '16:00', Slut: '20:00', Schemalangd: 1, Kompetenser: ['LYFT'] });
      const [p] = await passesOf(n.Id);
      expect((await assign(p!.Id, e1)).statusCode).toBe(409);
      expect(await db.selectFrom('time_planned_shifts').selectAll().where('SourceId', '=', p!.Id).execute()).toEqual([]);
      await giveCompetence(e1, 'LYFT');
      expect((await assign(p!.Id, e1)).statusCode).toBe(200);
      expect(await db.selectFrom('time_planned_shifts').select(['AnstNr', 'Datum', 'Start', 'Slut']).where('SourceId', '=', p!.Id).execute()).toEqual([
        { AnstNr: e1, Datum: '2027-03-30', Start: '16:00', Slut: '20:00' },
      ]);
      expect((await assign(p!.Id, '')).statusCode).toBe(200);
      expect(await db.selectFrom('time_planned_shifts').selectAll().where('SourceId', '=', p!.Id).execute()).toEqual([]);
    });
  });

  describe('finalize and cancel', () => {
    it('finalizes a staffed pass that has begun, cancels a planned one, and refuses a closed one', async () => {
      // a seeded, staffed morning pass of this week (Monday) has begun
      const monday = await db
        .selectFrom('staffing_passes')
        .selectAll()
        .where('BehovId', '=', 'seed-need-morgon')
        .where('Datum', '=', '2026-11-16')
        .executeTakeFirst();
      expect(monday.AnstNr).not.toBe('');
      const fin = await put(`/api/bemanna/pass/${monday.Id}/status`, { Status: 'FINALIZED', Version: monday.Version });
      expect(fin.statusCode, fin.body).toBe(200);
      expect(json<Pass>(fin).Status).toBe('FINALIZED');
      expect((await put(`/api/bemanna/pass/${monday.Id}/status`, { Status: 'CANCELLED', Version: monday.Version + 1 })).statusCode).toBe(409);
      // a pass of next week has not begun: it cannot be finalized, but it can be cancelled
      const later = await db
        .selectFrom('staffing_passes')
        .selectAll()
        .where('BehovId', '=', 'seed-need-kvall')
        .where('Datum', '=', '2026-11-25')
        .executeTakeFirst();
      expect((await put(`/api/bemanna/pass/${later.Id}/status`, { Status: 'FINALIZED', Version: later.Version })).statusCode).toBe(409);
      const cancel = await put(`/api/bemanna/pass/${later.Id}/status`, { Status: 'CANCELLED', Version: later.Version });
      expect(json<Pass>(cancel).Status).toBe('CANCELLED');
    });
  });

  describe('overview and the dashboard card', () => {
    it('counts staffed against required per day and need', async () => {
      const o = json<Overview>(await get('/api/bemanna/overview?From=2026-11-16&To=2026-11-22'));
      const lift = o.Behov.find((n) => n.Id === 'seed-need-lyft')?.Rader.find((r) => r.Datum === '2026-11-18');
      expect(lift?.Kravs).toBe(2);
      expect(o.Behov.some((n) => n.Rader.some((r) => r.Datum === '2026-11-21' && r.Bemannade < r.Kravs))).toBe(true);
      // the day totals are the sums of the needs' days
      const sum = o.Behov.flatMap((n) => n.Rader).filter((r) => r.Datum === '2026-11-18');
      expect(o.Dagar.find((d) => d.Datum === '2026-11-18')).toEqual({
        Datum: '2026-11-18',
        Kravs: sum.reduce((n, r) => n + r.Kravs, 0),
        Bemannade: sum.reduce((n, r) => n + r.Bemannade, 0),
        Underbemannade: sum.filter((r) => r.Bemannade < r.Kravs).length,
      });
    });
    it('the card counts this week’s unfilled passes from today', async () => {
      const u = json<{ From: string; To: string; Obemannade: number }>(await get('/api/bemanna/obemannade'));
      expect(u).toMatchObject({ From: '2026-11-18', To: '2026-11-22' });
      expect(u.Obemannade).toBeGreaterThan(0);
    });
  });

  describe('the data scope per role', () => {
    it('AVD sees and plans only his department’s needs and people', async () => {
      await grantCpbem('avd@demo.se');
      const avd = await signIn(server, 'avd@demo.se', '1001');
      const needs = json<Need[]>(await get('/api/bemanna/behov', avd));
      expect(needs.length).toBeGreaterThan(0);
      expect(needs.every((n) => n.Avdelning === '10')).toBe(true);
      const other = await post('/api/bemanna/behov', need({ Avdelning: '20', Brukare: '' }), avd);
      expect(other.statusCode).toBe(403);
      const plan = json<Plan>(await get('/api/bemanna/planering?From=2027-06-07&To=2027-06-13', avd));
      expect(plan.Employees.every((e) => e.Avdelning === '10')).toBe(true);
      // a page of his rows counts only his people; one employee's row outside his scope is the host's 403
      const page = await get('/api/bemanna/planering?From=2027-06-07&To=2027-06-13&Page=1&PerPage=2', avd);
      expect(JSON.parse(String(page.headers['dv-pagination']))).toMatchObject({ Total: plan.Employees.length });
      expect(json<Plan>(page).Employees.map((e) => e.AnstNr)).toEqual(plan.Employees.slice(0, 2).map((e) => e.AnstNr));
      expect((await get(`/api/bemanna/planering?From=2027-06-07&To=2027-06-13&AnstNr=${eOther}`, avd)).statusCode).toBe(403);
      const n = await createNeed({ Upprepning: 'NONE', FromDatum: '2027-06-07' });
      const [p] = await passesOf(n.Id);
      expect((await assign(p!.Id, eOther, avd)).statusCode).toBe(403);
      // the unfilled row and a day's whole list ("+n"): only the needs of his department
      const n20 = await createNeed({ Upprepning: 'NONE', FromDatum: '2027-06-08', Avdelning: '20', Brukare: '' });
      const day = '/api/bemanna/planering/obemannade?From=2027-06-08&To=2027-06-08';
      expect(json<Unfilled>(await get(day)).Passes.some((x) => x.BehovId === n20.Id)).toBe(true);
      expect(json<Unfilled>(await get(day, avd)).Passes.some((x) => x.BehovId === n20.Id)).toBe(false);
      const week = '/api/bemanna/planering?From=2027-06-07&To=2027-06-13&Page=1&PerPage=2';
      expect(json<Plan>(await get(week)).ObemannadeBehov.some((b) => b.Id === n20.Id)).toBe(true);
      const avdWeek = json<Plan>(await get(week, avd));
      expect(avdWeek.ObemannadeBehov.some((b) => b.Id === n20.Id)).toBe(false);
      expect(avdWeek.Passes.some((x) => x.BehovId === n20.Id)).toBe(false);
    });
  });

  describe('the cyclic work schedule as availability', () => {
    it('the planner’s row names the days his cyclic schedule has no work (its cycle, holiday eves)', async () => {
      // his own schedule from Monday 2027-12-20: week 1 Monday–Wednesday, week 2 Monday–Friday
      await db
        .insertInto('employees')
        .values(employeeRow({ AnstNr: 'CYK1', FoNamn: 'Cykel', PersNr: '197001019991', Avdelning: '30' }))
        .execute();
      await db.insertInto('arbscheman').values({ FtgId: '1001', ArbSchema: 'CYK2V', BenText: 'Två veckor' }).execute();
      const day = (Vecka: number, Veckodag: number) => ({
        FtgId: '1001',
        ArbSchema: 'CYK2V',
        Vecka,
        Veckodag,
        Start: '08:00',
        Slut: '16:00',
        Rast: 0,
        Timmar: 8,
      });
      await db
        .insertInto('arbschema_dagar')
        .values([1, 2, 3].map((d) => day(1, d)).concat([1, 2, 3, 4, 5].map((d) => day(2, d))))
        .execute();
      await db
        .insertInto('employee_schedules')
        .values({ FtgId: '1001', AnstNr: 'CYK1', FromDatum: '2027-12-20', UseArbSchema: 1, ArbSchema: 'CYK2V' })
        .execute();
      const plan = json<Plan>(await get('/api/bemanna/planering?From=2027-12-20&To=2028-01-02&AnstNr=CYK1&Obemannade=false'));
      // week 1: Thursday (julafton, an eve) to Sunday; week 2: the weekend, and nyårsafton (Friday) an eve
      expect(plan.Employees[0]).toMatchObject({
        AnstNr: 'CYK1',
        Schemafri: ['2027-12-23', '2027-12-24', '2027-12-25', '2027-12-26', '2027-12-31', '2028-01-01', '2028-01-02'],
      });
      // someone without a schedule in effect is not marked
      const before = json<Plan>(await get('/api/bemanna/planering?From=2027-12-13&To=2027-12-19&AnstNr=CYK1&Obemannade=false'));
      expect(before.Employees[0]?.Schemafri).toEqual([]);
    });
  });
});
