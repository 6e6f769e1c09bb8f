import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { time, TimeDayModel, TimeReportModel, PunchModel, PunchListModel, StatusLineModel } from '../../src/contracts';
import { addDays } from '../../src/domain/dates';
import { call, DIALECTS, json, signIn, FIXED_NOW, startTimeServer, today, type TestServer } from './support';
import { validatePaxml } from '../paxml-validate';

const C1 = { [HEADERS.company]: '1001' };
const C2 = { [HEADERS.company]: '1002' };

describe.each(DIALECTS)('time endpoints on %s', (dialect) => {
  let server: TestServer;
  let per: string; // per@demo.se: PER in 1001, department 10
  let perNr: string;
  let ftg: string; // ftg@demo.se: FTG for 1001-1003
  let avd: string; // avd@demo.se: AVD for 1001 department 10
  let other: string; // an employee of 1001 who is not per
  let otherDept: string; // an employee of 1001 outside department 10
  const day = today();

  beforeAll(async () => {
    server = await startTimeServer(dialect, { now: () => FIXED_NOW });
    per = await signIn(server, 'per@demo.se');
    ftg = await signIn(server, 'ftg@demo.se', '1001');
    avd = await signIn(server, 'avd@demo.se');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
    const list = json<{ AnstNr: string; Avdelning: string; Aktiv: boolean }[]>(await call(server, 'GET', '/api/perlista', { cookie: ftg, headers: C1 }));
    other = list.find((e) => e.AnstNr !== perNr && e.Avdelning === '10' && e.Aktiv)!.AnstNr;
    otherDept = list.find((e) => e.Avdelning !== '10' && e.Aktiv)!.AnstNr;
  });
  afterAll(() => server.close());

  const report = (cookie: string, anstNr: string, from = day, to = day, headers = C1) =>
    call(server, 'GET', `/api/tidrapport?AnstNr=${anstNr}&From=${from}&To=${to}`, { cookie, headers });
  const dayOf = async (cookie: string, anstNr: string, d = day) => json(await report(cookie, anstNr, d, d)).Days[0];
  const rowCount = async () =>
    Number(
      (
        (await server.host.db
          .selectFrom('time_rows' as never)
          .select((eb: any) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()) as any
      ).n,
    );

  describe('reading', () => {
    it('answers a month of seeded rows with schedule, holidays, ISO weeks and totals', async () => {
      const from = `${addDays(`${day.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
      const res = await report(ftg, other, from, addDays(from, 27));
      expect(res.statusCode, res.body).toBe(200);
      const r = json(res);
      expect(TimeReportModel.validate(r).success).toBe(true);
      expect(r.Days).toHaveLength(28);
      expect(r.Days.some((d: any) => d.Rows.length > 0)).toBe(true);
      expect(r.Totals.length).toBeGreaterThan(0);
      expect(r.Days.every((d: any) => d.Vecka >= 1 && d.Vecka <= 53)).toBe(true);
    });

    it('lets PER read their own report and refuses another employee with 403 40300', async () => {
      expect((await report(per, perNr)).statusCode).toBe(200);
      const res = await report(per, other);
      expect(res.statusCode).toBe(403);
      expect(json(res).dvCode).toBe(40300);
    });

    it('lets AVD read their department and refuses other departments', async () => {
      expect((await report(avd, other)).statusCode).toBe(200);
      expect((await report(avd, otherDept)).statusCode).toBe(403);
    });

    it('refuses another company for everyone (403 40301) and answers 401 without a session', async () => {
      const res = await report(avd, other, day, day, C2);
      expect(res.statusCode).toBe(403);
      expect(json(res).dvCode).toBe(40301);
      expect((await call(server, 'GET', `/api/tidrapport?AnstNr=1&From=${day}&To=${day}`)).statusCode).toBe(401);
    });

    it('refuses a bad period with 400 naming the field', async () => {
      const res = await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=2026-13-01&To=${day}`, { cookie: per });
      expect(res.statusCode).toBe(400);
      expect(json(res).field).toBe('From');
      // the message names the field as the user sees it (issue 13, bug 2: it said "Fältet From är ogiltigt")
      expect(json(res).message).toMatch(/^Fältet Från är ogiltigt/);
      const impossible = await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=2026-02-30&To=${day}`, {
        cookie: per,
        headers: { 'accept-language': 'en' },
      });
      expect(impossible.statusCode).toBe(400);
      expect(json(impossible)).toMatchObject({ field: 'From' });
      expect(json(impossible).message).toMatch(/^The field From is invalid/);
      const long = await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=2026-01-01&To=2026-12-31`, { cookie: per });
      expect(long.statusCode).toBe(400);
    });

    it('serves calendar and schedule with their own switches', async () => {
      expect((await call(server, 'GET', `/api/kalendarie?AnstNr=${perNr}&From=${day}&To=${day}`, { cookie: per })).statusCode).toBe(200);
      const s = await call(server, 'GET', `/api/schema?AnstNr=${perNr}&From=${day}&To=${addDays(day, 13)}`, { cookie: per });
      expect(s.statusCode).toBe(200);
      expect(json(s).Days.every((d: any) => d.Rows.length === 0)).toBe(true);
    });
  });

  describe('writing rows', () => {
    const row = (v: number, extra: Record<string, unknown> = {}) => ({
      AnstNr: perNr,
      Datum: day,
      DayVersion: v,
      TidKod: 'ARB',
      Timmar: 4,
      Brukare: 'B001',
      ...extra,
    });

    it('adds a row for PER, bumps the version and writes the audit log', async () => {
      const before = await dayOf(per, perNr);
      const res = await call(server, 'POST', '/api/tidrapport/rader', { cookie: per, headers: C1, body: row(before.Version, { Text: 'Förmiddag' }) });
      expect(res.statusCode, res.body).toBe(200);
      const d = json(res);
      expect(TimeDayModel.validate(d).success).toBe(true);
      expect(d.Version).toBe(before.Version + 1);
      expect(d.Rows.at(-1)).toMatchObject({ TidKod: 'ARB', Timmar: 4, Brukare: 'B001', Text: 'Förmiddag', UpdatedBy: 'per@demo.se' });
      const log = json(await call(server, 'GET', `/api/tidrapport/logg?AnstNr=${perNr}&From=${day}&To=${day}`, { cookie: per }));
      expect(log[0]).toMatchObject({ Login: 'per@demo.se', Entity: 'row', Action: 'create', Old: '' });
      expect(JSON.parse(log[0].New).Text).toBe('Förmiddag');
    });

    it('refuses a stale version with 409 and writes nothing', async () => {
      const before = await dayOf(per, perNr);
      const n = await rowCount();
      const res = await call(server, 'POST', '/api/tidrapport/rader', { cookie: per, headers: C1, body: row(before.Version - 1) });
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({ dvCode: 40900 });
      expect(json(res).message).toMatch(/någon annan/i);
      expect(await rowCount()).toBe(n);
    });

    it('makes one of two writers with the same version win', async () => {
      const before = await dayOf(per, perNr);
      const [a, b] = await Promise.all([
        call(server, 'POST', '/api/tidrapport/rader', { cookie: per, headers: C1, body: row(before.Version, { Timmar: 1 }) }),
        call(server, 'POST', '/api/tidrapport/rader', { cookie: ftg, headers: C1, body: row(before.Version, { Timmar: 1 }) }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    });

    it('requires the care recipient in 1001 (UseLSS + UseMandatoryBrukare), naming the field, nothing written', async () => {
      const v = (await dayOf(per, perNr)).Version;
      const n = await rowCount();
      const res = await call(server, 'POST', '/api/tidrapport/rader', { cookie: per, headers: C1, body: row(v, { Brukare: '' }) });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ dvCode: 40000, field: 'Brukare' });
      expect(json(res).message).toBe('Brukare är obligatoriskt.');
      expect(await rowCount()).toBe(n);
    });

    it('refuses clock times where the company reports hours only, in the caller’s language', async () => {
      const v = (await dayOf(per, perNr)).Version;
      const res = await call(server, 'POST', '/api/tidrapport/rader', {
        cookie: per,
        headers: { ...C1, 'accept-language': 'en' },
        body: row(v, { Start: '08:00', Slut: '12:00' }),
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ field: 'Start', message: 'The company does not use clock times. Enter the number of hours.' });
    });

    it('refuses a day over 24 hours and rolls the row back', async () => {
      const v = (await dayOf(per, perNr)).Version;
      const n = await rowCount();
      const res = await call(server, 'POST', '/api/tidrapport/rader', { cookie: per, headers: C1, body: row(v, { Timmar: 23 }) });
      expect(res.statusCode).toBe(400);
      expect(json(res).field).toBe('Timmar');
      expect(await rowCount()).toBe(n);
      expect((await dayOf(per, perNr)).Version).toBe(v);
    });

    it('refuses PER writing another employee’s rows (403 40300)', async () => {
      const res = await call(server, 'POST', '/api/tidrapport/rader', { cookie: per, headers: C1, body: { ...row(0), AnstNr: other } });
      expect(res.statusCode).toBe(403);
      expect(json(res).dvCode).toBe(40300);
    });

    it('takes clock times and a required project in 1002 (AllowKlockslag, UseMandatoryResEnhet1)', async () => {
      const ftg2 = await signIn(server, 'ftg@demo.se', '1002');
      const anst = json<{ AnstNr: string; Aktiv: boolean }[]>(await call(server, 'GET', '/api/perlista', { cookie: ftg2, headers: C2 })).find(
        (e) => e.Aktiv,
      )!.AnstNr;
      const v = json(await report(ftg2, anst, day, day, C2)).Days[0].Version;
      const missing = await call(server, 'POST', '/api/tidrapport/rader', {
        cookie: ftg2,
        headers: C2,
        body: { AnstNr: anst, Datum: day, DayVersion: v, TidKod: 'ARB', Start: '8', Slut: '1630' },
      });
      expect(json(missing)).toMatchObject({ field: 'ResEnhet1' });
      const ok = await call(server, 'POST', '/api/tidrapport/rader', {
        cookie: ftg2,
        headers: C2,
        body: { AnstNr: anst, Datum: day, DayVersion: v, TidKod: 'ARB', Start: '8', Slut: '1630', Timmar: 7.5, ResEnhet1: 'P100' },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(json(ok).Rows.at(-1)).toMatchObject({ Start: '08:00', Slut: '16:30', Timmar: 7.5, ResEnhet1: 'P100' });
    });

    it('edits and deletes with the day version', async () => {
      const d = await dayOf(per, perNr);
      const target = d.Rows.find((r: any) => r.Source === 'MANUAL');
      const edited = await call(server, 'PUT', `/api/tidrapport/rader/${target.Id}`, {
        cookie: per,
        headers: C1,
        body: { DayVersion: d.Version, TidKod: 'ARB', Timmar: 3, Brukare: 'B002' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(json(edited).Rows.find((r: any) => r.Id === target.Id)).toMatchObject({ Timmar: 3, Brukare: 'B002' });
      const removed = await call(server, 'DELETE', `/api/tidrapport/rader/${target.Id}?DayVersion=${json(edited).Version}`, { cookie: per, headers: C1 });
      expect(removed.statusCode).toBe(200);
      expect(json(removed).Rows.some((r: any) => r.Id === target.Id)).toBe(false);
    });
  });

  describe('punches', () => {
    it('punches PER in and out, and the punch becomes a time row', async () => {
      const v = await call(server, 'POST', '/api/stamplingar/in', { cookie: per, headers: C1, body: { AnstNr: perNr } });
      expect(json(v)).toMatchObject({ field: 'Brukare' });
      const inRes = await call(server, 'POST', '/api/stamplingar/in', { cookie: per, headers: C1, body: { AnstNr: perNr, Brukare: 'B001' } });
      expect(inRes.statusCode, inRes.body).toBe(200);
      expect(PunchModel.validate(json(inRes)).success).toBe(true);
      expect((await call(server, 'POST', '/api/stamplingar/in', { cookie: per, headers: C1, body: { AnstNr: perNr, Brukare: 'B001' } })).statusCode).toBe(409);
      const out = await call(server, 'POST', '/api/stamplingar/ut', { cookie: per, headers: C1, body: { AnstNr: perNr } });
      expect(out.statusCode).toBe(200);
      expect(json(out).RowId).not.toBe('');
      const list = json(await call(server, 'GET', `/api/stamplingar?AnstNr=${perNr}&From=${day}&To=${day}`, { cookie: per, headers: C1 }));
      expect(PunchListModel.validate(list).success).toBe(true);
      expect(list.Open).toBeNull();
    });

    it('refuses punching for someone else', async () => {
      const res = await call(server, 'POST', '/api/stamplingar/in', { cookie: ftg, headers: C1, body: { AnstNr: perNr, Brukare: 'B001' } });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('approve, attest, locks and export', () => {
    const bulk = (cookie: string, path: string, Action: string, anst = [perNr], from = day, to = day) =>
      call(server, 'POST', path, { cookie, headers: C1, body: { AnstNr: anst, From: from, To: to, Action } });

    it('PER approves the day, which locks it for PER but not for the administrator', async () => {
      const v = (await dayOf(per, perNr)).Version;
      await call(server, 'POST', '/api/tidrapport/rader', {
        cookie: per,
        headers: C1,
        body: { AnstNr: perNr, Datum: day, DayVersion: v, TidKod: 'ARB', Timmar: 2, Brukare: 'B001' },
      });
      const res = await bulk(per, '/api/godkann', 'approve');
      expect(json(res)).toMatchObject({ Changed: 1, Skipped: 0 });
      const d = await dayOf(per, perNr);
      expect(d.Status).toBe('APPROVED');
      const locked = await call(server, 'POST', '/api/tidrapport/rader', {
        cookie: per,
        headers: C1,
        body: { AnstNr: perNr, Datum: day, DayVersion: d.Version, TidKod: 'ARB', Timmar: 1, Brukare: 'B001' },
      });
      expect(locked.statusCode).toBe(409);
      expect(json(locked).dvCode).toBe(40910);
      const admin = await call(server, 'POST', '/api/tidrapport/rader', {
        cookie: ftg,
        headers: C1,
        body: { AnstNr: perNr, Datum: day, DayVersion: d.Version, TidKod: 'ARB', Timmar: 1, Brukare: 'B001' },
      });
      expect(admin.statusCode, admin.body).toBe(200);
    });

    it('refuses attest for PER by the route rule and for a foreign employee list', async () => {
      expect((await bulk(per, '/api/attest', 'attest')).statusCode).toBe(403);
      expect((await bulk(avd, '/api/attest', 'attest', [otherDept])).statusCode).toBe(403);
      expect((await bulk(ftg, '/api/godkann', 'attest')).statusCode).toBe(400);
    });

    it('attests, locks the day for everyone, lists it, exports PAXml and then keeps it locked', async () => {
      expect(json(await bulk(ftg, '/api/attest', 'attest'))).toMatchObject({ Changed: 1, Skipped: 0 });
      const d = await dayOf(ftg, perNr);
      expect(d.Status).toBe('ATTESTED');
      const edit = await call(server, 'POST', '/api/tidrapport/rader', {
        cookie: ftg,
        headers: C1,
        body: { AnstNr: perNr, Datum: day, DayVersion: d.Version, TidKod: 'ARB', Timmar: 1, Brukare: 'B001' },
      });
      expect(json(edit).dvCode).toBe(40910);

      const list = await call(server, 'GET', `/api/attest?From=${day}&To=${day}&Page=1&PerPage=10`, { cookie: ftg, headers: C1 });
      expect(list.statusCode).toBe(200);
      expect(JSON.parse(list.headers['dv-pagination'] as string)).toMatchObject({ Page: 1, PerPage: 10 });
      expect(json(list).every((l: unknown) => StatusLineModel.validate(l).success)).toBe(true);

      const xml = await call(server, 'POST', '/api/attest/paxml', { cookie: ftg, headers: C1, body: { AnstNr: [perNr], From: day, To: day } });
      expect(xml.statusCode, xml.body).toBe(200);
      expect(xml.headers['content-type']).toMatch(/xml/);
      expect(xml.body).toContain('<format>LÖNIN</format>');
      expect(xml.body).toMatch(new RegExp(`<tidtrans anstid="${perNr}" persnr="\\d{12}" postid="[^"]+">`));
      // what a payroll system checks on import: well-formed, the code list, the sections (issue 13)
      expect(validatePaxml(xml.body)).toEqual([]);
      expect(xml.body).toContain(`<datum>${day}</datum>`);
      expect((await dayOf(ftg, perNr)).Status).toBe('LOCKED');
      expect(json(await bulk(ftg, '/api/attest', 'unattest'))).toMatchObject({ Changed: 0, Skipped: 1 });
      const again = await call(server, 'POST', '/api/attest/paxml', { cookie: ftg, headers: C1, body: { AnstNr: [perNr], From: day, To: day } });
      expect(again.statusCode).toBe(400);
      const punch = await call(server, 'POST', '/api/stamplingar/in', { cookie: per, headers: C1, body: { AnstNr: perNr, Brukare: 'B001' } });
      expect(json(punch).dvCode).toBe(40910);
    });

    it('refuses approval where the company has no approval step (1002 lacks KalUseLonReady)', async () => {
      const ftg2 = await signIn(server, 'ftg@demo.se', '1002');
      const res = await call(server, 'GET', `/api/godkann?From=${day}&To=${day}`, { cookie: ftg2, headers: C2 });
      expect(res.statusCode).toBe(403);
      expect(json(res).dvCode).toBe(40300);
    });
  });

  describe('print', () => {
    it('renders the time report as a PDF without the /api prefix', async () => {
      const from = `${day.slice(0, 7)}-01`;
      const res = await call(server, 'GET', `/print/tidrapport?AnstNr=${other}&From=${from}&To=${day}`, { cookie: ftg, headers: C1 });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // the text of the PDF holds the employee and the rows (pdftotext reads it back)
      const file = join(tmpdir(), `lonna-time-${process.pid}.pdf`);
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      const report = json(await call(server, 'GET', `/api/tidrapport?AnstNr=${other}&From=${from}&To=${day}`, { cookie: ftg, headers: C1 }));
      expect(text).toContain('Tidrapport');
      for (const d of report.Days.filter((x: any) => x.Rows.length > 0).slice(0, 5)) expect(text).toContain(d.Datum);
      expect(text).toContain('Summa');
      // headings break between words only, statuses in the one vocabulary, care recipients by name (issue 13)
      expect(text).toMatch(/\bTimmar\b/);
      expect(text).not.toMatch(/\b(OPEN|APPROVED|ATTESTED|LOCKED)\b/);
      expect(text).toMatch(/Ej godkänd|Godkänd, ej attesterad|Attesterad|Överförd till lön/);
      expect(text).not.toMatch(/\bB00\d\b/);
      // the totals name each code (the standard codes' Swedish names)
      expect(text).toMatch(/ARB Arbetad tid: /);
    });

    it('an English reader gets the standard codes’ names in English (issue 13)', async () => {
      const from = `${day.slice(0, 7)}-01`;
      const res = await call(server, 'GET', `/print/tidrapport?AnstNr=${other}&From=${from}&To=${day}`, {
        cookie: ftg,
        headers: { ...C1, 'accept-language': 'en' },
      });
      const file = join(tmpdir(), `lonna-time-en-${process.pid}.pdf`);
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toMatch(/ARB Hours worked: /);
      expect(text).not.toContain('Arbetad tid');
    });

    it('renders the project list: hours per care recipient and employee, subtotals and the total, for its roles only', async () => {
      const from = `${day.slice(0, 7)}-01`;
      const res = await call(server, 'GET', `/print/projektlista?From=${from}&To=${day}&Grupp=Brukare`, { cookie: ftg, headers: C1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const file = join(tmpdir(), `lonna-time-projects-${process.pid}.pdf`);
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Projektlista');
      expect(text).toContain('Per Brukare');
      // the hours of the period's rows with a care recipient (day codes count days, not hours) are the total
      const db = server.host.db as any;
      const dayCodes = (await db.selectFrom('tidkoder').select('TidKod').where('FtgId', '=', '1001').where('Enhet', '=', 'dag').execute()).map(
        (c: any) => c.TidKod,
      );
      const rows = await db
        .selectFrom('time_rows')
        .select(['TidKod', 'Timmar'])
        .where('FtgId', '=', '1001')
        .where('Datum', '>=', from)
        .where('Datum', '<=', day)
        .execute();
      const total = rows.filter((r: any) => !dayCodes.includes(r.TidKod)).reduce((s: number, r: any) => s + Number(r.Timmar), 0);
      const shown = total.toLocaleString('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(text.replace(/\u00a0/g, ' ')).toMatch(new RegExp(`Summa\\s+${shown.replace(/\u00a0/g, ' ').replace(/[.,]/g, (c: string) => `\\${c}`)}`));
      expect(text).toMatch(/Summa B\d{3} /);
      // an employee does not print it; a bad dimension is a field error
      expect((await call(server, 'GET', `/print/projektlista?From=${from}&To=${day}&Grupp=Brukare`, { cookie: per, headers: C1 })).statusCode).toBe(403);
      const bad = await call(server, 'GET', `/print/projektlista?From=${from}&To=${day}&Grupp=Kund`, { cookie: ftg, headers: C1 });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).field).toBe('Grupp');
    });

    it('renders the attest list and refuses it for PER', async () => {
      const res = await call(server, 'GET', `/print/attestlista?From=${day}&To=${day}`, { cookie: ftg, headers: C1 });
      expect(res.statusCode).toBe(200);
      expect((await call(server, 'GET', `/print/attestlista?From=${day}&To=${day}`, { cookie: per })).statusCode).toBe(403);
    });
  });

  it('declares every endpoint of the contract with an access rule', () => {
    const ids = server.plugins
      .find((p) => p.id === 'time')!
      .endpoints!.map((b) => b.descriptor.id)
      .sort();
    expect(ids).toEqual(
      Object.values(time)
        .map((d) => d.id)
        .sort(),
    );
  });
});
