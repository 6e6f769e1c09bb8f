import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint, OkModel, shell } from '@lonna/core/contracts';
import { Record as Rec, String as Str } from 'runtypes';
import { defineServerPlugin, handle, type ServerPlugin } from '@lonna/core/server';
import { buildServer } from '../src/build-server';
import type { Db } from '../src/host/db/types';
import { isValidLuhn } from '../src/host/domain/luhn';
import { seedBigCompany } from '../src/plugins/shell/seed/demo';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from './support/test-server';

describe.each(DIALECTS)('demo data on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('has at least 12 companies: one archived, one behind SMS, an LSS care company, with and without Plus', async () => {
    const rows = await server.host.db.selectFrom('companies').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => r.Archived)).toHaveLength(1);
    expect(rows.filter((r) => r.requireSMSVerification)).toHaveLength(1);
    const omsorgen = rows.find((r) => r.Namn === 'Omsorgen Personlig Assistans AB')!;
    expect(omsorgen).toMatchObject({ UseLSS: 1, Plus: 1, UseFKSignering: 1, BrukareNamnTyp: 'BRUKARE' });
    expect(rows.some((r) => !r.Plus)).toBe(true);
    for (const r of rows) expect(isValidLuhn(r.Orgnr.replace('-', '')), r.Orgnr).toBe(true);
  });

  it('varies the PortalInfo switches between companies', async () => {
    const cookie = await signIn(server, 'lic@demo.se', '1001');
    const a = (await call(server, 'GET', '/api/portalInfo', { cookie })).json();
    const b = (await call(server, 'GET', '/api/portalInfo', { cookie, headers: { 'dv-selected-company': '1003' } })).json();
    expect(a.EnableBemanningView).toBe(true);
    expect(a.AcceptedDebitAccount).toBe(true);
    expect(a.PassbyteTyp).toBe('C');
    expect(b.EnableBemanningView).toBe(false);
    expect(b.PassbyteTyp).toBe('X');
  });

  it('gives every company 15–40 employees with valid personnummer and a schedule', async () => {
    const { db } = server.host;
    const counts = await db
      .selectFrom('employees')
      .select(['FtgId', db.fn.countAll<number>().as('n')])
      .groupBy('FtgId')
      .execute();
    for (const c of counts) {
      expect(Number(c.n)).toBeGreaterThanOrEqual(15);
      expect(Number(c.n)).toBeLessThanOrEqual(40);
    }
    const emps = await db.selectFrom('employees').select(['PersNr', 'FtgId', 'AnstNr']).execute();
    for (const e of emps) expect(isValidLuhn(e.PersNr.slice(2)), e.PersNr).toBe(true);
    const withSchedule = await db.selectFrom('employee_schedules').select(['FtgId', 'AnstNr']).distinct().execute();
    expect(withSchedule.length).toBe(emps.length);
  });

  it('gives accounts their options and care recipients to the LSS company', async () => {
    const { db } = server.host;
    const opts = await db.selectFrom('account_options').select(['Login', 'Option']).execute();
    expect(opts.some((o) => o.Option === 'CPBEM')).toBe(true);
    expect(opts.some((o) => o.Option === 'HRTIL')).toBe(true);
    expect((await db.selectFrom('brukare').select('Brukare').where('FtgId', '=', '1001').execute()).length).toBeGreaterThan(0);
  });

  it('seeds a 5,000-employee company for the bench', async () => {
    const id = await seedBigCompany(server.host.db, 5000);
    const n = await server.host.db
      .selectFrom('employees')
      .select(server.host.db.fn.countAll<number>().as('n'))
      .where('FtgId', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(5000);
  }, 60_000);
});

describe('start-up', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lonna-start-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seeds only an empty database, and a second start on the same file is fast', async () => {
    const file = join(dir, 'lonna.sqlite');
    const first = await buildServer({ databaseUrl: file, portalDist: null });
    expect(first.seeded).toBe(true);
    await first.app.close();
    const t0 = Date.now();
    const second = await buildServer({ databaseUrl: `file://${file}`, portalDist: null });
    await second.app.ready();
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(second.seeded).toBe(false);
    const migrations = await second.host.db.selectFrom('lonna_migrations').selectAll().execute();
    // each plugin's migrations once (the shell's, sign-in security's and the other installed plugins')
    const names = migrations.map((m) => `${m.plugin}/${m.name}`);
    expect(names).toEqual(expect.arrayContaining(['shell/001-initial', 'shell/002-register-version', 'security/001-security']));
    expect(new Set(names).size).toBe(names.length);
    const companies = await second.host.db.selectFrom('companies').select('FtgId').execute();
    expect(companies.length).toBe(13);
    await second.app.close();
  });

  // two demo servers seeded one after the other: ≈ 10 s alone, 35 s once beside the browser suite (never a timing assertion)
  it('a demo database started again two months later has its time history up to yesterday', { timeout: 120_000 }, async () => {
    const file = join(dir, 'later.sqlite');
    const lastDay = async (server: Awaited<ReturnType<typeof buildServer>>, FtgId: string) =>
      // the last day of reported history (absence booked ahead, e.g. an open sick notice's next days, is no history)
      (
        await (server.host.db as any)
          .selectFrom('time_rows')
          .select('Datum')
          .where('FtgId', '=', FtgId)
          .where('Source', '<>', 'BOOKED')
          .orderBy('Datum', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.Datum;
    // fixed clocks: seeded on a Wednesday in November, started again on a Monday in late January
    const first = await buildServer({ databaseUrl: file, portalDist: null, now: () => new Date('2026-11-18T09:00:00Z') });
    expect(await lastDay(first, '1001')).toBe('2026-11-17');
    await first.app.close();
    const later = await buildServer({ databaseUrl: file, portalDist: null, now: () => new Date('2027-01-25T09:00:00Z') });
    expect(later.seeded).toBe(false);
    // up to yesterday (Sunday 24th): both demo companies have someone scheduled at weekends
    expect(await lastDay(later, '1001')).toBe('2027-01-24');
    expect(await lastDay(later, '1002')).toBe('2027-01-24');
    // no gap behind the days the absence demo booked ahead at the first start: the others' days are filled in
    const gapDay = await (later.host.db as any)
      .selectFrom('time_rows')
      .select((eb: any) => eb.fn.count('Id').as('n'))
      .where('FtgId', '=', '1001')
      .where('Datum', '=', '2026-11-25')
      .where('Source', '<>', 'BOOKED')
      .executeTakeFirst();
    expect(Number(gapDay.n)).toBeGreaterThan(5);
    const statuses = await (later.host.db as any)
      .selectFrom('time_days')
      .select(['Datum', 'Status'])
      .where('FtgId', '=', '1001')
      .where('Datum', '>=', '2027-01-01')
      .execute();
    expect(statuses.length).toBeGreaterThan(0);
    // this month is reported, not yet attested; December is mostly done
    expect(statuses.every((d: { Status: string }) => d.Status === 'OPEN' || d.Status === 'APPROVED')).toBe(true);
    await later.app.close();
    // a third start the same day adds nothing
    const again = await buildServer({ databaseUrl: file, portalDist: null, now: () => new Date('2027-01-25T10:00:00Z') });
    const count = async (server: typeof again) =>
      Number((await (server.host.db as any).selectFrom('time_rows').select(server.host.db.fn.countAll().as('n')).executeTakeFirst()).n);
    const before = await count(again);
    await again.app.close();
    const fourth = await buildServer({ databaseUrl: file, portalDist: null, now: () => new Date('2027-01-25T11:00:00Z') });
    expect(await count(fourth)).toBe(before);
    await fourth.app.close();
  });

  it('refuses to start with an endpoint that has no access predicate', async () => {
    const rogue = {
      id: 'rogue',
      version: '1.0.0',
      $$type: '@lonna/ServerPlugin',
      endpoints: [handle({ ...shell.tidkoder, id: 'rogue.list', path: '/api/rogue', access: undefined as never }, () => [])],
    } as unknown as ServerPlugin<Db>;
    await expect(buildServer({ databaseUrl: ':memory:', portalDist: null, plugins: [rogue] })).rejects.toThrow(/no access predicate/);
  });

  it('serves the portal with history fallback, the flags, and JSON 404s under /api', async () => {
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lönna</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), 'brotli bytes');
    writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(join(dist, 'build-id.txt'), 'build-42\n');
    const { app } = await buildServer({ databaseUrl: ':memory:', portalDist: dist, seed: false });
    const page = await app.inject({ url: '/leaveplanner/17' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Lönna</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Lönna</title>');
    expect((await app.inject({ url: '/assets/' })).statusCode).toBe(404);
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    // the build's precompressed copies go to a browser that accepts them, as they are; the plain file to one that does not
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.toString()).toBe('brotli bytes');
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } })).body).toBe('console.log(1)');
    const api = await app.inject({ url: '/api/nothing/here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().dvCode).toBe(40401);
    expect(api.headers['dv-build-id']).toBe('build-42');
    for (const code of ['se', 'us', 'fr', 'pl']) {
      const flag = await app.inject({ url: `/countryflags/${code}.png` });
      expect(flag.statusCode).toBe(200);
      expect(flag.headers['content-type']).toBe('image/png');
      expect(flag.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    await app.close();
  });

  it('answers 503 50300 in maintenance mode', async () => {
    const { app } = await buildServer({ databaseUrl: ':memory:', portalDist: null, seed: false, maintenance: true });
    const res = await app.inject({ url: '/api/me', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ dvCode: 50300, message: 'The service is temporarily unavailable for maintenance.' });
    await app.close();
  });
});

describe('writes and cookies', () => {
  it('a call that fails after writing leaves nothing behind (one transaction per call)', async () => {
    const probe = defineEndpoint({
      id: 'probe.failingWrite',
      method: 'POST',
      path: '/api/probe',
      body: Rec({ message: Str }),
      reply: OkModel,
      access: { public: true },
    });
    const plugin = defineServerPlugin<Db>({
      id: 'probe',
      version: '1.0.0',
      endpoints: [
        handle<typeof probe, Db>(probe, async ({ body }, ctx) => {
          await ctx.db
            .insertInto('frontend_log')
            .values({ at: Date.now(), login: '', ip: ctx.ip, message: body.message, stack: '', url: '', context: '' })
            .execute();
          return ctx.fail(409, 40900, 'server.internal');
        }),
      ],
    });
    const { app, host } = await buildServer({ databaseUrl: ':memory:', portalDist: null, seed: false, plugins: [plugin] });
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'dv-api': '1', 'content-type': 'application/json' },
      payload: '{"message":"x"}',
    });
    expect(res.statusCode).toBe(409);
    const n = await host.db.selectFrom('frontend_log').select(host.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
    await app.close();
  });

  it('under HTTPS (behind a trusted proxy) the cookie is __Host-lonna_session and Secure', async () => {
    const { app } = await buildServer({ databaseUrl: ':memory:', portalDist: null, trustProxy: true });
    const res = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: JSON.stringify({ Login: 'lss@demo.se', Password: 'demo1234' }),
      headers: { 'dv-api': '1', 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    });
    const c = res.cookies.find((x) => x.name === '__Host-lonna_session')!;
    expect(c.secure).toBe(true);
    expect(c.path).toBe('/');
    const me = await app.inject({ url: '/api/me', headers: { cookie: `__Host-lonna_session=${c.value}`, 'x-forwarded-proto': 'https' } });
    expect(me.statusCode).toBe(200);
    await app.close();
  });
});
