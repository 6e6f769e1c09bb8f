import { createServerTester, DIALECTS } from '@lonna/server/testing';
import { startPdf } from '@lonna/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverHalf from '../../server';

/** The server clock of these tests: fixed, moved on by hand (never today's date). */
const NOW = new Date('2026-11-26T09:00:00Z').getTime();
const HOUR = 3_600_000;
const C1 = { 'dv-selected-company': '1001' };
const JOB = 'travel/remove-unattached-receipts';
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;

describe.each(DIALECTS)('the clean-up of receipts scanned and never attached on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof createServerTester>>;
  let db: any;
  let per: string;
  let clock = NOW;
  const call = (method: string, url: string, o: { cookie?: string; body?: unknown } = {}) => server.call(method, url, { ...o, headers: C1 });
  /** a scanned receipt (a PDF without a photo needs no OCR) */
  async function scanned(n: number): Promise<string> {
    const p = startPdf('Kvitto');
    p.doc.text(`Kvitto ${n} ${dialect}`);
    p.doc.end();
    const res = await call('POST', '/api/receipts/scan', {
      cookie: per,
      body: { Content: (await p.done).toString('base64'), Type: 'application/pdf', FileName: `kvitto-${n}.pdf` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ KvittoId: string }>(res).KvittoId;
  }
  const stored = async (id: string) => Boolean(await db.selectFrom('uploads').select('Id').where('Id', '=', id).executeTakeFirst());

  beforeAll(async () => {
    server = await createServerTester(dialect, {
      installed: ['@lonna/plugin-time', '@lonna/plugin-personal', '@lonna/plugin-compensations'],
      plugins: [serverHalf as never],
      now: () => new Date(clock),
      session: { cacheMs: 0 },
    });
    db = server.host.db;
    await db.deleteFrom('portal_switches').where('FtgId', '=', '1001').where('Name', '=', 'EnableReserakning').execute();
    await db.insertInto('portal_switches').values({ FtgId: '1001', Name: 'EnableReserakning', Value: 'true' }).execute();
    server.host.directory.invalidate();
    per = await server.signInAs('PER', '1001');
  });
  afterAll(() => server.close());

  it('removes after 24 hours what no line or compensation points to; keeps the attached one; audits as the job', async () => {
    const loose = await scanned(1);
    const kept = await scanned(2);
    const report = json<{ Id: string }>(
      await call('POST', '/api/travelExpenses', {
        cookie: per,
        body: { AnstNr: '', Syfte: 'Kurs', Resmal: 'Uppsala', Avresa: '2026-11-25T08:00', Hemkomst: '2026-11-25T17:00' },
      }),
    );
    const line = await call('POST', `/api/travelExpenses/${report.Id}/lines`, {
      cookie: per,
      body: { Datum: '2026-11-25', Text: 'Tåg', Leverantor: 'SJ', Belopp: 195, Moms: 11.04, Valuta: 'SEK', Valutakurs: 1, KvittoId: kept },
    });
    expect(line.statusCode, line.body).toBe(200);

    // an hour later both are still young
    clock = NOW + HOUR;
    expect(await server.jobs.tick()).toContain(JOB);
    expect([await stored(loose), await stored(kept)]).toEqual([true, true]);

    clock = NOW + 25 * HOUR;
    expect(await server.jobs.tick()).toContain(JOB);
    expect([await stored(loose), await stored(kept)]).toEqual([false, true]);
    expect(await db.selectFrom('travel_scans').select('KvittoId').where('KvittoId', 'in', [loose, kept]).execute()).toEqual([]);
    const audit = await db
      .selectFrom('audit_events')
      .select(['Event', 'Action', 'EntityId'])
      .where('Plugin', '=', 'travel')
      .where('Entity', '=', 'receipt')
      .execute();
    expect(audit).toEqual([{ Event: 'deleted', Action: 'unattached', EntityId: loose }]);
  });
});
