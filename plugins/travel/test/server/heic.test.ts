import { createServerTester, DIALECTS } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverHalf from '../../server';
// the HEIC conversion and its fixture are compensations' (the plugin that owns receipts); travel's scan calls it
import { HEIC_96x64 } from '@lonna/core/testing';

/** The server clock of these tests: fixed, never today's date. */
const NOW = new Date('2026-11-26T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;

describe.each(DIALECTS)('POST /api/receipts/scan with a HEIC photo on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof createServerTester>>;
  let per: string;
  beforeAll(async () => {
    server = await createServerTester(dialect, {
      plugins: [serverHalf as never],
      now: () => NOW,
      // the photo is decoded in the host's worker pool by compensations' renderer (npm start loads every installed plugin's)
      render: { extraModules: [new URL('../../../compensations/server/renderers.ts', import.meta.url).href] },
    });
    per = await server.signInAs('PER', '1001');
  });
  afterAll(() => server.close());

  it('stores and reads it as a JPEG; a broken one is refused naming Content, nothing stored', async () => {
    const res = await server.call('POST', '/api/receipts/scan', {
      cookie: per,
      headers: C1,
      body: { Content: HEIC_96x64.toString('base64'), Type: 'image/heic', FileName: 'IMG_0042.HEIC' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const scan = json<{ KvittoId: string; KvittoNamn: string; Read: boolean }>(res);
    expect(scan).toMatchObject({ KvittoNamn: 'IMG_0042.jpg', Read: true });
    const file = await server.host.db
      .selectFrom('uploads' as never)
      .select(['Type' as never])
      .where('Id' as never, '=', scan.KvittoId as never)
      .executeTakeFirst();
    expect(file).toEqual({ Type: 'image/jpeg' });

    const before = await server.snapshot();
    const bad = await server.call('POST', '/api/receipts/scan', {
      cookie: per,
      headers: C1,
      body: { Content: Buffer.concat([HEIC_96x64.subarray(0, 40), Buffer.alloc(200)]).toString('base64'), Type: 'image/heif' },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(json<{ field: string }>(bad).field).toBe('Content');
    expect(await server.snapshot()).toBe(before);
  });
});
