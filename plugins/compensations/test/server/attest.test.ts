import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type Env, json, startServer, claimRow } from './support';

/** The attest half's own month (the seed's claims are in October and November): September 2026, before the fixed clock. */
const FROM = '2026-09-01';
const TO = '2026-09-30';
type Line = { AnstNr: string; Open: number; Approved: number; Attested: number; Locked: number; Belopp: number; Rows: { Id: string; Status: string }[] };
type Bulk = { Changed: number; Skipped: number; SkippedWhy: Record<string, number> };

describe.each(DIALECTS)('approve and attest compensations on %s', (dialect) => {
  let env: Env;
  let per: string;
  let ftg: string;
  let avd: string;
  let bru: string;
  let n = 0;

  beforeAll(async () => {
    env = await startServer(dialect);
    per = await env.signIn('per@demo.se');
    ftg = await env.signIn('ftg@demo.se');
    avd = await env.signIn('avd@demo.se');
    bru = await env.signIn('bru@demo.se');
  });
  afterAll(() => env.server.close());

  /** a claim of the test's own (straight into the table: the attest half is about what happens next) */
  async function claim(o: Record<string, unknown> = {}): Promise<string> {
    const Id = `attest-test-${++n}`;
    await env.db
      .insertInto('compensations')
      .values(claimRow({ Id, AnstNr: env.perAnstNr, Text: `Ersättning ${n}`, ...o }))
      .execute();
    return Id;
  }
  const statusOf = async (id: string) =>
    (await env.db.selectFrom('compensations').select('Status').where('Id', '=', id).executeTakeFirstOrThrow()).Status as string;
  const step = (cookie: string, path: 'approve' | 'attest', Action: string, o: Record<string, unknown> = {}) =>
    env.call('POST', `/api/compensations/${path}`, { cookie, body: { AnstNr: [env.perAnstNr], From: FROM, To: TO, Action, ...o } });
  const auditOf = async (id: string) =>
    (await env.db.selectFrom('audit_events').selectAll().where('Plugin', '=', 'compensations').where('EntityId', '=', id).execute()) as { Action: string }[];

  it('PER approves his own claims (OPEN → APPROVED, audited, pushed) and takes the approval back', async () => {
    const id = await claim({ Datum: '2026-09-02' });
    env.frames.length = 0;
    const res = await step(per, 'approve', 'approve', { Ids: [id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Bulk>(res).Changed).toBe(1);
    expect(await statusOf(id)).toBe('APPROVED');
    const row = await env.db.selectFrom('compensations').selectAll().where('Id', '=', id).executeTakeFirstOrThrow();
    expect(row.ApprovedBy).not.toBe('');
    expect(Number(row.ApprovedAt)).toBe(new Date('2026-11-18T09:00:00Z').getTime());
    expect(env.frames.some((f) => f.frame.resource === 'compensations' && (f.frame.payload as { AnstNr: string }).AnstNr === env.perAnstNr)).toBe(true);
    expect((await auditOf(id)).map((a) => a.Action)).toEqual(['approve']);
    // a claim that is approved is locked for editing (the list's rule)
    expect((await env.call('DELETE', `/api/compensations/${id}`, { cookie: per })).statusCode).toBe(409);

    expect(json<Bulk>(await step(per, 'approve', 'unapprove', { Ids: [id] })).Changed).toBe(1);
    expect(await statusOf(id)).toBe('OPEN');
  });

  it('PER may not attest, nor approve another employee’s claims: 403 and nothing written', async () => {
    const id = await claim();
    const before = await env.server.snapshot();
    expect((await step(per, 'attest', 'attest', { Ids: [id] })).statusCode).toBe(403);
    const other = (await env.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('AnstNr', '<>', env.perAnstNr).executeTakeFirst())
      .AnstNr as string;
    const res = await env.call('POST', '/api/compensations/approve', { cookie: per, body: { AnstNr: [other], From: FROM, To: TO, Action: 'approve' } });
    expect(res.statusCode).toBe(403);
    // the wrong step on an endpoint is bad input, naming the field
    const wrong = await step(per, 'approve', 'attest');
    expect(wrong.statusCode).toBe(400);
    expect(json<{ field: string }>(wrong).field).toBe('Action');
    expect(await env.server.snapshot()).toBe(before);
    expect(await statusOf(id)).toBe('OPEN');
  });

  it('the attester attests approved claims only (the company approves first), and can take the attest back', async () => {
    const open = await claim({ Text: 'Inte godkänd' });
    const approved = await claim({ Status: 'APPROVED', Text: 'Godkänd' });
    const locked = await claim({ Status: 'LOCKED', Text: 'Överförd' });
    const ids = [open, approved, locked];
    const res = await step(ftg, 'attest', 'attest', { Ids: ids });
    expect(res.statusCode, res.body).toBe(200);
    const r = json<Bulk>(res);
    expect(r).toMatchObject({ Changed: 1, Skipped: 2 });
    expect(r.SkippedWhy).toMatchObject({ NotReady: 1, Locked: 1 });
    expect(await statusOf(approved)).toBe('ATTESTED');
    expect(await statusOf(open)).toBe('OPEN');
    const row = await env.db.selectFrom('compensations').selectAll().where('Id', '=', approved).executeTakeFirstOrThrow();
    expect(row.AttestedBy).not.toBe('');
    expect((await auditOf(approved)).map((a) => a.Action)).toEqual(['attest']);

    // back one step: with an approval step attested claims return to APPROVED (time's rule)
    expect(json<Bulk>(await step(ftg, 'attest', 'unattest', { Ids: ids })).Changed).toBe(1);
    expect(await statusOf(approved)).toBe('APPROVED');
    expect(await statusOf(locked)).toBe('LOCKED');
  });

  it('bulk per employee: every claim of the period moves, a claim dated after today is skipped', async () => {
    const a = await claim({ Datum: '2026-09-20', Status: 'APPROVED' });
    const b = await claim({ Datum: '2026-09-21', Status: 'APPROVED' });
    const future = await claim({ Datum: '2026-11-25', Status: 'APPROVED' });
    const res = await env.call('POST', '/api/compensations/attest', {
      cookie: ftg,
      body: { AnstNr: [env.perAnstNr], From: '2026-09-20', To: '2026-11-30', Action: 'attest' },
    });
    const r = json<Bulk>(res);
    expect(r.SkippedWhy.Future).toBe(1);
    expect([await statusOf(a), await statusOf(b), await statusOf(future)]).toEqual(['ATTESTED', 'ATTESTED', 'APPROVED']);
  });

  it('lists the period’s claims by employee with counts per status, in the caller’s scope', async () => {
    const res = await env.call('GET', `/api/compensations/attest?From=${FROM}&To=${TO}`, { cookie: ftg });
    expect(res.statusCode, res.body).toBe(200);
    const lines = json<Line[]>(res);
    const mine = lines.find((l) => l.AnstNr === env.perAnstNr)!;
    expect(mine.Rows.length).toBe(mine.Open + mine.Approved + mine.Attested + mine.Locked);
    expect(mine.Belopp).toBe(mine.Rows.length * 100);
    // PER (an approver of his own) sees only himself
    const own = json<Line[]>(await env.call('GET', `/api/compensations/attest?From=${FROM}&To=${TO}`, { cookie: per }));
    expect(own.map((l) => l.AnstNr)).toEqual([env.perAnstNr]);
    // the department administrator sees his departments only
    const scoped = await env.call('GET', `/api/compensations/attest?From=${FROM}&To=${TO}`, { cookie: avd });
    expect(scoped.statusCode).toBe(200);
    const avdScope = await env.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').execute();
    expect(json<Line[]>(scoped).every((l) => avdScope.some((e: { AnstNr: string }) => e.AnstNr === l.AnstNr))).toBe(true);
    // a care recipient has no claims and no attest
    expect((await env.call('GET', `/api/compensations/attest?From=${FROM}&To=${TO}`, { cookie: bru })).statusCode).toBe(403);
    // a period over a quarter is refused, naming the field
    expect((await env.call('GET', `/api/compensations/attest?From=2026-01-01&To=2026-12-31`, { cookie: ftg })).statusCode).toBe(400);
  });

  it('refuses everything with the compensations switch off, and approval without the approve view', async () => {
    const id = await claim({ Status: 'APPROVED' });
    await env.setSwitch('EnableGodkannaView', false);
    expect((await step(per, 'approve', 'unapprove', { Ids: [id] })).statusCode).toBe(403);
    await env.setSwitch('EnableGodkannaView', true);
    await env.setSwitch('EnableErsattningar', false);
    expect((await step(ftg, 'attest', 'attest', { Ids: [id] })).statusCode).toBe(403);
    expect((await env.call('GET', `/api/compensations/attest?From=${FROM}&To=${TO}`, { cookie: ftg })).statusCode).toBe(403);
    await env.setSwitch('EnableErsattningar', true);
    expect(await statusOf(id)).toBe('APPROVED');
  });
});
