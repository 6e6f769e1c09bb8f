import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report, ReportSummary } from '../../src/contracts';
import { DIALECTS, json, REPORT, startServer } from './support';

const BASE = '/api/hr/nearAccidentsReports';

describe.each(DIALECTS)('near-accident reports on %s', (dialect) => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let per: string;
  let ftg: string;
  let adm: string;

  beforeAll(async () => {
    s = await startServer(dialect);
    [per, ftg, adm] = await Promise.all([s.signIn('per@demo.se'), s.signIn('ftg@demo.se'), s.signIn('adm@demo.se')]);
  });
  afterAll(() => s.server.close());

  const file = async (cookie: string, body: object = {}) => {
    const res = await s.call('POST', BASE, { cookie, body: { ...REPORT, ...body } });
    expect(res.statusCode, res.body).toBe(200);
    return json<Report>(res);
  };
  const move = (cookie: string, id: string, body: object) => s.call('PUT', `${BASE}/${id}/status`, { cookie, body });

  it('lists the seeded reports newest first; Status=NEW gives only the new ones (spec §7)', async () => {
    const all = json<ReportSummary[]>(await s.call('GET', BASE, { cookie: ftg }));
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.map((r) => r.Datum)).toEqual([...all.map((r) => r.Datum)].sort().reverse());
    const fresh = await s.call('GET', `${BASE}?Status=NEW`, { cookie: ftg });
    expect(fresh.statusCode).toBe(200);
    expect(json<ReportSummary[]>(fresh).every((r) => r.Status === 'NEW')).toBe(true);
    expect(json<ReportSummary[]>(fresh).length).toBeGreaterThan(0);
    expect((await s.call('GET', `${BASE}?Status=OPEN`, { cookie: ftg })).statusCode).toBe(400);
  });

  it('files a report as NEW with the filing as its first history row, and pushes to the handlers only', async () => {
    s.frames.length = 0;
    const r = await file(per);
    expect(r).toMatchObject({ Status: 'NEW', Rapportor: 'Per Persson', KanTaBort: true, KanHantera: false, KanBifoga: true, KanSkrivaUt: false });
    expect(r.Historik).toEqual([{ Status: 'NEW', Tid: Date.parse('2026-11-18T09:00:00Z'), Namn: 'Per Persson' }]);
    await new Promise((done) => setTimeout(done, 0));
    // every open list reloads, without a word about the report
    expect(s.frames).toContainEqual({ to: { ftgId: '1001' }, frame: { event: 'resource-updated', resource: 'nearAccidentsReports' } });
    const notices = s.frames.filter((f) => f.frame.resource === 'nearAccidentsReports.notice');
    const to = notices.map((f) => f.to.login).sort();
    // the handlers of 1001 are ["FTG", "ADM"]: the FTG and ADM accounts that may select it, never the reporter or LIC
    expect(to).toEqual(expect.arrayContaining(['adm@demo.se', 'ftg@demo.se', 'live@demo.se']));
    expect(to).not.toContain('per@demo.se');
    expect(to).not.toContain('lic@demo.se');
    expect(to).not.toContain('ftg1@demo.se');
    expect(notices.every((f) => f.to.ftgId === '1001')).toBe(true);
    expect(notices[0]!.frame.payload).toEqual({ Id: r.Id, Rubrik: REPORT.Rubrik, Status: 'NEW', Kind: 'new' });
  });

  it('refuses bad input with a 400 naming the field, in the caller’s language, and writes nothing', async () => {
    const before = [await s.count('near_accidents_reports'), await s.count('near_accidents_history'), await s.server.snapshot()];
    for (const [patch, field] of [
      [{ Rubrik: '  ' }, 'Rubrik'],
      [{ Beskrivning: '' }, 'Beskrivning'],
      [{ Datum: '2026-02-30' }, 'Datum'],
      [{ Klockslag: '25:00' }, 'Klockslag'],
      [{ Plats: 'x'.repeat(201) }, 'Plats'],
      [{ Kanslig: 'ja' }, 'Kanslig'],
    ] as const) {
      const res = await s.call('POST', BASE, { cookie: per, body: { ...REPORT, ...patch }, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(json<{ field: string }>(res).field).toBe(field);
    }
    expect([await s.count('near_accidents_reports'), await s.count('near_accidents_history'), await s.server.snapshot()]).toEqual(before);
  });

  it('moves NEW → RECEIVED → INPROGRESS → RESOLVED one step at a time, by a handler, with time and person kept', async () => {
    const r = await file(per, { Rubrik: 'Statusflödet' });
    // the reporter is no handler
    expect((await move(per, r.Id, { Status: 'RECEIVED' })).statusCode).toBe(403);
    // no skipping, no going back
    const skip = await move(ftg, r.Id, { Status: 'INPROGRESS' });
    expect(skip.statusCode).toBe(409);
    expect(json<{ message: string }>(skip).message).toContain('Mottagen');
    s.frames.length = 0;
    const received = await move(ftg, r.Id, { Status: 'RECEIVED' });
    expect(received.statusCode, received.body).toBe(200);
    expect(json<Report>(received)).toMatchObject({ Status: 'RECEIVED', KanHantera: true, KanTaBort: false, KanSkrivaUt: true });
    await new Promise((done) => setTimeout(done, 0));
    // the reporter hears of it
    expect(s.frames).toContainEqual({
      to: { ftgId: '1001', login: 'per@demo.se' },
      frame: {
        event: 'resource-updated',
        resource: 'nearAccidentsReports.notice',
        payload: { Id: r.Id, Rubrik: 'Statusflödet', Status: 'RECEIVED', Kind: 'status' },
      },
    });
    // a second handler making the same step is told it has been made
    expect((await move(adm, r.Id, { Status: 'RECEIVED' })).statusCode).toBe(409);
    expect((await move(adm, r.Id, { Status: 'INPROGRESS' })).statusCode).toBe(200);
    // resolving needs the decision, and writes nothing without it
    const bare = await move(ftg, r.Id, { Status: 'RESOLVED' });
    expect(bare.statusCode).toBe(400);
    expect(json<{ field: string }>(bare).field).toBe('Beslut');
    const done = json<Report>(await move(ftg, r.Id, { Status: 'RESOLVED', Beslut: 'Hissen är servad; fotocellen bytt.' }));
    expect(done).toMatchObject({
      Status: 'RESOLVED',
      Beslut: 'Hissen är servad; fotocellen bytt.',
      Atgardare: 'Fredrik Företagsson',
      KanHantera: false,
      KanBifoga: false,
    });
    expect(done.Historik.map((h) => [h.Status, h.Namn])).toEqual([
      ['NEW', 'Per Persson'],
      ['RECEIVED', 'Fredrik Företagsson'],
      ['INPROGRESS', 'Anders Admin Ek'],
      ['RESOLVED', 'Fredrik Företagsson'],
    ]);
    expect(done.Historik.every((h) => h.Tid === Date.parse('2026-11-18T09:00:00Z'))).toBe(true);
    expect((await move(ftg, r.Id, { Status: 'RESOLVED', Beslut: 'igen' })).statusCode).toBe(409);
    // the reporter sees the outcome
    expect(json<Report>(await s.call('GET', `${BASE}/${r.Id}`, { cookie: per })).Status).toBe('RESOLVED');
  });

  it('lets only the reporter delete, and only while NEW', async () => {
    const r = await file(per, { Rubrik: 'Ska tas bort' });
    const byHandler = await s.call('DELETE', `${BASE}/${r.Id}`, { cookie: ftg });
    expect(byHandler.statusCode).toBe(403);
    s.frames.length = 0;
    const gone = await s.call('DELETE', `${BASE}/${r.Id}`, { cookie: per });
    expect(gone.statusCode, gone.body).toBe(200);
    await new Promise((done) => setTimeout(done, 0));
    // open pages close it: the frame names the report, nothing more
    expect(s.frames).toEqual([{ to: { ftgId: '1001' }, frame: { event: 'resource-updated', resource: 'nearAccidentsReports', payload: { Deleted: r.Id } } }]);
    expect((await s.call('GET', `${BASE}/${r.Id}`, { cookie: per })).statusCode).toBe(404);
    const n = await s.count('near_accidents_history');
    const kept = await file(per, { Rubrik: 'Mottagen, kan inte tas bort' });
    expect((await move(ftg, kept.Id, { Status: 'RECEIVED' })).statusCode).toBe(200);
    const late = await s.call('DELETE', `${BASE}/${kept.Id}`, { cookie: per });
    expect(late.statusCode).toBe(409);
    expect(await s.count('near_accidents_history')).toBe(n + 2);
  });

  it('prints a report with its history as a PDF, for handlers only', async () => {
    const r = await file(per, { Rubrik: 'Utskrift', Kanslig: true });
    await move(ftg, r.Id, { Status: 'RECEIVED' });
    const res = await s.call('GET', `/print/nearAccidentsReport/${r.Id}`, { cookie: ftg });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await s.call('GET', `/print/nearAccidentsReport/${r.Id}`, { cookie: per })).statusCode).toBe(403);
  });
});
