import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { PaxmlCodeModel } from '../../src/contracts';
import { validatePaxml } from '../paxml-validate';
import { call, DIALECTS, json, signIn, startTimeServer, type TestServer } from './support';

const C1 = { [HEADERS.company]: '1001' };
// days of its own, far from the seed's weeks
const MON = '2025-02-03';
const TUE = '2025-02-04';
const WED = '2025-02-05';

/**
 * Issue 13, the payroll export: company codes (OT50) were written as <tidkod> and whole-day codes (SEM) as hours;
 * a payroll system that validates the file refuses it. Each company code maps to a PAXml code (defaults, editable
 * by payroll administration); day codes are written as omfattning; tidtrans carry persnr and postid.
 */
describe.each(DIALECTS)('PAXml codes and a valid export on %s', (dialect) => {
  let server: TestServer;
  let ftg: string;
  let per: string;
  let perNr: string;
  const add = async (Datum: string, TidKod: string, Timmar: number) => {
    const v = json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${Datum}&To=${Datum}`, { cookie: ftg, headers: C1 })).Days[0].Version;
    const res = await call(server, 'POST', '/api/tidrapport/rader', {
      cookie: ftg,
      headers: C1,
      body: { AnstNr: perNr, Datum, DayVersion: v, TidKod, Timmar, Brukare: 'B001' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const step = (path: string, Action: string, From: string, To: string) =>
    call(server, 'POST', path, { cookie: ftg, headers: C1, body: { AnstNr: [perNr], From, To, Action } });

  beforeAll(async () => {
    server = await startTimeServer(dialect);
    ftg = await signIn(server, 'ftg@demo.se', '1001');
    per = await signIn(server, 'per@demo.se');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
  });
  afterAll(() => server.close());

  it('lists every company code with its PAXml code: the code itself, a sensible default, or none', async () => {
    const res = await call(server, 'GET', '/api/attest/paxmlkoder', { cookie: ftg, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    const codes = json<{ TidKod: string; PaxmlKod: string | null; Chosen: boolean }[]>(res);
    expect(codes.every((c) => PaxmlCodeModel.validate(c).success)).toBe(true);
    const of = (k: string) => codes.find((c) => c.TidKod === k);
    expect(of('ARB')).toMatchObject({ PaxmlKod: 'ARB', Chosen: false });
    expect(of('OT50')).toMatchObject({ PaxmlKod: 'ÖT1', Chosen: false });
    expect(of('FLD')).toMatchObject({ PaxmlKod: 'FPE', Chosen: false });
    expect((await call(server, 'GET', '/api/attest/paxmlkoder', { cookie: per, headers: C1 })).statusCode).toBe(403);
  });

  it('changes a mapping for payroll administration only, refusing a code outside the list and naming the field', async () => {
    const bad = await call(server, 'PUT', '/api/attest/paxmlkoder/OT50', { cookie: ftg, headers: C1, body: { PaxmlKod: 'OT50' } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ field: 'PaxmlKod' });
    const ok = await call(server, 'PUT', '/api/attest/paxmlkoder/OT50', { cookie: ftg, headers: C1, body: { PaxmlKod: 'ÖT3' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({ TidKod: 'OT50', PaxmlKod: 'ÖT3', Chosen: true });
    expect((await call(server, 'PUT', '/api/attest/paxmlkoder/OT50', { cookie: per, headers: C1, body: { PaxmlKod: 'ÖT1' } })).statusCode).toBe(403);
    expect((await call(server, 'PUT', '/api/attest/paxmlkoder/NOPE', { cookie: ftg, headers: C1, body: { PaxmlKod: 'ÖT1' } })).statusCode).toBe(404);
  });

  it('exports mapped codes, a vacation day as omfattning, persnr and postid: a file a payroll system accepts', async () => {
    await add(MON, 'ARB', 7.5);
    await add(MON, 'OT50', 1);
    await add(TUE, 'SEM', 1);
    expect(json(await step('/api/godkann', 'approve', MON, TUE)).Changed).toBe(2);
    expect(json(await step('/api/attest', 'attest', MON, TUE)).Changed).toBe(2);
    const res = await call(server, 'POST', '/api/attest/paxml', { cookie: ftg, headers: C1, body: { AnstNr: [perNr], From: MON, To: TUE } });
    expect(res.statusCode, res.body).toBe(200);
    expect(validatePaxml(res.body)).toEqual([]);
    expect(res.body).toContain('<tidkod>ÖT3</tidkod>');
    expect(res.body).not.toContain('<tidkod>OT50</tidkod>');
    const sem = res.body.slice(res.body.indexOf('<tidkod>SEM</tidkod>'));
    expect(sem.slice(0, sem.indexOf('</tidtrans>'))).toContain('<omfattning>100.00</omfattning>');
  });

  it('refuses the export of a code without a PAXml code, naming it, and locks nothing', async () => {
    await server.host.db.insertInto('tidkoder').values({ FtgId: '1001', TidKod: 'EGEN', BenText: 'Egen kod', Enhet: 'h', TidKodGrupp: 'STD' }).execute();
    await add(WED, 'EGEN', 2);
    await step('/api/godkann', 'approve', WED, WED);
    await step('/api/attest', 'attest', WED, WED);
    const res = await call(server, 'POST', '/api/attest/paxml', { cookie: ftg, headers: C1, body: { AnstNr: [perNr], From: WED, To: WED } });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toContain('EGEN');
    const day = json(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${WED}&To=${WED}`, { cookie: ftg, headers: C1 })).Days[0];
    expect(day.Status).toBe('ATTESTED');
  });
});
