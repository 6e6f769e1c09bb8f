import { DIALECTS, call, createServerTester, signIn, type TestServer } from '@lonna/server/testing';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganiserMonth, Statement } from '../../src/contracts';
import fk3059Server from '../../server';
import { timeRow } from './time-row';

/** FK3059 on the host with the time plugin: statements from time rows, access, BankID signatures, voiding on change. */
const MONTH = '2025-03';
const ORGANISER_PERSNR = '199001012385';

describe.each(DIALECTS)('FK3059 statements on %s', (dialect) => {
  let server: TestServer;
  let t = Date.parse('2025-04-02T09:00:00Z');
  let per: string;
  let perNr: string;
  let perPersNr: string;
  let ftg: string;
  let bru: string;
  const json = <T>(r: { body: string }) => JSON.parse(r.body) as T;
  const row = (Datum: string, TidKod: string, Timmar: number, Start: string, Slut: string, Brukare: string, id: string) =>
    timeRow({ Id: `fk-${id}`, AnstNr: perNr, Datum, TidKod, Timmar, Start, Slut, Brukare }, t);

  beforeAll(async () => {
    server = await createServerTester(dialect, {
      // the time plugin as npm start loads it (its package), this plugin declared in place
      installed: ['@lonna/plugin-time'],
      plugins: [fk3059Server as never],
      // an installed package brings its renderers through ./renderers; this plugin, declared in place, names its own
      render: { extraModules: [new URL('../../server/renderers.ts', import.meta.url).href] },
      now: () => new Date(t),
      session: { cacheMs: 0 },
      security: { simulator: { signDelayMs: 0, now: () => t } },
    });
    const db = server.host.db as any;
    const account = await db.selectFrom('accounts').select(['AnstNr', 'PersNr']).where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
    perNr = account.AnstNr;
    perPersNr = account.PersNr;
    // the organiser signs with his own BankID: give the company administrator a personal number
    await db.updateTable('accounts').set({ PersNr: ORGANISER_PERSNR }).where('Login', '=', 'ftg@demo.se').execute();
    // March 2025: a split day between two care recipients, waiting time, standby, sick leave (not on the form),
    // supplements (not time), and a row of February and one of April that do not belong to March
    await db
      .insertInto('time_rows')
      .values([
        row('2025-02-28', 'ARB', 8, '08:00', '16:00', 'B001', 'feb'),
        row('2025-03-03', 'ARB', 4, '07:00', '11:00', 'B001', 'a1'),
        row('2025-03-03', 'ARB', 3.5, '12:00', '15:30', 'B002', 'a2'),
        row('2025-03-04', 'JOUR', 8, '22:00', '06:00', 'B001', 'j1'),
        row('2025-03-05', 'BER', 12, '18:00', '06:00', 'B001', 'b1'),
        row('2025-03-06', 'OT50', 1.25, '16:00', '17:15', 'B001', 'o1'),
        row('2025-03-07', 'SJK', 8, '', '', 'B001', 's1'),
        row('2025-03-08', 'OB2', 6, '', '', 'B001', 'ob'),
        row('2025-04-01', 'ARB', 8, '08:00', '16:00', 'B001', 'apr'),
      ])
      .execute();
    [per, ftg, bru] = await Promise.all([signIn(server, 'per@demo.se', '1001'), signIn(server, 'ftg@demo.se', '1001'), signIn(server, 'bru@demo.se', '1001')]);
  });
  afterAll(() => server.close());

  const mine = async (cookie = per) => json<Statement[]>(await call(server, 'GET', `/api/fk3059/assistent?Manad=${MONTH}`, { cookie }));
  const organisers = async (cookie = ftg) => json<OrganiserMonth>(await call(server, 'GET', `/api/fk3059/anordnare?Manad=${MONTH}`, { cookie })).Statements;
  const signAndApprove = async (cookie: string, body: object, persNr: string) => {
    const started = await call(server, 'POST', '/api/fk3059/sign', { cookie, body });
    expect(started.statusCode, started.body).toBe(200);
    const { orderRef } = json<{ orderRef: string }>(started);
    server.security.simulator!.open(orderRef);
    server.security.simulator!.approve(orderRef, persNr);
    t += 2_000;
    return call(server, 'GET', `/api/fk3059/sign/${orderRef}`, { cookie });
  };

  it('computes the month per care recipient, by hand: active, waiting and standby time; other months and absence left out', async () => {
    const list = await mine();
    expect(list.map((s) => s.Brukare)).toEqual(expect.arrayContaining(['B001', 'B002']));
    const b1 = list.find((s) => s.Brukare === 'B001')!;
    expect(b1.Totals).toEqual({ Aktiv: 5.25, Vante: 8, Beredskap: 12 });
    expect(b1.Lines.map((l) => [l.Datum, l.Typ, l.Timmar])).toEqual([
      ['2025-03-03', 'aktiv', 4],
      ['2025-03-04', 'vante', 8],
      ['2025-03-05', 'beredskap', 12],
      ['2025-03-06', 'aktiv', 1.25],
    ]);
    expect(list.find((s) => s.Brukare === 'B002')!.Totals).toEqual({ Aktiv: 3.5, Vante: 0, Beredskap: 0 });
    // no care recipient's personal number, no contact person yet: FK's electronic service cannot take it
    expect(b1).toMatchObject({ Deadline: '2025-05-05', Status: 'MANUAL', Manual: ['noCareRecipientId', 'noContact'], Assistant: null, Organiser: null });
  });

  it('the care recipient sees only the statements of his own assistance; the assistant only his own', async () => {
    const seen = await organisers(bru);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s.Brukare === 'B001')).toBe(true);
    expect((await mine()).every((s) => s.AnstNr === perNr)).toBe(true);
    expect((await call(server, 'GET', `/api/fk3059/anordnare?Manad=${MONTH}`, { cookie: per })).statusCode).toBe(403);
    expect((await call(server, 'GET', `/api/fk3059/assistent?Manad=2025-13`, { cookie: per })).statusCode).toBe(400);
  });

  it('the organiser cannot sign before the assistant; nobody signs another assistant’s statement as assistant', async () => {
    const early = await call(server, 'POST', '/api/fk3059/sign', { cookie: ftg, body: { AnstNr: perNr, Brukare: 'B001', Manad: MONTH, Roll: 'anordnare' } });
    expect(early.statusCode).toBe(409);
    expect(json<{ message: string }>(early).message).toMatch(/Assistenten skriver under först/);
    const foreign = await call(server, 'POST', '/api/fk3059/sign', { cookie: ftg, body: { AnstNr: perNr, Brukare: 'B001', Manad: MONTH, Roll: 'assistent' } });
    expect(foreign.statusCode).toBe(403);
  });

  it('assistant, then organiser, sign with BankID; a changed time row voids both signatures', async () => {
    const a = await signAndApprove(per, { AnstNr: perNr, Brukare: 'B001', Manad: MONTH, Roll: 'assistent' }, perPersNr);
    expect(json(a)).toEqual({ state: 'complete' });
    let b1 = (await mine()).find((s) => s.Brukare === 'B001')!;
    expect(b1.Assistant).toMatchObject({ Valid: true });
    const o = await signAndApprove(ftg, { AnstNr: perNr, Brukare: 'B001', Manad: MONTH, Roll: 'anordnare' }, ORGANISER_PERSNR);
    expect(json(o)).toEqual({ state: 'complete' });
    b1 = (await organisers()).find((s) => s.AnstNr === perNr && s.Brukare === 'B001')!;
    expect(b1.Organiser).toMatchObject({ Valid: true });
    // the stored signature is BankID's record on the exact content
    const stored = await (server.host.db as any)
      .selectFrom('fk3059_statements')
      .selectAll()
      .where('AnstNr', '=', perNr)
      .where('Brukare', '=', 'B001')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.AssistantSignature)).toMatchObject({ personalNumber: perPersNr });
    expect(JSON.parse(stored.OrganiserSignature)).toMatchObject({ personalNumber: ORGANISER_PERSNR });
    // a correction in the time report after signing: neither signature counts any more
    await (server.host.db as any).updateTable('time_rows').set({ Timmar: 4.5, Slut: '11:30' }).where('Id', '=', 'fk-a1').execute();
    b1 = (await mine()).find((s) => s.Brukare === 'B001')!;
    expect(b1.Totals.Aktiv).toBe(5.75);
    expect(b1.Assistant).toMatchObject({ Valid: false });
    expect(b1.Organiser).toMatchObject({ Valid: false });
    expect(b1.Status).toBe('MANUAL');
  });

  it('a change between the start of the signing and BankID’s answer refuses the signature', async () => {
    const started = await call(server, 'POST', '/api/fk3059/sign', { cookie: per, body: { AnstNr: perNr, Brukare: 'B002', Manad: MONTH, Roll: 'assistent' } });
    const { orderRef } = json<{ orderRef: string }>(started);
    await (server.host.db as any).updateTable('time_rows').set({ Timmar: 3 }).where('Id', '=', 'fk-a2').execute();
    server.security.simulator!.open(orderRef);
    server.security.simulator!.approve(orderRef, perPersNr);
    t += 2_000;
    const done = await call(server, 'GET', `/api/fk3059/sign/${orderRef}`, { cookie: per });
    expect(done.statusCode).toBe(409);
    expect((await mine()).find((s) => s.Brukare === 'B002')!.Assistant).toBeNull();
  });

  it('prints the signed statement like the form with both signatures, then marks it sent by hand (only when both signed)', async () => {
    const key = { AnstNr: perNr, Brukare: 'B002', Manad: MONTH };
    expect(json(await signAndApprove(per, { ...key, Roll: 'assistent' }, perPersNr))).toEqual({ state: 'complete' });
    const early = await call(server, 'POST', '/api/fk3059/manuallySent', { cookie: ftg, body: key });
    expect(early.statusCode).toBe(409);
    expect(json(await signAndApprove(ftg, { ...key, Roll: 'anordnare' }, ORGANISER_PERSNR))).toEqual({ state: 'complete' });
    const res = await call(server, 'GET', `/print/fk3059?AnstNr=${perNr}&Brukare=B002&Manad=${MONTH}`, { cookie: ftg });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = join(tmpdir(), `lonna-fk3059-${process.pid}.pdf`);
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Tidsredovisning – Assistansersättning (FK 3059)');
    expect(text).toContain('Per Persson');
    expect(text).toMatch(/Underskriven med BankID av .+\(199001012385\)/);
    expect(text).toContain('2025-03-03');
    // the assistant may print his own; another assistant's is not his
    expect((await call(server, 'GET', `/print/fk3059?AnstNr=${perNr}&Brukare=B002&Manad=${MONTH}`, { cookie: per })).statusCode).toBe(200);
    expect((await call(server, 'POST', '/api/fk3059/manuallySent', { cookie: per, body: key })).statusCode).toBe(403);
    const sent = await call(server, 'POST', '/api/fk3059/manuallySent', { cookie: ftg, body: key });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json<Statement>(sent).Status).toBe('MANUALLY_SENT');
    expect((await mine()).find((s) => s.Brukare === 'B002')!.Status).toBe('MANUALLY_SENT');
    // B001 was voided by a change: it cannot be marked sent
    expect((await call(server, 'POST', '/api/fk3059/manuallySent', { cookie: ftg, body: { ...key, Brukare: 'B001' } })).statusCode).toBe(409);
  });

  it('the dashboard cards: last month’s statements waiting for the caller’s signature in each role, with the deadline', async () => {
    const waiting = async (cookie: string, Roll: string) =>
      json<{ Manad: string; Deadline: string; Statements: { Brukare: string }[] }>(await call(server, 'GET', `/api/fk3059/waiting?Roll=${Roll}`, { cookie }));
    // on 2 April February's statements are still due on the 5th (Per has a row there): the most urgent month comes first
    const early = await waiting(per, 'assistent');
    expect(early).toMatchObject({ Manad: '2025-02', Deadline: '2025-04-05' });
    expect(early.Statements.map((s) => s.Brukare)).toContain('B001');
    // after the 5th, last month's
    t = Date.parse('2025-04-07T09:00:00Z');
    [per, ftg] = await Promise.all([signIn(server, 'per@demo.se', '1001'), signIn(server, 'ftg@demo.se', '1001')]);
    // B001's signatures were voided by a change; B002 is signed by both
    // (the time plugin's demo seed also gave Per rows on his own care recipient that month: they wait too)
    const mine = await waiting(per, 'assistent');
    expect(mine).toMatchObject({ Manad: MONTH, Deadline: '2025-05-05' });
    expect(mine.Statements.map((s) => s.Brukare)).toContain('B001');
    expect(mine.Statements.map((s) => s.Brukare)).not.toContain('B002');
    expect((await waiting(ftg, 'anordnare')).Statements.map((s) => s.Brukare)).not.toContain('B002');
    expect(json(await signAndApprove(per, { AnstNr: perNr, Brukare: 'B001', Manad: MONTH, Roll: 'assistent' }, perPersNr))).toEqual({ state: 'complete' });
    expect((await waiting(per, 'assistent')).Statements.map((s) => s.Brukare)).not.toContain('B001');
    expect((await waiting(ftg, 'anordnare')).Statements.map((s) => s.Brukare)).toContain('B001');
    expect((await waiting(per, 'anordnare')).Statements).toEqual([]);
  });

  it('the admin plugin’s reminders: each signer’s part counted for FK’s deadline (the 5th of the second month after)', async () => {
    const sources = await server.host.reminderSources('1001');
    const source = (id: string) => sources.find((s) => s.trigger === `fk3059.${id}`)!;
    expect(sources.map((s) => s.trigger)).toEqual(expect.arrayContaining(['fk3059.assistantUnsigned', 'fk3059.organiserUnsigned']));
    expect(source('assistantUnsigned').isDeadline('2025-05-05')).toBe(true);
    expect(source('assistantUnsigned').isDeadline('2025-05-06')).toBe(false);
    const ctx = { db: server.host.db, companyId: '1001', now: () => new Date(t) };
    // March's statements: B001 is now signed by the assistant alone (the test before), B002 by both
    const organiser = await source('organiserUnsigned').waiting(ctx, '2025-05-05');
    expect(organiser.get(perNr)).toBe(1);
    const assistant = await source('assistantUnsigned').waiting(ctx, '2025-05-05');
    const mine = json<Statement[]>(await call(server, 'GET', `/api/fk3059/assistent?Manad=${MONTH}`, { cookie: per }));
    expect(assistant.get(perNr) ?? 0).toBe(mine.filter((s) => !s.Assistant?.Valid).length);
    // April's are due on 5 June: nothing of March counts there
    expect((await source('organiserUnsigned').waiting(ctx, '2025-06-05')).get(perNr)).toBeUndefined();
  });
});
