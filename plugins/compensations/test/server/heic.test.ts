import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heicToJpeg, receiptBytes } from '../../server/published/receipts';
import { heifToJpeg, isHeif } from '../../server/receipts/heic';
import renderers from '../../server/renderers';
import { HEIC_96x64 } from '@lonna/core/testing';
import { DIALECTS, type Env, json, manual, startServer } from './support';

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
const BROKEN = Buffer.concat([HEIC_96x64.subarray(0, 40), Buffer.alloc(200)]);
/** the worker pool as the host runs it: this plugin's renderer, and what was asked */
function pool() {
  const asked: string[] = [];
  const render = async (kind: string, input: unknown) => {
    asked.push(kind);
    return renderers[kind as 'compensations.heicToJpeg'](input as Uint8Array) as Promise<Uint8Array>;
  };
  return { asked, render };
}

describe('HEIC/HEIF photos of receipts', () => {
  it('are told apart by their ftyp box and decoded to a JPEG of the same size', async () => {
    expect(isHeif(HEIC_96x64)).toBe(true);
    expect(isHeif(Buffer.from('\x89PNG\r\n\x1a\n0000000000', 'latin1'))).toBe(false);
    const jpeg = await heifToJpeg(HEIC_96x64);
    expect(jpeg!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpegSize(jpeg!)).toEqual({ width: 96, height: 64 });
    // a HEIF header over broken data is not a photo
    expect(await heifToJpeg(BROKEN)).toBeNull();
  });

  it('are decoded by the worker pool’s renderer, not on the request thread: the handler only asks ctx.render', async () => {
    const { asked, render } = pool();
    const jpeg = await heicToJpeg({ render }, HEIC_96x64);
    expect(asked).toEqual(['compensations.heicToJpeg']);
    expect(jpegSize(jpeg!)).toEqual({ width: 96, height: 64 });
    // not HEIF: no worker is asked; broken HEIF: the renderer throws and the handler gets null
    expect(await heicToJpeg({ render }, Buffer.from('%PDF-1.4'))).toBeNull();
    expect(asked).toHaveLength(1);
    expect(await heicToJpeg({ render }, BROKEN)).toBeNull();
  });

  it('an upload: HEIC/HEIF becomes a JPEG named .jpg; other types pass as sent; broken HEIC is null', async () => {
    const { render } = pool();
    const made = await receiptBytes({ render }, HEIC_96x64, 'image/heic', 'IMG_0042.HEIC');
    expect(made && { type: made.type, name: made.name, size: jpegSize(made.bytes) }).toEqual({
      type: 'image/jpeg',
      name: 'IMG_0042.jpg',
      size: { width: 96, height: 64 },
    });
    expect((await receiptBytes({ render }, HEIC_96x64, 'image/heif', 'kvitto'))?.name).toBe('kvitto.jpg');
    const pdf = Buffer.from('%PDF-1.4');
    expect(await receiptBytes({ render }, pdf, 'application/pdf', 'a.pdf')).toEqual({ bytes: pdf, type: 'application/pdf', name: 'a.pdf' });
    expect(await receiptBytes({ render }, BROKEN, 'image/heif', 'x.heif')).toBeNull();
  });
});

describe.each(DIALECTS)('a compensation’s receipt from a phone (HEIC) on %s', (dialect) => {
  let env: Env;
  let per: string;
  const heic = (bytes: Buffer, FileName = 'IMG_0042.HEIC', Type = 'image/heic') => ({ Content: bytes.toString('base64'), Type, FileName });
  const uploadType = async (Id: string) =>
    (await env.db.selectFrom('uploads').select(['Type', 'FileName']).where('Id', '=', Id).executeTakeFirst()) as { Type: string; FileName: string };

  beforeAll(async () => {
    env = await startServer(dialect);
    per = await env.signIn('per@demo.se');
  });
  afterAll(() => env.server.close());

  it('is stored as a JPEG with the row and when added later; the file is served as one', async () => {
    const created = await env.call('POST', '/api/compensations', { cookie: per, body: manual({ Text: 'Taxi från stationen', Kvitto: heic(HEIC_96x64) }) });
    expect(created.statusCode, created.body).toBe(200);
    const row = json<{ Id: string; KvittoId: string; KvittoNamn: string }>(created);
    expect(row.KvittoNamn).toBe('IMG_0042.jpg');
    expect(await uploadType(row.KvittoId)).toMatchObject({ Type: 'image/jpeg' });
    const file = await env.call('GET', `/files/compensations/${row.Id}/receipt`, { cookie: per });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/jpeg');

    const plain = json<{ Id: string }>(await env.call('POST', '/api/compensations', { cookie: per, body: manual({ Text: 'Parkering' }) }));
    const added = await env.call('POST', `/api/compensations/${plain.Id}/receipt`, { cookie: per, body: heic(HEIC_96x64, 'parkering.heif', 'image/heif') });
    expect(added.statusCode, added.body).toBe(200);
    expect(json<{ KvittoNamn: string }>(added).KvittoNamn).toBe('parkering.jpg');
  });

  it('a photo the decoder cannot read is refused naming Content in the user’s language; nothing changes', async () => {
    const before = await env.server.snapshot();
    const bad = await env.call('POST', '/api/compensations', { cookie: per, body: manual({ Kvitto: heic(BROKEN) }) });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(json<{ field: string; message: string }>(bad)).toMatchObject({
      field: 'Content',
      message: 'HEIC-bilden kunde inte läsas; ta en ny bild eller spara den som JPEG.',
    });
    const en = await env.call('POST', '/api/compensations', { cookie: per, body: manual({ Kvitto: heic(BROKEN) }), headers: { 'accept-language': 'en' } });
    expect(json<{ message: string }>(en).message).toMatch(/^The HEIC image could not be read/);
    expect(await env.server.snapshot()).toBe(before);
  });
});
