import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Record as Rec, String as Str, Array as Arr, Unknown } from 'runtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint } from '@lonna/core/contracts';
import { defineServerPlugin, handle, pageOf, type ServerJob } from '@lonna/core/server';
import { buildServer } from '../../src/build-server';
import type { Db } from '../../src/host/db/types';
import { call, createServerTester, signIn, type TestServer } from '../support/test-server';
import { png } from '../account/fixtures';

const T0 = new Date('2026-03-02T09:00:00Z');

/** A probe plugin using the host services a plugin gets: clock, audit log, pagination. */
const write = defineEndpoint({
  id: 'probe.write',
  method: 'POST',
  path: '/api/probe',
  body: Rec({ Name: Str }),
  reply: Rec({ ok: Unknown }),
  access: { roles: ['LIC', 'ADM', 'FTG'] },
});
const log = defineEndpoint({ id: 'probe.log', method: 'GET', path: '/api/probe/log', reply: Arr(Unknown), access: { companySelected: true } });
const page = defineEndpoint({
  id: 'probe.page',
  method: 'GET',
  path: '/api/probe/page',
  query: Rec({}).And(Rec({ Page: Str }).asPartial()),
  reply: Arr(Unknown),
  access: { companySelected: true },
});
const upload = defineEndpoint({
  id: 'probe.upload',
  method: 'POST',
  path: '/api/probe/file',
  body: Rec({ Content: Str, Type: Str }),
  reply: Unknown,
  access: { roles: ['LIC', 'ADM', 'FTG'] },
  bodyLimit: 8 * 1024 * 1024,
});
const download = defineEndpoint({
  id: 'probe.download',
  method: 'GET',
  path: '/api/probe/file/:Id',
  params: Rec({ Id: Str }),
  reply: Unknown,
  raw: true,
  access: { companySelected: true },
});
const removeFile = defineEndpoint({
  id: 'probe.removeFile',
  method: 'DELETE',
  path: '/api/probe/file/:Id',
  params: Rec({ Id: Str }),
  reply: Unknown,
  access: { roles: ['LIC', 'ADM', 'FTG'] },
});
const tell = defineEndpoint({
  id: 'probe.tell',
  method: 'POST',
  path: '/api/probe/tell',
  body: Rec({ Fail: Str }),
  reply: Rec({ ok: Unknown }),
  access: { roles: ['LIC', 'ADM', 'FTG'] },
});
const notify = defineEndpoint({
  id: 'probe.notify',
  method: 'POST',
  path: '/api/probe/notify',
  body: Rec({ Logins: Arr(Str) }),
  reply: Unknown,
  access: { companySelected: true },
});
const probe = defineServerPlugin<Db>({
  id: 'probe',
  version: '1.0.0',
  core: '^1.0.0',
  endpoints: [
    handle(write, async ({ body }, ctx) => {
      // narrowed by the descriptor: a company-scoped handler has a company and an account without `!`
      const at: string = ctx.companyId + ctx.account.Login;
      await ctx.audit.record({
        entity: 'thing',
        id: 't1',
        event: 'modified',
        before: { Name: 'old', Same: 1 },
        after: { Name: body.Name, Same: 1 },
        anstNr: '12',
        date: ctx.now().toISOString().slice(0, 10),
      });
      if (body.Name === 'fail') ctx.fail(409, 40900, 'server.internal');
      return { ok: at.length > 0 };
    }),
    handle(log, async (_, ctx) => ctx.audit.list({ anstNr: '12' })),
    handle(page, (input, ctx) =>
      ctx.paginate(
        Array.from({ length: 30 }, (_, i) => i),
        input.query,
      ),
    ),
    handle(upload, async ({ body }, ctx) => ctx.files.store('picture', { bytes: Buffer.from(body.Content, 'base64'), declaredType: body.Type })),
    handle(download, async ({ params }, ctx) => {
      const file = await ctx.files.read('picture', params.Id);
      if (!file) return ctx.fail(404, 40401, 'server.notFound');
      ctx.files.serve('picture', file);
      return file.bytes as never;
    }),
    handle(removeFile, async ({ params }, ctx) => {
      await ctx.files.delete('picture', params.Id);
      return { ok: true };
    }),
    handle(tell, async ({ body }, ctx) => {
      ctx.notify.mail({ to: 'anna@example.se', subject: `Ändrat ${body.Fail}`, text: 'Ditt bankkonto har ändrats.' });
      ctx.notify.sms({ to: '070-123 45 67', text: `Ändrat ${body.Fail}` });
      ctx.notify.sms({ to: 'inte ett nummer', text: 'aldrig' });
      if (body.Fail === 'yes') ctx.fail(409, 40900, 'server.conflict');
      return { ok: true };
    }),
    handle(notify, async ({ body }, ctx) => {
      ctx.publish({ event: 'resource-updated', resource: 'probe' });
      ctx.publish({ event: 'resource-updated', resource: 'probe.notice', logins: body.Logins });
      return { ok: true };
    }),
  ],
});

describe('host services', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await createServerTester('sqlite', { plugins: [probe], now: () => T0 });
    cookie = await signIn(server, 'lic@demo.se', '1001');
  }, 30_000);
  afterAll(async () => server?.close());

  it("the audit log keeps created/modified/deleted with the changed fields, in the call's transaction", async () => {
    expect((await call(server, 'POST', '/api/probe', { cookie, body: { Name: 'new' } })).statusCode).toBe(200);
    expect((await call(server, 'POST', '/api/probe', { cookie, body: { Name: 'fail' } })).statusCode).toBe(409);
    const entries = JSON.parse((await call(server, 'GET', '/api/probe/log', { cookie })).body);
    expect(entries).toEqual([
      expect.objectContaining({
        At: T0.getTime(),
        Login: 'lic@demo.se',
        Entity: 'thing',
        EntityId: 't1',
        Event: 'modified',
        Action: 'modified',
        AnstNr: '12',
        Datum: '2026-03-02',
        Changes: [{ Field: 'Name', Old: 'old', New: 'new' }],
      }),
    ]);
  });

  it("paginates by the wire's one rule", async () => {
    const res = await call(server, 'GET', '/api/probe/page?Page=2', { cookie });
    expect(JSON.parse(res.body)).toEqual([25, 26, 27, 28, 29]);
    expect(JSON.parse(res.headers['dv-pagination'] as string)).toEqual({ Page: 2, PerPage: 25, Total: 30, TotalPages: 2 });
    expect(pageOf(3, {})).toEqual({ info: { Page: 1, PerPage: 3, Total: 3, TotalPages: 1 }, start: 0, end: 3 });
  });
});

describe('file storage (ctx.files)', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await createServerTester('sqlite', { plugins: [probe], now: () => T0 });
    cookie = await signIn(server, 'lic@demo.se', '1001');
  }, 30_000);
  afterAll(async () => server?.close());

  it('stores a checked file for the company, serves it with safe headers, and refuses a bad one naming the field', async () => {
    const bytes = png(3, 2);
    const stored = await call(server, 'POST', '/api/probe/file', { cookie, body: { Content: bytes.toString('base64'), Type: 'image/png' } });
    expect(stored.statusCode).toBe(200);
    const { id, duplicate } = JSON.parse(stored.body);
    expect(duplicate).toBe(false);
    const again = await call(server, 'POST', '/api/probe/file', { cookie, body: { Content: bytes.toString('base64'), Type: 'image/png' } });
    expect(JSON.parse(again.body)).toMatchObject({ id, duplicate: true });
    const served = await call(server, 'GET', `/api/probe/file/${id}`, { cookie });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(served.rawPayload).equals(bytes)).toBe(true);
    const other = await call(server, 'GET', `/api/probe/file/${id}`, { cookie, headers: { 'dv-selected-company': '1002' } });
    expect(other.statusCode).toBe(404);
    const bad = await call(server, 'POST', '/api/probe/file', {
      cookie,
      body: { Content: Buffer.from('%PDF-1.4 not a png').toString('base64'), Type: 'image/png' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ dvCode: 40000, field: expect.any(String) });
  });

  it('deletes one stored file of the company (the others stay)', async () => {
    const store = async (b: Buffer) =>
      JSON.parse((await call(server, 'POST', '/api/probe/file', { cookie, body: { Content: b.toString('base64'), Type: 'image/png' } })).body).id as string;
    const [a, b] = [await store(png(4, 4)), await store(png(5, 5))];
    expect((await call(server, 'DELETE', `/api/probe/file/${a}`, { cookie })).statusCode).toBe(200);
    expect((await call(server, 'GET', `/api/probe/file/${a}`, { cookie })).statusCode).toBe(404);
    expect((await call(server, 'GET', `/api/probe/file/${b}`, { cookie })).statusCode).toBe(200);
  });

  it('mails and texts people only after the call has committed; a message that cannot be sent leaves the change', async () => {
    const mails = () =>
      server.security
        .mailOutbox!.messages()
        .filter((m) => m.to === 'anna@example.se')
        .map((m) => m.subject);
    const texts = () =>
      server.security
        .smsOutbox!.messages()
        .filter((m) => m.to === '+46701234567')
        .map((m) => m.text);
    expect((await call(server, 'POST', '/api/probe/tell', { cookie, body: { Fail: 'yes' } })).statusCode).toBe(409);
    expect(mails()).toEqual([]);
    expect((await call(server, 'POST', '/api/probe/tell', { cookie, body: { Fail: 'no' } })).statusCode).toBe(200);
    expect(mails()).toEqual(['Ändrat no']);
    expect(texts()).toEqual(['Ändrat no']);
  });

  it('publishes to the company, or with `logins` to those accounts of the company only, after the call', async () => {
    const sent: unknown[] = [];
    const publish = server.push.publish.bind(server.push);
    server.push.publish = (to, frame) => {
      sent.push({ to, frame });
      return publish(to, frame);
    };
    await call(server, 'POST', '/api/probe/notify', { cookie, body: { Logins: ['ftg@demo.se', 'adm@demo.se', 'ftg@demo.se'] } });
    expect(sent).toEqual([
      { to: { ftgId: '1001' }, frame: { event: 'resource-updated', resource: 'probe' } },
      { to: { ftgId: '1001', login: 'ftg@demo.se' }, frame: { event: 'resource-updated', resource: 'probe.notice' } },
      { to: { ftgId: '1001', login: 'adm@demo.se' }, frame: { event: 'resource-updated', resource: 'probe.notice' } },
    ]);
  });
});

describe('jobs run once per period across instances', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lonna-jobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('two instances on one database: each period runs on one of them only', async () => {
    let clock = T0.getTime();
    const runs: string[] = [];
    const job = (who: string): ServerJob<Db> => ({ name: 'remind', everyMs: 60_000, run: async () => void runs.push(who) });
    const jobPlugin = (who: string) => defineServerPlugin<Db>({ id: 'jobby', version: '1.0.0', core: '^1.0.0', jobs: [job(who)] });
    const file = join(dir, 'jobs.sqlite');
    const a = await buildServer({ databaseUrl: file, portalDist: null, seed: false, installed: [], plugins: [jobPlugin('a')], now: () => new Date(clock) });
    const b = await buildServer({ databaseUrl: file, portalDist: null, seed: false, installed: [], plugins: [jobPlugin('b')], now: () => new Date(clock) });
    try {
      await Promise.all([a.jobs.tick(), b.jobs.tick()]);
      await Promise.all([a.jobs.tick(), b.jobs.tick()]);
      expect(runs).toHaveLength(1);
      clock += 60_000;
      await Promise.all([b.jobs.tick(), a.jobs.tick()]);
      expect(runs).toHaveLength(2);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});
