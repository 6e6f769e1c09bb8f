import { call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { employeeRow } from './employee-row';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MassPlan, MassResult, Need, NeedInput } from '../../src/contracts';
import staffingServer from '../../server';
import { needInput } from '../need-input';

/** The server clock of these tests: fixed (Wednesday 2026-11-18, 10:00 Swedish time), never today's date. */
const NOW = new Date('2026-11-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
type Frame = { to: { ftgId?: string }; frame: { event: string; resource?: string; payload?: unknown } };

/** the tests' own department and people (nobody else's data): MP with M1–M3, MQ with Q1 */
const MP = ['MP1', 'MP2', 'MP3'];

const need = (over: Partial<NeedInput>): NeedInput =>
  needInput(over.FromDatum ?? '2027-03-01', { Namn: 'Massbehov', Avdelning: 'MP', Start: '07:00', Slut: '15:00', ...over });

describe.each(DIALECTS)('the mass planner and the schedule export on %s', (dialect) => {
  let server: TestServer & { push: any; host: any };
  let db: any;
  let ftg: string;
  const frames: Frame[] = [];
  const post = (url: string, body: unknown, cookie = ftg) => call(server, 'POST', url, { cookie, headers: C1, body });
  const createNeed = async (over: Partial<NeedInput>) => {
    const res = await post('/api/bemanna/behov', need(over));
    expect(res.statusCode, res.body).toBe(200);
    return json<Need>(res);
  };
  const propose = async (body: Record<string, string>, cookie = ftg) => {
    const res = await post('/api/bemanna/massplanering/forslag', body, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return json<MassPlan>(res);
  };
  const apply = (plan: MassPlan, cookie = ftg) => post('/api/bemanna/massplanering', { Assignments: plan.Proposals }, cookie);

  beforeAll(async () => {
    server = (await createServerTester(dialect, {
      installed: ['@lonna/plugin-time'],
      plugins: [staffingServer as never],
      now: () => NOW,
      session: { cacheMs: 0 },
      render: { extraModules: [new URL('../../server/renderers.ts', import.meta.url).href] },
    })) as never;
    const hub = server.push;
    const send = hub.publish.bind(hub);
    hub.publish = (to: Frame['to'], frame: Frame['frame']) => {
      frames.push({ to, frame });
      return send(to, frame);
    };
    db = server.host.db;
    await db
      .insertInto('departments')
      .values([
        { FtgId: '1001', Avdelning: 'MP', Namn: 'Massplan' },
        { FtgId: '1001', Avdelning: 'MQ', Namn: 'Massplan Q' },
      ])
      .execute();
    const emp = (AnstNr: string, Avdelning: string, i: number) => ({
      ...employeeRow({ AnstNr, FoNamn: 'Mass', PersNr: `19800101${String(1000 + i)}`, Avdelning }),
    });
    await db
      .insertInto('employees')
      .values([...MP.map((a, i) => emp(a, 'MP', i)), emp('MQ1', 'MQ', 9)])
      .execute();
    ftg = await signIn(server, 'ftg@demo.se', '1001');
  });
  afterAll(() => server.close());

  it('refuses PER, and bad input with a 400 naming the field', async () => {
    const per = await signIn(server, 'per@demo.se', '1001');
    expect((await post('/api/bemanna/massplanering/forslag', { From: '2027-03-01', To: '2027-03-07' }, per)).statusCode).toBe(403);
    const bad = await post('/api/bemanna/massplanering/forslag', { From: '2027-03-07', To: '2027-03-01' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ field?: string }>(bad).field).toBe('To');
    expect((await post('/api/bemanna/massplanering', { Assignments: [] })).statusCode).toBe(400);
  });

  it('refuses a need it cannot see (another company’s, or none) instead of answering an empty plan', async () => {
    // the harness's BOLA sweep found the dry run answering 200 with no proposals for another company's need id
    const res = await post('/api/bemanna/massplanering/forslag', { From: '2027-03-01', To: '2027-03-07', BehovId: 'no-such-need' });
    expect(res.statusCode, res.body).toBe(404);
  });

  it('proposes fairly (fewest hours, then AnstNr), keeps the rules, says why a pass stays open, and writes nothing', async () => {
    const day = await createNeed({ FromDatum: '2027-03-01', Antal: 3 });
    const evening = await createNeed({ Namn: 'Kväll', FromDatum: '2027-03-01', Start: '15:00', Slut: '22:00' });
    // MP2 is sick on Tuesday (a time row with an absence code): only MP1 and MP3 can work, the third place stays open
    await db
      .insertInto('time_rows')
      .values({ Id: 'mass-sjk', FtgId: '1001', AnstNr: 'MP2', Datum: '2027-03-02', TidKod: 'SJK', Timmar: 8, CreatedAt: 0, UpdatedAt: 0, UpdatedBy: 't' })
      .execute();
    const tue = await createNeed({ Namn: 'Tisdag', FromDatum: '2027-03-02', Antal: 3 });
    const before = await db.selectFrom('staffing_passes').select(['Id', 'AnstNr', 'Version']).where('BehovId', 'in', [day.Id, evening.Id, tue.Id]).execute();
    const plan = await propose({ From: '2027-03-01', To: '2027-03-07', Avdelning: 'MP' });
    const mon = plan.Shown.filter((p) => p.Pass.BehovId === day.Id).map((p) => p.AnstNr);
    expect(mon).toEqual(['MP1', 'MP2', 'MP3']);
    // the evening pass after a day pass leaves 9 h of daily rest (ATL 13 §): nobody may take it
    const open = plan.NotFilled.find((n) => n.Pass.BehovId === evening.Id);
    expect(open?.Reasons).toEqual([{ Rule: 'dailyRest', Antal: 3 }]);
    expect(plan.Shown.filter((p) => p.Pass.BehovId === tue.Id).map((p) => p.AnstNr)).toEqual(['MP1', 'MP3']);
    const tueOpen = plan.NotFilled.find((n) => n.Pass.BehovId === tue.Id);
    expect(tueOpen?.Reasons).toEqual(
      expect.arrayContaining([
        { Rule: 'absence', Antal: 1 },
        { Rule: 'overlap', Antal: 2 },
      ]),
    );
    // deterministic: the same answer twice; and the dry run wrote nothing
    expect(await propose({ From: '2027-03-01', To: '2027-03-07', Avdelning: 'MP' })).toEqual(plan);
    expect(await db.selectFrom('staffing_passes').select(['Id', 'AnstNr', 'Version']).where('BehovId', 'in', [day.Id, evening.Id, tue.Id]).execute()).toEqual(
      before,
    );
  });

  it('asks those whose cyclic schedule has work that day first (the schedule as availability, not a rule)', async () => {
    const person = (AnstNr: string, i: number) => employeeRow({ AnstNr, FoNamn: 'Cykel', PersNr: `19800103${String(1000 + i)}`, Avdelning: 'CY' });
    await db.insertInto('departments').values({ FtgId: '1001', Avdelning: 'CY', Namn: 'Cykel' }).execute();
    await db
      .insertInto('employees')
      .values([person('CY1', 1), person('CY2', 2)])
      .execute();
    // CY1 works Monday–Wednesday, CY2 Thursday–Sunday, both full-week hours (so fairness alone would alternate)
    await db
      .insertInto('arbscheman')
      .values([
        { FtgId: '1001', ArbSchema: 'CYFORE', BenText: 'Mån–ons' },
        { FtgId: '1001', ArbSchema: 'CYEFTER', BenText: 'Tors–sön' },
      ])
      .execute();
    const day = (ArbSchema: string, Veckodag: number) => ({ FtgId: '1001', ArbSchema, Vecka: 1, Veckodag, Start: '07:00', Slut: '17:00', Rast: 0, Timmar: 10 });
    await db
      .insertInto('arbschema_dagar')
      .values([1, 2, 3].map((d) => day('CYFORE', d)).concat([4, 5, 6, 7].map((d) => day('CYEFTER', d))))
      .execute();
    await db
      .insertInto('employee_schedules')
      .values([
        { FtgId: '1001', AnstNr: 'CY1', FromDatum: '2020-01-06', UseArbSchema: 1, ArbSchema: 'CYFORE' },
        { FtgId: '1001', AnstNr: 'CY2', FromDatum: '2020-01-06', UseArbSchema: 1, ArbSchema: 'CYEFTER' },
      ])
      .execute();
    await createNeed({ Avdelning: 'CY', FromDatum: '2027-04-19', TomDatum: '2027-04-25', Upprepning: 'DAILY', Start: '08:00', Slut: '12:00' });
    const plan = await propose({ From: '2027-04-19', To: '2027-04-25', Avdelning: 'CY' });
    expect(plan.Shown.map((p) => [p.Pass.Datum, p.AnstNr])).toEqual([
      ['2027-04-19', 'CY1'],
      ['2027-04-20', 'CY1'],
      ['2027-04-21', 'CY1'],
      ['2027-04-22', 'CY2'],
      ['2027-04-23', 'CY2'],
      ['2027-04-24', 'CY2'],
      ['2027-04-25', 'CY2'],
    ]);
  });

  it('shares passes by contracted hours: a half-time schedule (20 h) gets half the full-timer’s share', async () => {
    const person = (AnstNr: string, i: number) => ({
      ...employeeRow({ AnstNr, FoNamn: 'Kontrakt', PersNr: `19800102${String(1000 + i)}`, Avdelning: 'MS' }),
    });
    await db.insertInto('departments').values({ FtgId: '1001', Avdelning: 'MS', Namn: 'Kontrakt' }).execute();
    await db
      .insertInto('employees')
      .values([person('MS1', 1), person('MS2', 2)])
      .execute();
    // MS2 works a half-time schedule (Mon–Fri 4 h); MS1 has none: full time
    await db.insertInto('arbscheman').values({ FtgId: '1001', ArbSchema: 'MSHALV', BenText: 'Deltid 50 %' }).execute();
    await db
      .insertInto('arbschema_dagar')
      .values(
        [1, 2, 3, 4, 5].map((Veckodag) => ({ FtgId: '1001', ArbSchema: 'MSHALV', Vecka: 1, Veckodag, Start: '08:00', Slut: '12:00', Rast: 0, Timmar: 4 })),
      )
      .execute();
    await db.insertInto('employee_schedules').values({ FtgId: '1001', AnstNr: 'MS2', FromDatum: '2020-01-01', UseArbSchema: 1, ArbSchema: 'MSHALV' }).execute();
    await createNeed({ Avdelning: 'MS', FromDatum: '2027-04-12', TomDatum: '2027-04-18', Upprepning: 'DAILY', Start: '07:00', Slut: '11:00' });
    const plan = await propose({ From: '2027-04-12', To: '2027-04-18', Avdelning: 'MS' });
    // by share of the week: 4/40 vs 0, then 4/40 vs 4/20, … — MS2 gets two of seven, MS1 five
    expect(plan.Shown.map((p) => p.AnstNr)).toEqual(['MS1', 'MS2', 'MS1', 'MS1', 'MS2', 'MS1', 'MS1']);
  });

  it('warns when the person is of another department than the need, and reports nobody with the competence', async () => {
    await db
      .insertInto('kompetenser')
      .values([
        { FtgId: '1001', Id: 'MQKOMP', Namn: 'Massplan Q' },
        { FtgId: '1001', Id: 'NOBODYHAS', Namn: 'Ingen har den' },
      ])
      .execute();
    await db.insertInto('employee_kompetenser').values({ FtgId: '1001', AnstNr: 'MP1', KompetensId: 'MQKOMP' }).execute();
    const n = await createNeed({ Avdelning: 'MQ', FromDatum: '2027-03-08', Kompetenser: ['MQKOMP'] });
    const plan = await propose({ From: '2027-03-08', To: '2027-03-08', BehovId: n.Id });
    expect(plan.Shown.map((p) => [p.AnstNr, p.Warnings])).toEqual([['MP1', ['otherDepartment']]]);
    const none = await createNeed({ Avdelning: 'MQ', FromDatum: '2027-03-09', Kompetenser: ['NOBODYHAS'] });
    const p2 = await propose({ From: '2027-03-09', To: '2027-03-09', BehovId: none.Id });
    expect(p2.Proposals).toEqual([]);
    expect(p2.NotFilled[0]?.Reasons.every((r) => r.Rule === 'competence')).toBe(true);
  });

  it('applies in one go: passes, the schedule rows, audit, push; a pass changed meanwhile is refused and reported', async () => {
    const n = await createNeed({ FromDatum: '2027-03-15', TomDatum: '2027-03-16', Upprepning: 'DAILY', Antal: 2 });
    const plan = await propose({ From: '2027-03-15', To: '2027-03-16', BehovId: n.Id });
    expect(plan.Proposals).toHaveLength(4);
    // someone plans one of the passes by hand meanwhile
    const first = plan.Proposals[0]!;
    const taken = { Id: first.PassId, Version: first.Version };
    const manual = await call(server, 'PUT', `/api/bemanna/pass/${taken.Id}/anstalld`, {
      cookie: ftg,
      headers: C1,
      body: { AnstNr: 'MP3', Version: taken.Version },
    });
    expect(manual.statusCode, manual.body).toBe(200);
    frames.length = 0;
    const res = await apply(plan);
    expect(res.statusCode, res.body).toBe(200);
    const out = json<MassResult>(res);
    expect(out.Applied).toBe(3);
    expect(out.Refused).toEqual([{ PassId: taken.Id, AnstNr: plan.Proposals[0]!.AnstNr, Reason: expect.stringContaining('ändrats sedan förslaget') }]);
    const rows = await db.selectFrom('staffing_passes').select(['Id', 'AnstNr']).where('BehovId', '=', n.Id).execute();
    expect(rows.every((r: { AnstNr: string }) => r.AnstNr !== '')).toBe(true);
    const shifts = await db
      .selectFrom('time_planned_shifts')
      .select(['SourceId', 'Schema'])
      .where('Source', '=', 'staffing')
      .where('Datum', 'in', ['2027-03-15', '2027-03-16'])
      .execute();
    expect(shifts).toHaveLength(4);
    const audit = await db.selectFrom('audit_events').select('EntityId').where('Action', '=', 'massplan').execute();
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(frames.some((f) => f.frame.resource === 'bemanna')).toBe(true);
    expect(frames.filter((f) => f.frame.resource === 'tidrader').length).toBeGreaterThanOrEqual(1);
    // applying the same proposal again changes nothing: every pass has changed since
    const again = json<MassResult>(await apply(plan));
    expect(again.Applied).toBe(0);
    expect(again.Refused).toHaveLength(4);
  });

  it('checks the rules again on apply: an assignment that now breaks one is refused in its words', async () => {
    const a = await createNeed({ FromDatum: '2027-03-22', Start: '07:00', Slut: '15:00' });
    const b = await createNeed({ FromDatum: '2027-03-22', Start: '16:00', Slut: '22:00' });
    const pa = await propose({ From: '2027-03-22', To: '2027-03-22', BehovId: a.Id });
    const pb = await propose({ From: '2027-03-22', To: '2027-03-22', BehovId: b.Id });
    const forced = {
      Assignments: [
        { ...pa.Proposals[0]!, AnstNr: 'MP1' },
        { ...pb.Proposals[0]!, AnstNr: 'MP1' },
      ],
    };
    const out = json<MassResult>(await post('/api/bemanna/massplanering', forced));
    expect(out.Applied).toBe(1);
    expect(out.Refused[0]!.Reason).toContain('dygnsvilan');
  });

  it('keeps to the data scope: AVD fills only his department’s needs with his people; someone outside it is a 403', async () => {
    await db
      .insertInto('account_options')
      .values({ Login: 'avd@demo.se', Option: 'CPBEM' })
      .onConflict((oc: any) => oc.columns(['Login', 'Option']).doNothing())
      .execute();
    server.host.directory.invalidate();
    const avd = await signIn(server, 'avd@demo.se', '1001');
    const mine = await createNeed({ Avdelning: '10', FromDatum: '2027-03-29' });
    const theirs = await createNeed({ Avdelning: 'MP', FromDatum: '2027-03-29' });
    const plan = await propose({ From: '2027-03-29', To: '2027-03-29' }, avd);
    const needs = new Set([...plan.Shown, ...plan.NotFilled].map((p) => p.Pass.BehovId));
    expect(needs.has(mine.Id)).toBe(true);
    expect(needs.has(theirs.Id)).toBe(false);
    expect(plan.Proposals.every((p) => !p.AnstNr.startsWith('M'))).toBe(true);
    const theirPass = (await propose({ From: '2027-03-29', To: '2027-03-29', BehovId: theirs.Id })).Proposals[0]!;
    const res = await post('/api/bemanna/massplanering', { Assignments: [{ ...theirPass, AnstNr: 'MP1' }] }, avd);
    expect(res.statusCode).toBe(403);
  });

  it('exports the planned passes as PAXml schematransaktioner (one dag per person and day, core’s header)', async () => {
    const a = await createNeed({ FromDatum: '2027-04-05', Start: '13:00', Slut: '15:00', Avdelning: 'MQ' });
    const b = await createNeed({ FromDatum: '2027-04-05', Start: '18:00', Slut: '24:00', Avdelning: 'MQ' });
    for (const n of [a, b]) {
      const plan = await propose({ From: '2027-04-05', To: '2027-04-05', BehovId: n.Id });
      const forced = { ...plan, Proposals: plan.Proposals.map((p) => ({ ...p, AnstNr: 'MQ1' })) };
      expect(json<MassResult>(await apply(forced)).Applied).toBe(1);
    }
    const res = await call(server, 'GET', '/api/bemanna/schematransaktioner?From=2027-04-05&To=2027-04-05&Avdelning=MQ', { cookie: ftg, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toContain('xsi:noNamespaceSchemaLocation="http://www.paxml.se/2.0/paxml.xsd"');
    expect(xml).toContain('<format>LÖNIN</format>');
    expect(xml).toMatch(
      /<schematransaktioner>\s+<schema anstid="MQ1" persnr="198001011009">\s+<dag datum="2027-04-05" starttid="2027-04-05T13:00:00" sluttid="2027-04-06T00:00:00" timmar="8.00"\/>\s+<\/schema>\s+<\/schematransaktioner>/,
    );
    // PER never reaches it
    const per = await signIn(server, 'per@demo.se', '1001');
    expect((await call(server, 'GET', '/api/bemanna/schematransaktioner?From=2027-04-05&To=2027-04-05', { cookie: per, headers: C1 })).statusCode).toBe(403);
  });
});
