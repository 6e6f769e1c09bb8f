import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { String as Str } from 'runtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint } from '@lonna/core/contracts';
import { defineServerPlugin, handle } from '@lonna/core/server';
import { HARNESS_NOW, HARNESS_TODAY } from './support/harness-server';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from '../support/test-server';
import { HOME_COMPANY } from './support/roles';
import { asQuery, fillPath, plausible, queryString } from './support/runtypes-samples';

/**
 * Issue 11 item 8: eight PDFs from one user slowed everyone's /api/me because rendering ran on the event loop.
 * Files are rendered in the host's worker pool (ctx.render) with a per-user allowance. Checked by ordering,
 * never by wall-clock budgets: a render that keeps its worker busy cannot hold up another user's /api/me, and a
 * user with many renders queued does not keep another user's file waiting behind all of them.
 */
const dir = mkdtempSync(join(tmpdir(), 'lonna-render-'));
const busyModule = join(dir, 'busy.mjs');
// a renderer that keeps its thread busy until told: on the event loop it would freeze every other request
writeFileSync(busyModule, `export default { 'harness.busy': ({ ms }) => { const end = Date.now() + ms; while (Date.now() < end); return 'done'; } };\n`);

const busy = defineEndpoint({ id: 'harness.busy', method: 'GET', path: '/api/harness/busy', reply: Str, raw: true, access: { signedIn: true } });
const busyPlugin = defineServerPlugin<any>({
  id: 'harness',
  version: '1.0.0',
  endpoints: [handle(busy, async (_i, ctx) => Buffer.from(await ctx.render('harness.busy', { ms: 400 })).toString('utf8'))],
});

describe.each(DIALECTS)('file rendering off the event loop (%s)', (dialect) => {
  let server: TestServer;
  let a: string;
  let b: string;
  beforeAll(async () => {
    // the installed plugins come from plugins.installed.json; the busy renderer is this test's own
    server = await startTestServer(dialect, {
      now: () => new Date(HARNESS_NOW),
      plugins: [busyPlugin],
      render: { threads: 1, perUser: 2, extraModules: [pathToFileURL(busyModule).href] },
      throttle: { perAccount: 100_000, perIp: 100_000 },
    });
    a = await signIn(server, 'ftg@demo.se', HOME_COMPANY);
    b = await signIn(server, 'per@demo.se');
  });
  afterAll(async () => {
    await server?.close();
  });

  it("while one user's renders keep the worker busy, another user's /api/me answers first", async () => {
    const order: string[] = [];
    const renders = [1, 2, 3, 4].map((i) =>
      call(server, 'GET', '/api/harness/busy', { cookie: a }).then((r) => {
        order.push(`a${i}`);
        return r;
      }),
    );
    await new Promise((r) => setTimeout(r, 50)); // the renders are in the pool
    const me = await call(server, 'GET', '/api/me', { cookie: b });
    order.push('me');
    expect(me.statusCode).toBe(200);
    for (const r of await Promise.all(renders)) expect(r.body).toBe('done');
    expect(order[0]).toBe('me');
  }, 60_000);

  it("one user's queue of renders does not keep another user's file waiting behind all of it", async () => {
    const order: string[] = [];
    const mine = [1, 2, 3, 4].map((i) => call(server, 'GET', '/api/harness/busy', { cookie: a }).then(() => order.push(`a${i}`)));
    await new Promise((r) => setTimeout(r, 50));
    const theirs = call(server, 'GET', '/api/harness/busy', { cookie: b }).then(() => order.push('b'));
    await Promise.all([...mine, theirs]);
    // a1 and a2 held the user's two places; b came next, before a3 and a4
    expect(order.indexOf('b')).toBeLessThan(order.indexOf('a3'));
    expect(order.indexOf('b')).toBeLessThan(order.indexOf('a4'));
  }, 60_000);

  it('every file endpoint of every plugin renders in the pool, not on the event loop', async () => {
    const today = HARNESS_TODAY;
    const { AnstNr } = await server.host.db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
    const files = server.endpoints.filter((d) => d.raw && !d.path.includes(':') && d.id !== busy.id && d.method === 'GET');
    expect(files.length).toBeGreaterThan(0);
    for (const d of files) {
      const before = server.host.render.completed();
      const query = d.query ? asQuery(plausible(d.query, { AnstNr, From: today, To: today, Manad: today.slice(0, 7), Brukare: 'B001' })) : {};
      const res = await call(server, 'GET', fillPath(d.path, {}) + queryString(query), { cookie: a, headers: { 'dv-selected-company': HOME_COMPANY } });
      expect(res.statusCode, `${d.id}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(server.host.render.completed(), d.id).toBe(before + 1);
    }
  }, 60_000);
});
