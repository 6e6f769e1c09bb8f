import { createServerTester, DIALECTS } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverHalf from '../../server';
import { heifToJpeg, isHeif } from '../../server/ocr/heic';
import { heicToJpeg } from '../../server/ocr/heic-worker';
import renderers from '../../server/renderers';
import { HEIC_96x64 } from '../support/heic-fixture';

/** The server clock of these tests: fixed, never today's date. */
const NOW = new Date('2026-11-26T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
const jpegSize = (b: Buffer) => {
  // the SOF0/SOF2 segment holds height and width
  for (let i = 2; i < b.length - 9; ) {
    const marker = b[i + 1]!;
    const len = b.readUInt16BE(i + 2);
    if (marker === 0xc0 || marker === 0xc2) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + len;
  }
  return null;
};

describe('HEIC/HEIF photos', () => {
  it('are told apart by their ftyp box and decoded to a JPEG of the same size', async () => {
    expect(isHeif(HEIC_96x64)).toBe(true);
    expect(isHeif(Buffer.from('\x89PNG\r\n\x1a\n0000000000', 'latin1'))).toBe(false);
    const jpeg = await heifToJpeg(HEIC_96x64);
    expect(jpeg!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpegSize(jpeg!)).toEqual({ width: 96, height: 64 });
    // a HEIF header over broken data is not a photo
    expect(await heifToJpeg(Buffer.concat([HEIC_96x64.subarray(0, 40), Buffer.alloc(200)]))).toBeNull();
  });

  it('are decoded by the worker pool’s renderer, not on the request thread: the handler only asks ctx.render', async () => {
    const asked: string[] = [];
    const render = async (kind: string, input: unknown) => {
      asked.push(kind);
      return renderers[kind as 'travel.heicToJpeg'](input as Uint8Array) as Promise<Uint8Array>;
    };
    const jpeg = await heicToJpeg({ render }, HEIC_96x64);
    expect(asked).toEqual(['travel.heicToJpeg']);
    expect(jpegSize(jpeg!)).toEqual({ width: 96, height: 64 });
    // not HEIF: no worker is asked; broken HEIF: the renderer throws and the handler gets null
    expect(await heicToJpeg({ render }, Buffer.from('%PDF-1.4'))).toBeNull();
    expect(asked).toHaveLength(1);
    expect(await heicToJpeg({ render }, Buffer.concat([HEIC_96x64.subarray(0, 40), Buffer.alloc(200)]))).toBeNull();
  });
});

describe.each(DIALECTS)('POST /api/receipts/scan with a HEIC photo on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof createServerTester>>;
  let per: string;
  beforeAll(async () => {
    server = await createServerTester(dialect, {
      plugins: [serverHalf as never],
      now: () => NOW,
      // the photo is decoded in the host's worker pool by this plugin's renderer
      render: { extraModules: [new URL('../../server/renderers.ts', import.meta.url).href] },
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
