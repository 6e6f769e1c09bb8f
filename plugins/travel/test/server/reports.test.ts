import { capturePush, DIALECTS } from '@lonna/server/testing';
import { startPdf } from '@lonna/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTravelServer, type TravelEnv, trip } from './support';

type Line = { Id: string; BeloppSek: number; ErsattningId: string; ErsattningStatus: string; KvittoNamn: string };
type Report = { Id: string; AnstNr: string; Status: string; Summa: number; KanAndras: boolean; KanAterkallas: boolean; Rader: Line[] };

const line = (o: Record<string, unknown> = {}) => ({
  Datum: '2026-11-16',
  Text: 'Taxi till kunden',
  Leverantor: 'Taxi Göteborg',
  Belopp: 320,
  // 35.38 × 100 is not a whole number in floating point: the two-decimals rule must still take it
  Moms: 35.38,
  Valuta: 'SEK',
  Valutakurs: 1,
  KvittoId: '',
  ...o,
});

describe.each(DIALECTS)('travel expense reports on %s', (dialect) => {
  let env: TravelEnv;
  let server: TravelEnv['server'];
  let db: TravelEnv['db'];
  let per: string;
  let ftg: string;
  let perAnstNr: string;
  let other: string;
  const call: TravelEnv['call'] = (...a) => env.call(...a);
  const setSwitch: TravelEnv['setSwitch'] = (...a) => env.setSwitch(...a);
  /** a stored receipt the way the page gets one: a scan (a PDF without a photo needs no OCR) */
  async function storedReceipt(cookie: string, n: number): Promise<string> {
    const p = startPdf('Kvitto');
    p.doc.text(`Kvitto ${n}`);
    p.doc.end();
    const res = await call('POST', '/api/receipts/scan', {
      cookie,
      body: { Content: (await p.done).toString('base64'), Type: 'application/pdf', FileName: `kvitto-${n}.pdf` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ KvittoId: string }>(res).KvittoId;
  }

  beforeAll(async () => {
    env = await startTravelServer(dialect, ['EnableReserakning']);
    ({ server, db, per, ftg, perAnstNr, other } = env);
  });
  afterAll(() => server.close());

  it('PER makes a report, adds receipt lines, submits: each line becomes a TRAVEL compensation locked to it (pushed, audited)', async () => {
    const frames = capturePush(server);
    const created = await call('POST', '/api/travelExpenses', { cookie: per, body: trip() });
    expect(created.statusCode, created.body).toBe(200);
    const report = json<Report>(created);
    expect(report).toMatchObject({ AnstNr: perAnstNr, Status: 'DRAFT', KanAndras: true, Rader: [] });

    const kvitto = await storedReceipt(per, 1);
    let res = await call('POST', `/api/travelExpenses/${report.Id}/lines`, { cookie: per, body: line({ KvittoId: kvitto }) });
    expect(res.statusCode, res.body).toBe(200);
    res = await call('POST', `/api/travelExpenses/${report.Id}/lines`, {
      cookie: per,
      body: line({ Text: 'Lunch i Köpenhamn', Belopp: 12.5, Moms: 2.5, Valuta: 'EUR', Valutakurs: 11.5 }),
    });
    const withLines = json<Report>(res);
    expect(withLines.Rader.map((l) => l.BeloppSek)).toEqual([320, 143.75]);
    expect(withLines.Rader[0]!.KvittoNamn).toBe('kvitto-1.pdf');
    expect(withLines.Summa).toBe(463.75);

    res = await call('POST', `/api/travelExpenses/${report.Id}/submit`, { cookie: per });
    expect(res.statusCode, res.body).toBe(200);
    const submitted = json<Report>(res);
    expect(submitted).toMatchObject({ Status: 'SUBMITTED', KanAndras: false, KanAterkallas: true });
    expect(submitted.Rader.every((l) => l.ErsattningId && l.ErsattningStatus === 'OPEN')).toBe(true);

    const rows = await db.selectFrom('compensations').selectAll().where('GuideId', '=', report.Id).orderBy('Belopp').execute();
    expect(rows.map((r: any) => [r.AnstNr, r.Typ, r.Origin, r.Status, r.Belopp, r.Moms, r.Valuta])).toEqual([
      [perAnstNr, 'UTLÄGG', 'TRAVEL', 'OPEN', 143.75, 28.75, 'EUR'],
      [perAnstNr, 'UTLÄGG', 'TRAVEL', 'OPEN', 320, 35.38, 'SEK'],
    ]);
    expect(rows[1].KvittoId).toBe(kvitto);
    // compensations shows them as made by a travel expense report: not editable by hand
    const list = json<{ Origin: string; KanAndras: boolean }[]>(await call('GET', '/api/compensations?From=2026-11-01&To=2026-11-30', { cookie: per }));
    expect(list.filter((c) => c.Origin === 'TRAVEL').map((c) => c.KanAndras)).toEqual([false, false]);
    const byHand = await call('DELETE', `/api/compensations/${rows[0].Id}`, { cookie: per });
    expect(byHand.statusCode).toBe(409);

    // a submitted report's lines do not change
    expect((await call('POST', `/api/travelExpenses/${report.Id}/lines`, { cookie: per, body: line() })).statusCode).toBe(409);
    expect(frames.map((f) => f.frame.resource)).toEqual(expect.arrayContaining(['travelExpenses', 'compensations']));
    const audit = await db.selectFrom('audit_events').select(['Event', 'Action']).where('Plugin', '=', 'travel').where('EntityId', '=', report.Id).execute();
    expect(audit.map((a: any) => a.Action || a.Event)).toEqual(['created', 'submit']);
  });

  it('takes a submitted report back while its compensations are open, not after one is approved', async () => {
    const report = json<Report>(await call('POST', '/api/travelExpenses', { cookie: per, body: trip({ Syfte: 'Utbildning' }) }));
    await call('POST', `/api/travelExpenses/${report.Id}/lines`, { cookie: per, body: line() });
    await call('POST', `/api/travelExpenses/${report.Id}/submit`, { cookie: per });
    let res = await call('POST', `/api/travelExpenses/${report.Id}/revert`, { cookie: per });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Report>(res)).toMatchObject({ Status: 'DRAFT', KanAndras: true });
    expect(await db.selectFrom('compensations').select('Id').where('GuideId', '=', report.Id).execute()).toEqual([]);

    await call('POST', `/api/travelExpenses/${report.Id}/submit`, { cookie: per });
    await db.updateTable('compensations').set({ Status: 'APPROVED' }).where('GuideId', '=', report.Id).execute();
    expect(json<Report[]>(await call('GET', '/api/travelExpenses', { cookie: per })).find((r) => r.Id === report.Id)).toMatchObject({
      KanAterkallas: false,
    });
    res = await call('POST', `/api/travelExpenses/${report.Id}/revert`, { cookie: per });
    expect(res.statusCode).toBe(409);
    expect(json<{ dvCode: number }>(res).dvCode).toBe(40912);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const report = json<Report>(await call('POST', '/api/travelExpenses', { cookie: per, body: trip({ Syfte: 'Mässa' }) }));
    const before = await server.snapshot();
    for (const [url, body, field] of [
      ['/api/travelExpenses', trip({ Syfte: '  ' }), 'Syfte'],
      ['/api/travelExpenses', trip({ Avresa: '2026-11-16 07:10' }), 'Avresa'],
      ['/api/travelExpenses', trip({ Hemkomst: '2026-11-16T07:00' }), 'Hemkomst'],
      [`/api/travelExpenses/${report.Id}/lines`, line({ Moms: 400 }), 'Moms'],
      [`/api/travelExpenses/${report.Id}/lines`, line({ Belopp: 1.234 }), 'Belopp'],
      [`/api/travelExpenses/${report.Id}/lines`, line({ Datum: '2026-02-30' }), 'Datum'],
      [`/api/travelExpenses/${report.Id}/lines`, line({ Valuta: 'XXX' }), 'Valuta'],
      [`/api/travelExpenses/${report.Id}/lines`, line({ KvittoId: 'no-such-file' }), 'KvittoId'],
    ] as const) {
      const res = await call('POST', url, { cookie: per, body });
      expect(res.statusCode, `${field} ${res.body}`).toBe(400);
      expect(json<{ field: string }>(res).field).toBe(field);
    }
    const empty = await call('POST', `/api/travelExpenses/${report.Id}/submit`, { cookie: per });
    expect(empty.statusCode).toBe(400);
    expect(await server.snapshot()).toBe(before);
  });

  it('keeps to the role’s scope: PER only his own; another company’s report is not found', async () => {
    const before = await server.snapshot();
    expect((await call('POST', '/api/travelExpenses', { cookie: per, body: trip({ AnstNr: other }) })).statusCode).toBe(403);
    expect(await server.snapshot()).toBe(before);
    const his = json<Report>(await call('POST', '/api/travelExpenses', { cookie: ftg, body: trip({ AnstNr: other, Syfte: 'Hans resa' }) }));
    expect(his.AnstNr).toBe(other);
    const mine = json<Report[]>(await call('GET', '/api/travelExpenses', { cookie: per }));
    expect(mine.every((r) => r.AnstNr === perAnstNr)).toBe(true);
    expect((await call('POST', `/api/travelExpenses/${his.Id}/lines`, { cookie: per, body: line() })).statusCode).toBe(403);
    expect((await call('GET', `/api/travelExpenses?AnstNr=${other}`, { cookie: per })).statusCode).toBe(403);
    // the administrator sees everyone's
    expect(json<Report[]>(await call('GET', '/api/travelExpenses', { cookie: ftg })).some((r) => r.Id === his.Id)).toBe(true);
    // 1002's administrator does not find 1001's report
    const ftg2 = await server.signInAs('FTG', '1002');
    const res = await server.call('POST', `/api/travelExpenses/${his.Id}/submit`, { cookie: ftg2, headers: { 'dv-selected-company': '1002' } });
    expect(res.statusCode).toBe(404);
  });

  it('is refused to the care recipient, and to everyone when the travel expense switch is off', async () => {
    const bru = await server.signInAs('BRU', '1001');
    expect((await call('GET', '/api/travelExpenses', { cookie: bru })).statusCode).toBe(403);
    await setSwitch('EnableReserakning', false);
    try {
      const res = await call('GET', '/api/travelExpenses', { cookie: per });
      expect(res.statusCode).toBe(403);
    } finally {
      await setSwitch('EnableReserakning', true);
    }
  });
});
