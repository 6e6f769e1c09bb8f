import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capturePush, call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportResult, Latest, Overview, Payslip } from '../../src/contracts';
import payslipsServer from '../../server';
import { announceDuePayslips } from '../../server/publish-job';
import { paxml, type Slip } from '../fixtures';

/** The server clock of these tests: fixed, never today's date. */
const T0 = Date.parse('2026-06-15T08:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
type Frame = { to: { ftgId?: string }; frame: { event: string; resource?: string; payload?: unknown } };

describe.each(DIALECTS)('payslips endpoints on %s', (dialect) => {
  let server: TestServer & { push: any; host: any; security: any };
  let t = T0;
  const frames: Frame[] = [];
  let db: any;
  let per: string;
  let perNr: string;
  let perPersNr: string;
  let ftg: string;
  let avd: string;
  let lss: string;
  let colleague: string;
  let orgnr: string;
  let period = 0;
  /** a period id of its own for every test (no test reads another's data) */
  const nextPeriod = () => `T-${dialect}-${++period}`;

  const upload = (cookie: string, xml: string, extra: Record<string, unknown> = {}, lang = 'sv') =>
    call(server, 'POST', '/api/lonebesked/import', { cookie, headers: { ...C1, 'accept-language': lang }, body: { Paxml: xml, ...extra } });
  const overview = async (cookie: string, q = '') => {
    const res = await call(server, 'GET', `/api/lonebesked${q}`, { cookie, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    return json<Overview>(res);
  };
  const slip = (o: Partial<Slip> = {}): Slip => ({ anstid: perNr, period: nextPeriod(), betaldatum: '2026-06-10', utbetalt: 21_000, ...o });
  const payslipsOf = async (anstNr: string) =>
    db.selectFrom('payslips_payslips').selectAll().where('FtgId', '=', '1001').where('AnstNr', '=', anstNr).execute();
  const count = async (table: string) => Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  async function setSwitch(name: string, value: boolean): Promise<void> {
    await db.deleteFrom('portal_switches').where('FtgId', '=', '1001').where('Name', '=', name).execute();
    await db
      .insertInto('portal_switches')
      .values({ FtgId: '1001', Name: name, Value: JSON.stringify(value) })
      .execute();
    server.host.directory.invalidate();
  }

  beforeAll(async () => {
    server = (await createServerTester(dialect, {
      installed: ['@lonna/plugin-time'],
      plugins: [payslipsServer as never],
      render: { extraModules: [new URL('../../server/renderers.ts', import.meta.url).href] },
      jobsCheckMs: 0,
      now: () => new Date(t),
      session: { cacheMs: 0 },
      security: { simulator: { signDelayMs: 0, now: () => t } },
    })) as never;
    capturePush(server as never, frames);
    db = server.host.db;
    const acc = await db.selectFrom('accounts').select(['AnstNr', 'PersNr']).where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
    perNr = acc.AnstNr;
    perPersNr = acc.PersNr;
    colleague = (await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('AnstNr', '<>', perNr).executeTakeFirstOrThrow()).AnstNr;
    orgnr = (await db.selectFrom('companies').select('Orgnr').where('FtgId', '=', '1001').executeTakeFirstOrThrow()).Orgnr.replace(/\D/g, '');
    [per, ftg, avd, lss] = await Promise.all([
      signIn(server, 'per@demo.se', '1001'),
      signIn(server, 'ftg@demo.se', '1001'),
      signIn(server, 'avd@demo.se', '1001'),
      signIn(server, 'lss@demo.se', '1001'),
    ]);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    t += 60_000;
    frames.length = 0;
    for (const s of ['EnableLonebesked', 'EnableSaldon']) await setSwitch(s, true);
    await setSwitch('RequireBankIDLonebesked', false);
  });

  it('seeds a year of demo pay runs through the importer: monthly payslips with tax, net and balances; the coming one unseen', async () => {
    const o = await overview(per);
    expect(o.AnstNr).toBe(perNr);
    expect(o.Ar).toBe(2026);
    // January–May 2026 are paid; June's pay date (the 25th) is still to come on 15 June
    expect(o.Payslips!.filter((p) => !p.PeriodId.startsWith('T-')).map((p) => p.PeriodId)).toEqual(['2026-05', '2026-04', '2026-03', '2026-02', '2026-01']);
    expect(o.Years).toEqual(expect.arrayContaining([2026, 2025]));
    const may = o.Payslips!.find((p) => p.PeriodId === '2026-05')!;
    expect(may.Brutto).toBeGreaterThan(15_000);
    expect(may.Skatt).toBeGreaterThan(0);
    expect(may.Netto).toBeCloseTo(may.Brutto - may.Skatt, 2);
    expect(o.Balances!.Latest!.SemBetTot).toBe(25);
    expect(o.Balances!.History.length).toBeGreaterThan(3);
    const last = await overview(per, '?Ar=2025');
    expect(last.Payslips!.length).toBe(6);
  });

  it('imports a valid pay run uploaded by an administrator: PER sees it, its lines and balances; pushed and audited', async () => {
    const s = slip({ saldo: { sembettot: 25, sembetutb: 7, kompsaldo: 3.5 } });
    const res = await upload(ftg, paxml(orgnr, [s]));
    expect(res.statusCode, res.body).toBe(200);
    const r = json<ImportResult>(res);
    expect(r).toMatchObject({ Payslips: 1, Balances: 1, Replaced: 0, BetalDatum: ['2026-06-10'] });
    expect(frames).toContainEqual({ to: { ftgId: '1001' }, frame: { event: 'resource-updated', resource: 'lonebesked', payload: { AnstNr: perNr } } });
    const audit = await db.selectFrom('audit_events').selectAll().where('Plugin', '=', 'payslips').where('EntityId', '=', r.Id).execute();
    expect(audit).toHaveLength(1);

    const o = await overview(per);
    const mine = o.Payslips!.find((p) => p.PeriodId === s.period)!;
    expect(mine).toMatchObject({ BetalDatum: '2026-06-10', Netto: 21_000, Brutto: 28_000, Skatt: 7_000 });
    expect(o.Payslips![0]!.BetalDatum >= o.Payslips![o.Payslips!.length - 1]!.BetalDatum).toBe(true);
    expect(o.Balances!.Latest).toMatchObject({ Datum: '2026-06-10', SemBetTot: 25, SemBetUtb: 7, KompSaldo: 3.5 });
    const p = await call(server, 'GET', `/api/lonebesked/payslip/${mine.Id}`, { cookie: per, headers: C1 });
    expect(p.statusCode, p.body).toBe(200);
    const full = json<Payslip>(p);
    expect(full.Lines.map((l) => l.Benamning)).toEqual(['Månadslön', 'OB-tillägg kväll']);
    expect(full.Lines[1]).toMatchObject({ Antal: 10, Enhet: 'tim', APris: 50, Belopp: 500 });
    expect(full.Ack).toEqual({ Brutto: 140_000, Skatt: 35_000, Netto: 105_000 });
    // the dashboard card: the latest payslip and balances
    const latest = json<Latest>(await call(server, 'GET', '/api/lonebesked/latest', { cookie: per, headers: C1 }));
    expect(latest.Payslip?.BetalDatum).toBe('2026-06-10');
    expect(latest.Balances?.SemBetTot).toBe(25);
  });

  it('refuses invalid XML, an unknown employee and another company’s file with a field error, storing nothing', async () => {
    const before = [await count('payslips_imports'), await count('payslips_payslips')];
    const bad = await upload(ftg, '<paxml><header></paxml>');
    expect(bad.statusCode).toBe(400);
    expect(json<{ field: string; message: string }>(bad)).toMatchObject({ field: 'Paxml' });
    expect(json<{ message: string }>(bad).message).toContain('XML');

    const unknown = await upload(ftg, paxml(orgnr, [slip(), slip({ anstid: '99999' })]), {}, 'en');
    expect(unknown.statusCode).toBe(400);
    expect(json<{ message: string }>(unknown).message).toBe('Employee 99999 does not exist in the company.');

    const other = await upload(ftg, paxml('5560000000', [slip()]));
    expect(other.statusCode).toBe(400);
    expect(json<{ message: string }>(other).message).toContain('5560000000');

    const missing = await upload(ftg, paxml(orgnr, [slip({ betaldatum: '2026-02-30' })]));
    expect(json<{ message: string }>(missing).message).toContain('betaldatum');
    expect([await count('payslips_imports'), await count('payslips_payslips')]).toEqual(before);
  });

  it('re-importing the same run replaces its payslips (same id), never duplicates', async () => {
    const s = slip();
    const first = json<ImportResult>(await upload(ftg, paxml(orgnr, [s])));
    const id = (await payslipsOf(perNr)).find((p: { PeriodId: string }) => p.PeriodId === s.period).Id;
    const again = await upload(ftg, paxml(orgnr, [{ ...s, utbetalt: 22_500 }]));
    expect(json<ImportResult>(again)).toMatchObject({ Payslips: 1, Replaced: 1 });
    expect(json<ImportResult>(again).Id).not.toBe(first.Id);
    const rows = (await payslipsOf(perNr)).filter((p: { PeriodId: string }) => p.PeriodId === s.period);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Id: id, Netto: 22_500 });
  });

  it('a payslip whose pay date is still to come is not visible before it; the job announces it on the day', async () => {
    const s = slip({ betaldatum: '2026-06-25' });
    expect((await upload(ftg, paxml(orgnr, [s]))).statusCode).toBe(200);
    expect(frames.filter((f) => (f.frame.payload as { AnstNr?: string })?.AnstNr === perNr)).toEqual([]);
    expect((await overview(per)).Payslips!.some((p) => p.PeriodId === s.period)).toBe(false);
    const id = (await payslipsOf(perNr)).find((p: { PeriodId: string }) => p.PeriodId === s.period).Id;
    expect((await call(server, 'GET', `/api/lonebesked/payslip/${id}`, { cookie: per, headers: C1 })).statusCode).toBe(404);
    expect((await call(server, 'GET', `/lonebesked/pdf/${id}`, { cookie: per, headers: C1 })).statusCode).toBe(404);

    const published: { ftgId: string; frame: unknown }[] = [];
    const job = { db, now: () => new Date(t), publish: (ftgId: string, frame: unknown) => published.push({ ftgId, frame }) };
    const saved = t;
    try {
      t = Date.parse('2026-06-24T20:00:00Z');
      await announceDuePayslips(job);
      expect(published).toEqual([]);
      // 25 June in Sweden (UTC+2) has begun at 22:00 UTC
      t = Date.parse('2026-06-24T22:30:00Z');
      await announceDuePayslips(job);
      expect(published).toContainEqual({ ftgId: '1001', frame: { event: 'resource-updated', resource: 'lonebesked', payload: { AnstNr: perNr } } });
      expect((await overview(per)).Payslips!.some((p) => p.PeriodId === s.period)).toBe(true);
      // once only
      published.length = 0;
      await announceDuePayslips(job);
      expect(published).toEqual([]);
    } finally {
      t = saved;
    }
  });

  it('the payroll system imports with its company’s API key; no key, a wrong key or another company’s key is refused', async () => {
    const created = await call(server, 'POST', '/api/lonebesked/keys', { cookie: ftg, headers: C1, body: { Namn: 'Hogia Lön' } });
    expect(created.statusCode, created.body).toBe(200);
    const { Nyckel, Key } = json<{ Nyckel: string; Key: { Id: string; Prefix: string } }>(created);
    expect(Nyckel.startsWith(Key.Prefix)).toBe(true);
    const stored = await db.selectFrom('payslips_keys').selectAll().where('Id', '=', Key.Id).executeTakeFirstOrThrow();
    expect(stored.Hash).not.toContain(Nyckel);
    expect(JSON.stringify(stored)).not.toContain(Nyckel);
    // the list never shows the key again
    expect((await call(server, 'GET', '/api/lonebesked/keys', { cookie: ftg, headers: C1 })).body).not.toContain(Nyckel);

    const s = slip();
    const xml = paxml(orgnr, [s]);
    const sys = (body: unknown) => call(server, 'POST', '/api/lonebesked/system/import', { body });
    expect((await sys({ FtgId: '1001', Paxml: xml })).statusCode).toBe(400);
    expect((await sys({ FtgId: '1001', Nyckel: 'lpk_wrong', Paxml: xml })).statusCode).toBe(401);
    expect((await sys({ FtgId: '1002', Nyckel, Paxml: xml })).statusCode).toBe(401);
    expect((await payslipsOf(perNr)).some((p: { PeriodId: string }) => p.PeriodId === s.period)).toBe(false);
    const ok = await sys({ FtgId: '1001', Nyckel, Paxml: xml });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<ImportResult>(ok).Payslips).toBe(1);
    expect((await overview(per)).Payslips!.some((p) => p.PeriodId === s.period)).toBe(true);
    const imp = await db.selectFrom('payslips_imports').selectAll().where('Id', '=', json<ImportResult>(ok).Id).executeTakeFirstOrThrow();
    expect(imp).toMatchObject({ Kalla: 'API', By: 'api:Hogia Lön' });

    // an address that keeps sending wrong keys is stopped for a minute (429), even with the right key; others are not
    const guesser = (body: unknown) => call(server, 'POST', '/api/lonebesked/system/import', { body, ip: dialect === 'sqlite' ? '10.77.0.1' : '10.77.0.2' });
    for (let i = 0; i < 10; i++) expect((await guesser({ FtgId: '1001', Nyckel: `lpk_guess${i}`, Paxml: xml })).statusCode).toBe(401);
    expect((await guesser({ FtgId: '1001', Nyckel, Paxml: xml })).statusCode).toBe(429);
    expect((await sys({ FtgId: '1001', Nyckel, Paxml: xml })).statusCode).toBe(200);

    // a deleted key opens nothing
    expect((await call(server, 'DELETE', `/api/lonebesked/keys/${Key.Id}`, { cookie: ftg, headers: C1 })).statusCode).toBe(200);
    expect((await sys({ FtgId: '1001', Nyckel, Paxml: xml })).statusCode).toBe(401);
    // PER keeps no keys and uploads nothing
    expect((await call(server, 'POST', '/api/lonebesked/keys', { cookie: per, headers: C1, body: { Namn: 'x' } })).statusCode).toBe(403);
    expect((await upload(per, xml)).statusCode).toBe(403);
  });

  it('is for AVD, PER, ADM, FTG and LIC with a switch on; another role or both switches off is refused', async () => {
    expect((await call(server, 'GET', '/api/lonebesked', { cookie: lss, headers: C1 })).statusCode).toBe(403);
    const bru = await signIn(server, 'bru@demo.se', '1001');
    expect((await call(server, 'GET', '/api/lonebesked', { cookie: bru, headers: C1 })).statusCode).toBe(403);
    expect((await call(server, 'GET', '/api/lonebesked')).statusCode).toBe(401);

    await setSwitch('EnableLonebesked', false);
    const o = await overview(per);
    expect(o.Payslips).toBeNull();
    expect(o.Balances).not.toBeNull();
    const any = (await payslipsOf(perNr))[0];
    expect((await call(server, 'GET', `/api/lonebesked/payslip/${any.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(403);
    await setSwitch('EnableSaldon', false);
    expect((await call(server, 'GET', '/api/lonebesked', { cookie: per, headers: C1 })).statusCode).toBe(403);
    await setSwitch('EnableLonebesked', true);
    expect((await overview(per)).Balances).toBeNull();
  });

  it('PER sees only his own payslips: another’s id is 404, another employee 403; an administrator picks from his scope', async () => {
    const theirs = (await payslipsOf(colleague))[0];
    expect(theirs).toBeDefined();
    expect((await call(server, 'GET', `/api/lonebesked/payslip/${theirs.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(404);
    expect((await call(server, 'GET', `/lonebesked/pdf/${theirs.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(404);
    expect((await call(server, 'GET', `/api/lonebesked?AnstNr=${colleague}`, { cookie: per, headers: C1 })).statusCode).toBe(403);
    const list = json<{ AnstNr: string }[]>(await call(server, 'GET', '/api/lonebesked/employees', { cookie: per, headers: C1 }));
    expect(list.map((e) => e.AnstNr)).toEqual([perNr]);

    const all = json<{ AnstNr: string }[]>(await call(server, 'GET', '/api/lonebesked/employees', { cookie: ftg, headers: C1 }));
    expect(all.length).toBeGreaterThan(2);
    expect((await overview(ftg, `?AnstNr=${colleague}`)).AnstNr).toBe(colleague);
    // the company administrator is no employee here: he starts from the first employee of his scope
    expect((await overview(ftg)).AnstNr).toBe(all[0]!.AnstNr);
    expect((await call(server, 'GET', `/api/lonebesked/payslip/${theirs.Id}`, { cookie: ftg, headers: C1 })).statusCode).toBe(200);
    // AVD: his departments only
    const avdList = json<{ AnstNr: string }[]>(await call(server, 'GET', '/api/lonebesked/employees', { cookie: avd, headers: C1 }));
    expect(avdList.length).toBeLessThan(all.length);
    // another company's payslip is unknown here
    const ftg2 = { 'dv-selected-company': '1002' };
    expect((await call(server, 'GET', `/api/lonebesked/payslip/${theirs.Id}`, { cookie: ftg, headers: ftg2 })).statusCode).toBe(404);
  });

  it('when the company requires BankID, a payslip opens only after a fresh identification of the signed-in person', async () => {
    await setSwitch('RequireBankIDLonebesked', true);
    const mine = (await overview(per)).Payslips![0]!;
    expect((await overview(per)).NeedsBankId).toBe(true);
    const refused = await call(server, 'GET', `/api/lonebesked/payslip/${mine.Id}`, { cookie: per, headers: C1 });
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toContain('BankID');
    expect((await call(server, 'GET', `/lonebesked/pdf/${mine.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(403);

    const start = await call(server, 'POST', '/api/lonebesked/identify', { cookie: per, headers: C1 });
    expect(start.statusCode, start.body).toBe(200);
    const { orderRef } = json<{ orderRef: string }>(start);
    server.security.simulator!.open(orderRef);
    server.security.simulator!.approve(orderRef, perPersNr);
    const status = await call(server, 'GET', `/api/lonebesked/identify/${orderRef}`, { cookie: per, headers: C1 });
    expect(json<{ state: string }>(status).state).toBe('complete');
    expect((await overview(per)).NeedsBankId).toBe(false);
    expect((await call(server, 'GET', `/api/lonebesked/payslip/${mine.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(200);
    // it holds a few minutes, then asks again
    t += 11 * 60_000;
    expect((await call(server, 'GET', `/api/lonebesked/payslip/${mine.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(403);
  });

  it('answers the PDF inline: rendered from the data (pdftotext reads it), or the payroll system’s own', async () => {
    const s = slip();
    await upload(ftg, paxml(orgnr, [s]));
    const id = (await payslipsOf(perNr)).find((p: { PeriodId: string }) => p.PeriodId === s.period).Id;
    const res = await call(server, 'GET', `/lonebesked/pdf/${id}`, { cookie: per, headers: C1 });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="lonebesked-/);
    const dir = mkdtempSync(join(tmpdir(), 'payslips-'));
    writeFileSync(join(dir, 'p.pdf'), res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'p.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('Lönebesked');
    expect(text).toContain('Månadslön');
    expect(text).toContain('Att utbetala');
    expect(text).toMatch(/21\s000,00 kr/);
    expect(text).toContain('Betalda semesterdagar kvar');

    // the payroll system's own PDF is passed through as it came
    const own = Buffer.from('%PDF-1.4\n% Hogia\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const s2 = slip();
    const up = await upload(ftg, paxml(orgnr, [s2]), { Pdfer: [{ AnstNr: perNr, Pdf: own.toString('base64') }] });
    expect(up.statusCode, up.body).toBe(200);
    const id2 = (await payslipsOf(perNr)).find((p: { PeriodId: string }) => p.PeriodId === s2.period).Id;
    const passed = await call(server, 'GET', `/lonebesked/pdf/${id2}`, { cookie: per, headers: C1 });
    expect(Buffer.compare(passed.rawPayload, own)).toBe(0);
    // not a PDF: refused, nothing stored
    const notPdf = await upload(ftg, paxml(orgnr, [slip()]), { Pdfer: [{ AnstNr: perNr, Pdf: Buffer.from('<html>').toString('base64') }] });
    expect(notPdf.statusCode).toBe(400);
    expect(json<{ field: string }>(notPdf).field).toBe('Pdfer');
  });
});
