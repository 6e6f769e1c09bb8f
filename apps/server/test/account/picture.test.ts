import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '@lonna/core/contracts';
import { call, DIALECTS, signIn, snapshot, startTestServer, type TestServer } from '../support/test-server';
import { jpeg, png } from './fixtures';

const put = (server: TestServer, cookie: string | undefined, body: unknown, company?: string) =>
  call(server, 'PUT', '/api/ftgpicture', { cookie, body, headers: company ? { 'dv-selected-company': company } : {} });
const del = (server: TestServer, cookie: string | undefined, company?: string) =>
  call(server, 'DELETE', '/api/ftgpicture', { cookie, headers: company ? { 'dv-selected-company': company } : {} });
const get = (server: TestServer, cookie: string | undefined, ftgId: string, id: string) => call(server, 'GET', `/api/ftgpicture/${ftgId}/${id}`, { cookie });
const pictureId = async (server: TestServer, ftgId: string) =>
  (await server.host.db.selectFrom('companies').select('PictureId').where('FtgId', '=', ftgId).executeTakeFirstOrThrow()).PictureId;

describe.each(DIALECTS)('company picture on %s', (dialect) => {
  let server: TestServer;
  let ftg: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { session: { cacheMs: 0 } });
    ftg = await signIn(server, 'ftg@demo.se', '1002');
  });
  afterAll(() => server.close());

  it('uploads, serves, replaces and deletes the picture of the selected company', async () => {
    const image = png(64, 64);
    const saved = await put(server, ftg, { Content: image.toString('base64'), Type: 'image/png' }, '1002');
    expect(saved.statusCode).toBe(200);
    const { Id } = saved.json();
    expect(Id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await pictureId(server, '1002')).toBe(Id);
    expect((await call(server, 'GET', '/api/me', { cookie: ftg })).json().FtgInfo.PictureId).toBe(Id);
    const listed = (await call(server, 'GET', '/api/companyList', { cookie: ftg })).json() as { FtgId: string; PictureId: string }[];
    expect(listed.find((c) => c.FtgId === '1002')?.PictureId).toBe(Id);

    // any account with access to the company may see it (AVD of 1001 cannot, see below)
    const served = await get(server, ftg, '1002', Id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(image)).toBe(true);

    const replaced = await put(server, ftg, { Content: jpeg(200, 100).toString('base64'), Type: 'image/jpeg' }, '1002');
    const second = replaced.json().Id as string;
    expect(second).not.toBe(Id);
    expect((await get(server, ftg, '1002', Id)).statusCode).toBe(404);
    expect((await get(server, ftg, '1002', second)).headers['content-type']).toBe('image/jpeg');

    const deleted = await del(server, ftg, '1002');
    expect(deleted.statusCode).toBe(200);
    expect(await pictureId(server, '1002')).toBe(EMPTY_GUID);
    expect((await get(server, ftg, '1002', second)).statusCode).toBe(404);
    const events = await server.host.db
      .selectFrom('audit_log')
      .select('event')
      .where('login', '=', 'ftg@demo.se')
      .where('event', 'like', 'picture.%')
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['picture.saved', 'picture.saved', 'picture.deleted']);
  });

  it('LIC and ADM may edit any company', async () => {
    const lic = await signIn(server, 'lic@demo.se', '1007');
    expect((await put(server, lic, { Content: png().toString('base64'), Type: 'image/png' }, '1007')).statusCode).toBe(200);
    const adm = await signIn(server, 'adm@demo.se', '1007');
    expect((await del(server, adm, '1007')).statusCode).toBe(200);
  });

  it('401 without a session', async () => {
    expect((await put(server, undefined, { Content: png().toString('base64'), Type: 'image/png' }, '1002')).json().dvCode).toBe(40101);
    expect((await del(server, undefined, '1002')).statusCode).toBe(401);
    expect((await get(server, undefined, '1002', EMPTY_GUID.replace(/0/g, '1'))).statusCode).toBe(401);
  });

  it('403 40300 for roles below company administrator, nothing written', async () => {
    for (const who of ['per@demo.se', 'avd@demo.se', 'lss@demo.se', 'bru@demo.se']) {
      const cookie = await signIn(server, who);
      const before = await snapshot(server);
      const res = await put(server, cookie, { Content: png().toString('base64'), Type: 'image/png' });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().dvCode).toBe(40300);
      expect((await del(server, cookie)).json().dvCode).toBe(40300);
      expect(await snapshot(server)).toBe(before);
    }
  });

  it('403 40301 for a company outside the access list (upload and viewing)', async () => {
    const ftg1 = await signIn(server, 'ftg1@demo.se');
    const before = await snapshot(server);
    const res = await put(server, ftg1, { Content: png().toString('base64'), Type: 'image/png' }, '1001');
    expect(res.statusCode).toBe(403);
    expect(res.json().dvCode).toBe(40301);
    expect((await del(server, ftg1, '1001')).json().dvCode).toBe(40301);
    expect(await snapshot(server)).toBe(before);

    const { Id } = (await put(server, ftg, { Content: png().toString('base64'), Type: 'image/png' }, '1001')).json();
    const per = await signIn(server, 'per@demo.se');
    expect((await get(server, per, '1001', Id)).statusCode).toBe(200);
    const denied = await get(server, ftg1, '1001', Id);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().dvCode).toBe(40301);
  });

  it('400 with nothing written: not an image, type disagreeing with the bytes, data: prefix, unknown type, too large', async () => {
    const cases: [unknown, string][] = [
      [{ Content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'), Type: 'image/png' }, 'Content'],
      [{ Content: png().toString('base64'), Type: 'image/jpeg' }, 'Type'],
      [{ Content: `data:image/png;base64,${png().toString('base64')}`, Type: 'image/png' }, 'Content'],
      [{ Content: png().toString('base64'), Type: 'image/svg+xml' }, 'Type'],
      [{ Content: '', Type: 'image/png' }, 'Content'],
      [{ Type: 'image/png' }, 'Content'],
      [{ Content: Buffer.alloc(5 * 1024 * 1024 + 3).toString('base64'), Type: 'image/png' }, 'Content'],
    ];
    const id = await pictureId(server, '1003');
    for (const [body, field] of cases) {
      const before = await snapshot(server);
      const res = await put(server, ftg, body, '1003');
      expect(res.statusCode, field).toBe(400);
      expect(res.json().dvCode).toBe(40000);
      expect(res.json().field).toContain(field);
      expect(await snapshot(server)).toBe(before);
    }
    expect(await pictureId(server, '1003')).toBe(id);
    expect((await get(server, ftg, '1003', 'not-a-guid')).statusCode).toBe(400);
  });
});
