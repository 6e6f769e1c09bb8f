import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRow, DIALECTS, type Env, json, startServer } from './support';

/** The export's own month: August 2026 (the seed's claims are in October and November). */
const FROM = '2026-08-01';
const TO = '2026-08-31';

const pdfTextOf = (bytes: Buffer, name: string) => {
  const file = join(tmpdir(), `lonna-compensations-${name}-${process.pid}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe.each(DIALECTS)('PAXml export and prints of compensations on %s', (dialect) => {
  let env: Env;
  let per: string;
  let ftg: string;
  let avd: string;

  beforeAll(async () => {
    env = await startServer(dialect);
    per = await env.signIn('per@demo.se');
    ftg = await env.signIn('ftg@demo.se');
    avd = await env.signIn('avd@demo.se');
    // each row below sets its own id, date, type, amount and status
    const base = claimRow({ Id: '', AnstNr: env.perAnstNr });
    await env.db
      .insertInto('compensations')
      .values([
        {
          ...base,
          Id: 'px-1',
          Datum: '2026-08-03',
          Typ: 'UTLÄGG',
          LonKod: '650',
          Text: 'Tåg & buss <Borås>',
          Antal: 1,
          Belopp: 214,
          Moms: 12.11,
          Status: 'ATTESTED',
          Varugrupp: 'RESA',
        },
        {
          ...base,
          Id: 'px-2',
          Datum: '2026-08-05',
          Typ: 'MIL',
          LonKod: '620',
          Text: 'Hembesök',
          Antal: 6.4,
          Belopp: 160,
          Status: 'ATTESTED',
          Origin: 'MILEAGE',
          GuideId: 'g-px',
          ResEnhet1: 'P10',
        },
        {
          ...base,
          Id: 'px-3',
          Datum: '2026-08-10',
          Typ: 'TRAKT',
          LonKod: '710',
          Text: 'Traktamente Oslo',
          FromDatum: '2026-08-10',
          TomDatum: '2026-08-12',
          Antal: 3,
          Belopp: 2_178,
          Valuta: 'NOK',
          Valutakurs: 0.98,
          Status: 'ATTESTED',
          Origin: 'PERDIEM',
          GuideId: 'g-trip',
        },
        { ...base, Id: 'px-4', Datum: '2026-08-20', Typ: 'ERS', LonKod: '660', Text: 'Inte attesterad', Antal: 1, Belopp: 50, Status: 'APPROVED' },
      ])
      .execute();
  });
  afterAll(() => env.server.close());

  const exportAs = (cookie: string) => env.call('POST', '/api/compensations/paxml', { cookie, body: { AnstNr: [env.perAnstNr], From: FROM, To: TO } });

  it('payroll administration only: PER and the department administrator are refused, nothing locked', async () => {
    expect((await exportAs(per)).statusCode).toBe(403);
    expect((await exportAs(avd)).statusCode).toBe(403);
    const statuses = await env.db.selectFrom('compensations').select('Status').where('Id', 'in', ['px-1', 'px-2', 'px-3']).execute();
    expect(statuses.map((s: { Status: string }) => s.Status)).toEqual(['ATTESTED', 'ATTESTED', 'ATTESTED']);
  });

  it('exports attested claims as lonetrans and per diem as resetrans, then locks them (audited, pushed)', async () => {
    env.frames.length = 0;
    const res = await exportAs(ftg);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      isArray: (n) => ['lonetrans', 'resetrans', 'resenhet'].includes(n),
    }).parse(xml);
    expect(doc.paxml.header).toMatchObject({ format: 'LÖNIN', version: '2.0' });
    expect(String(doc.paxml.header.foretagorgnr)).toMatch(/^\d{10}$/);
    const lon = doc.paxml.lonetransaktioner.lonetrans as Record<string, any>[];
    expect(lon.map((l) => l['@postid'])).toEqual(['px-1', 'px-2']);
    const persnr = (await env.db.selectFrom('employees').select('PersNr').where('FtgId', '=', '1001').where('AnstNr', '=', env.perAnstNr).executeTakeFirst())
      .PersNr;
    expect(lon[0]).toMatchObject({ '@anstid': env.perAnstNr, '@persnr': persnr, lonkod: '650', benamning: 'Tåg & buss <Borås>', datum: '2026-08-03' });
    expect(lon[0]).toMatchObject({ antal: '1.00', apris: '214.00', belopp: '214.00', moms: '12.11', varugrupp: 'RESA' });
    // mileage: quantity in mil and the price per mil; the guide groups its rows; the result unit goes along
    expect(lon[1]).toMatchObject({ lonkod: '620', antal: '6.40', apris: '25.00', belopp: '160.00', samlingsid: 'g-px' });
    expect(lon[1]!.resenheter.resenhet).toEqual([{ '@dim': '1', '@id': 'P10' }]);
    expect(lon[1]!.moms).toBeUndefined();
    const rese = doc.paxml.resetransaktioner.resetrans as Record<string, any>[];
    expect(doc.paxml.resetransaktioner['@landskodstd']).toBe('SE');
    expect(rese).toHaveLength(1);
    expect(rese[0]).toMatchObject({
      '@postid': 'px-3',
      tidpunkt: '2026-08-10T00:00:00',
      resekod: '710',
      valutakod: 'NOK',
      valutafaktor: '0.98',
      belopp: '2178.00',
    });
    expect(rese[0]).toMatchObject({ specifikation: 'Traktamente Oslo', samlingsid: 'g-trip' });
    // the approved one is not in payroll yet
    expect(xml).not.toContain('px-4');

    const rows = await env.db.selectFrom('compensations').select(['Id', 'Status', 'ExportedAt']).where('Id', 'like', 'px-%').orderBy('Id').execute();
    expect(rows.map((r: { Status: string }) => r.Status)).toEqual(['LOCKED', 'LOCKED', 'LOCKED', 'APPROVED']);
    expect(Number(rows[0].ExportedAt)).toBe(new Date('2026-11-18T09:00:00Z').getTime());
    const audit = await env.db.selectFrom('audit_events').select('Action').where('Plugin', '=', 'compensations').where('EntityId', '=', 'px-1').execute();
    expect(audit.map((a: { Action: string }) => a.Action)).toContain('export');
    expect(env.frames.some((f) => f.frame.resource === 'compensations')).toBe(true);

    // exported once: nothing is left to export (400, naming the field), nothing changes
    const again = await exportAs(ftg);
    expect(again.statusCode).toBe(400);
    expect(json<{ field: string }>(again).field).toBe('AnstNr');
    // a locked claim never moves back
    const back = await env.call('POST', '/api/compensations/attest', {
      cookie: ftg,
      body: { AnstNr: [env.perAnstNr], From: FROM, To: TO, Action: 'unattest' },
    });
    expect(json<{ Changed: number }>(back).Changed).toBe(0);
  });

  it('prints the employee’s compensations (ErsattningarPrint) with the rows, the total and the signatures', async () => {
    const res = await env.call('GET', `/print/ersattningar?AnstNr=${env.perAnstNr}&From=${FROM}&To=${TO}`, { cookie: ftg });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfTextOf(res.rawPayload, 'ers');
    expect(text).toContain('Ersättningar');
    expect(text).toContain('Tåg & buss <Borås>');
    expect(text).toContain('Inte attesterad');
    expect(text).toMatch(/Summa\s+2\s?602,00/);
    expect(text).toMatch(/Överförd till\s+lön/);
    expect(text).toMatch(/Godkänd, ej\s+attesterad/);
    expect(text).toContain('Attestantens underskrift');
    expect(text).not.toMatch(/\b(OPEN|APPROVED|ATTESTED|LOCKED)\b/);
  });

  it('prints the travel expense report (ReserakningPrint): per diem and mileage only', async () => {
    const res = await env.call('GET', `/print/reserakning?AnstNr=${env.perAnstNr}&From=${FROM}&To=${TO}`, { cookie: per });
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfTextOf(res.rawPayload, 'rese');
    expect(text).toContain('Traktamente Oslo');
    expect(text).toMatch(/2026-08-10[\s\S]*– 2026-08-12/);
    expect(text).toContain('Hembesök');
    expect(text).not.toContain('Tåg & buss');
    expect(text).not.toContain('Inte attesterad');
  });

  it('prints only employees of the caller’s scope', async () => {
    const other = (await env.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('AnstNr', '<>', env.perAnstNr).executeTakeFirst())
      .AnstNr as string;
    expect((await env.call('GET', `/print/ersattningar?AnstNr=${other}&From=${FROM}&To=${TO}`, { cookie: per })).statusCode).toBe(403);
    await env.setSwitch('EnableUtskrifter', false);
    expect((await env.call('GET', `/print/ersattningar?AnstNr=${env.perAnstNr}&From=${FROM}&To=${TO}`, { cookie: per })).statusCode).toBe(403);
    await env.setSwitch('EnableUtskrifter', true);
  });
});

/**
 * One payroll file (issue 19: compensations as lonetrans and travel reports as resetrans beside the time
 * transactions): time's export (`POST /api/attest/paxml`) asks the compensations plugin's payroll section for the
 * same employees and period, writes its claims in the same file and locks them with the time in one transaction.
 */
describe.each(DIALECTS)('one PAXml file of time and compensations on %s', (dialect) => {
  let env: Env;
  let ftg: string;
  // months of their own, far from the seed's and from the describe above
  const MARCH = { From: '2025-03-01', To: '2025-03-31' };
  const APRIL = { From: '2025-04-01', To: '2025-04-30' };
  const claim = (Id: string, Datum: string, Typ: string, LonKod: string, Belopp: number, Origin = 'MANUAL') =>
    claimRow({
      Id,
      AnstNr: env.perAnstNr,
      Datum,
      Typ,
      LonKod,
      Text: `${Typ} ${Datum}`,
      Belopp,
      Origin,
      GuideId: Origin === 'MANUAL' ? '' : `g-${Id}`,
      Status: 'ATTESTED',
    });
  const exportTime = (period: { From: string; To: string }) =>
    env.call('POST', '/api/attest/paxml', { cookie: ftg, body: { AnstNr: [env.perAnstNr], ...period } });
  const statusOf = async (ids: string[]) =>
    (await env.db.selectFrom('compensations').select(['Id', 'Status']).where('Id', 'in', ids).orderBy('Id').execute()).map((r: { Status: string }) => r.Status);

  beforeAll(async () => {
    env = await startServer(dialect);
    ftg = await env.signIn('ftg@demo.se');
    // a reported, approved and attested day of time in March, through time's own API
    const Datum = '2025-03-04';
    const day = json<{ Days: { Version: number }[] }>(
      await env.call('GET', `/api/tidrapport?AnstNr=${env.perAnstNr}&From=${Datum}&To=${Datum}`, { cookie: ftg }),
    );
    const row = await env.call('POST', '/api/tidrapport/rader', {
      cookie: ftg,
      body: { AnstNr: env.perAnstNr, Datum, DayVersion: day.Days[0]!.Version, TidKod: 'ARB', Timmar: 8, Brukare: 'B001' },
    });
    expect(row.statusCode, row.body).toBe(200);
    for (const [path, Action] of [
      ['/api/godkann', 'approve'],
      ['/api/attest', 'attest'],
    ])
      expect((await env.call('POST', path!, { cookie: ftg, body: { AnstNr: [env.perAnstNr], From: Datum, To: Datum, Action } })).statusCode).toBe(200);
    await env.db
      .insertInto('compensations')
      .values([
        claim('one-1', '2025-03-05', 'UTLÄGG', '650', 120),
        claim('one-2', '2025-03-06', 'TRAKT', '710', 290, 'PERDIEM'),
        { ...claim('one-3', '2025-03-07', 'ERS', '660', 50), Status: 'APPROVED' },
        claim('one-4', '2025-04-02', 'UTLÄGG', '650', 75),
      ])
      .execute();
  });
  afterAll(() => env.server.close());

  it('writes the time, the pay items and the travel events in one file and locks the claims with the time', async () => {
    const res = await exportTime(MARCH);
    expect(res.statusCode, res.body).toBe(200);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(res.body);
    expect(doc.paxml.tidtransaktioner.tidtrans).toBeDefined();
    expect(doc.paxml.lonetransaktioner.lonetrans['@postid']).toBe('one-1');
    expect(doc.paxml.resetransaktioner.resetrans['@postid']).toBe('one-2');
    // the schema's order: time, then pay items, then travel
    expect(res.body.indexOf('<tidtransaktioner>')).toBeLessThan(res.body.indexOf('<lonetransaktioner>'));
    expect(res.body.indexOf('<lonetransaktioner>')).toBeLessThan(res.body.indexOf('<resetransaktioner'));
    expect(res.body).not.toContain('one-3'); // approved, not attested
    expect(await statusOf(['one-1', 'one-2', 'one-3'])).toEqual(['LOCKED', 'LOCKED', 'APPROVED']);
    // what went in this file does not go again in the claims' own file
    const again = await env.call('POST', '/api/compensations/paxml', { cookie: ftg, body: { AnstNr: [env.perAnstNr], ...MARCH } });
    expect(again.statusCode).toBe(400);
  });

  it('makes a file of claims alone when no time waits, without an empty time section', async () => {
    const res = await exportTime(APRIL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('tidtransaktioner');
    expect(res.body).toContain('postid="one-4"');
    expect(await statusOf(['one-4'])).toEqual(['LOCKED']);
    expect((await exportTime(APRIL)).statusCode).toBe(400);
  });
});
