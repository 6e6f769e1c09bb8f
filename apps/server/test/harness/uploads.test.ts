import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picturesToUploads } from '../../src/plugins/account/migrations';
import { REPO_ROOT } from '../../src/build-server';
import { checkUpload, contentDisposition, safeFileName, UPLOAD_KINDS, type UploadsDb } from '../../src/services/files';
import { jpeg, png } from '../account/fixtures';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from '../support/test-server';

/** Issue 7 item 6 (ASVS V5): the one upload mechanism, alone and behind the company picture. */

const pdf = (body = 'BT /F1 12 Tf (Kvitto) Tj ET') => Buffer.from(`%PDF-1.4\n1 0 obj <<>> stream\n${body}\nendstream endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');

/** every file under the portal's and the server's public folders, with its size and modification time */
function webRootFiles(): string[] {
  const webRoots = [join(REPO_ROOT, 'apps', 'portal', 'dist'), join(REPO_ROOT, 'apps', 'portal', 'public'), join(REPO_ROOT, 'apps', 'server', 'assets')];
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((n) => {
          const p = join(dir, n);
          const st = statSync(p);
          return st.isDirectory() ? walk(p) : [`${p} ${st.size} ${st.mtimeMs}`];
        })
      : [];
  return webRoots.flatMap(walk).sort();
}

describe('checkUpload: size, type, magic bytes, extension, whole file', () => {
  it('accepts each kind’s types with a matching name, and hashes the bytes', () => {
    const ok = checkUpload('receipt', { bytes: pdf(), declaredType: 'application/pdf', fileName: 'kvitto mars.PDF' });
    expect(ok).toMatchObject({ ok: true, file: { type: 'application/pdf', fileName: 'kvitto mars.pdf', size: pdf().length } });
    expect(ok.ok && ok.file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(checkUpload('picture', { bytes: jpeg(10, 10), declaredType: 'image/jpeg', fileName: 'logo.jpeg' }).ok).toBe(true);
    expect(checkUpload('document', { bytes: pdf(), declaredType: 'application/pdf' }).ok).toBe(true);
  });

  it.each([
    ['empty', 'picture', Buffer.alloc(0), 'image/png', undefined, 'empty', 'Content'],
    ['over the size limit', 'picture', Buffer.concat([png(), Buffer.alloc(UPLOAD_KINDS.picture.maxBytes)]), 'image/png', undefined, 'tooLarge', 'Content'],
    ['a type the kind does not take', 'picture', pdf(), 'application/pdf', 'a.pdf', 'typeNotAllowed', 'Type'],
    ['an executable called a picture', 'picture', exe, 'image/png', 'logo.png', 'invalidFile', 'Content'],
    ['HTML called a PDF', 'receipt', html, 'application/pdf', 'kvitto.pdf', 'invalidFile', 'Content'],
    ['PNG bytes declared JPEG', 'picture', png(), 'image/jpeg', undefined, 'typeMismatch', 'Type'],
    ['PNG bytes named .pdf', 'receipt', png(), 'image/png', 'kvitto.pdf', 'extensionMismatch', 'FileName'],
    ['PNG bytes named .png.exe', 'receipt', png(), 'image/png', 'kvitto.png.exe', 'extensionMismatch', 'FileName'],
    ['a truncated PDF', 'document', pdf().subarray(0, 30), 'application/pdf', 'a.pdf', 'invalidFile', 'Content'],
    ['a truncated PNG', 'picture', png().subarray(0, 40), 'image/png', undefined, 'invalidFile', 'Content'],
    ['a picture too wide', 'picture', png(4097, 1), 'image/png', undefined, 'badDimensions', 'Content'],
  ] as const)('refuses %s', (_label, kind, bytes, declaredType, fileName, problem, field) => {
    expect(checkUpload(kind, { bytes, declaredType, fileName })).toEqual({ ok: false, problem, field });
  });

  it('safe file names: no directories, control or bidi characters, reserved names, and the real extension', () => {
    expect(safeFileName('../../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('..\\..\\windows\\win.ini', 'pdf')).toBe('win.pdf');
    expect(safeFileName('fakt\u202Efdp.exe', 'pdf')).toBe('faktfdp.pdf');
    expect(safeFileName('a\u0000b\r\n.png', 'png')).toBe('ab.png');
    expect(safeFileName('CON.pdf', 'pdf', 'document')).toBe('document.pdf');
    expect(safeFileName('...', 'png', 'picture')).toBe('picture.png');
    expect(safeFileName(`${'å'.repeat(300)}.pdf`, 'pdf')).toBe(`${'å'.repeat(120)}.pdf`);
    expect(safeFileName('Lön "mars"; x.pdf', 'pdf')).toBe('Lön _mars__ x.pdf');
  });

  it('Content-Disposition carries an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Lönebesked mars.pdf')).toBe(
      `attachment; filename="Lonebesked mars.pdf"; filename*=UTF-8''L%C3%B6nebesked%20mars.pdf`,
    );
    expect(contentDisposition('inline', 'a"b\\c.png')).toBe(`inline; filename="a_b_c.png"; filename*=UTF-8''a%22b%5Cc.png`);
  });
});

describe.each(DIALECTS)('the company picture through the upload mechanism (%s)', (dialect) => {
  let server: TestServer;
  let ftg: string;
  const db = () => server.host.db as unknown as UploadsDb;
  const put = (bytes: Buffer, Type: string, lang = 'sv') =>
    call(server, 'PUT', '/api/ftgpicture', {
      cookie: ftg,
      headers: { 'dv-selected-company': '1002', 'accept-language': lang },
      body: { Content: bytes.toString('base64'), Type },
    });
  beforeAll(async () => {
    server = await startTestServer(dialect);
    ftg = await signIn(server, 'ftg1@demo.se');
  });
  afterAll(async () => server?.close());

  it('stores under a generated id outside the web root, serves with Content-Disposition and a sandbox, and detects duplicates', async () => {
    const webRootsBefore = webRootFiles();
    const first = await put(png(5, 5), 'image/png');
    expect(first.statusCode).toBe(200);
    const { Id } = first.json() as { Id: string };
    expect(Id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await db().selectFrom('uploads').selectAll().where('FtgId', '=', '1002').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Id, Kind: 'picture', Type: 'image/png', FileName: 'picture.png' });

    const served = await call(server, 'GET', `/api/ftgpicture/1002/${Id}`, { cookie: ftg });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(`inline; filename="picture.png"; filename*=UTF-8''picture.png`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(png(5, 5))).toBe(true);

    // the same picture again: a duplicate, same id, nothing stored twice
    const again = await put(png(5, 5), 'image/png');
    expect(again.json().Id).toBe(Id);
    expect(await db().selectFrom('uploads').select('Id').where('FtgId', '=', '1002').execute()).toHaveLength(1);

    // another picture replaces it
    const other = await put(jpeg(8, 8), 'image/jpeg');
    expect(other.json().Id).not.toBe(Id);
    expect((await db().selectFrom('uploads').select('Id').where('FtgId', '=', '1002').execute()).map((r) => r.Id)).toEqual([other.json().Id]);
    expect((await call(server, 'GET', `/api/ftgpicture/1002/${Id}`, { cookie: ftg })).statusCode).toBe(404);

    // nothing under the portal or the server's public folders carries an upload: the same files, unchanged, as
    // before the uploads (compared with a snapshot, not the clock: a build minutes ago or a moved clock is no upload)
    expect(webRootFiles()).toEqual(webRootsBefore);
  });

  it('refuses with 400, the field, a message in the caller’s language, and writes nothing', async () => {
    const before = await db().selectFrom('uploads').selectAll().execute();
    const sv = await put(exe, 'image/png', 'sv');
    const en = await put(exe, 'image/png', 'en');
    expect(sv.statusCode).toBe(400);
    expect(sv.json()).toMatchObject({ dvCode: 40000, field: 'Content' });
    expect(sv.json().message).not.toBe(en.json().message);
    expect(en.json().message).toContain('PNG, JPG');
    const mismatch = await put(png(), 'image/jpeg', 'fr');
    expect(mismatch.json()).toMatchObject({ dvCode: 40000, field: 'Type' });
    expect(await db().selectFrom('uploads').selectAll().execute()).toEqual(before);
  });

  it('moves pictures stored before the mechanism into it, keeping their ids', async () => {
    const legacy = db() as any;
    await legacy
      .insertInto('company_pictures')
      .values({ FtgId: '1005', Id: '11111111-2222-4333-8444-555555555555', Type: 'image/png', Bytes: png(2, 2), CreatedAt: 1 })
      .execute();
    await picturesToUploads.up(legacy, { dialect });
    const moved = await db().selectFrom('uploads').selectAll().where('FtgId', '=', '1005').executeTakeFirstOrThrow();
    expect(moved).toMatchObject({ Id: '11111111-2222-4333-8444-555555555555', Kind: 'picture', Type: 'image/png' });
    expect(Number(moved.Size)).toBe(png(2, 2).length);
    expect(await legacy.selectFrom('company_pictures').selectAll().execute()).toEqual([]);
  });
});
