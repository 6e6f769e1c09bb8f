import { createHash } from 'node:crypto';
import { Literal, Record as Rec, String as Str, Unknown } from 'runtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint } from '@lonna/core/contracts';
import { defineServerPlugin, handle } from '@lonna/core/server';
import type { Db } from '../../src/host/db/types';
import { call, createServerTester, signIn, type TestServer } from '../support/test-server';

/** ctx.signing: BankID signing of a document for plugins (FK3059), bound to the calling session. */
const start = defineEndpoint({
  id: 'signprobe.start',
  method: 'POST',
  path: '/api/signprobe',
  body: Rec({ PersNr: Str, Document: Str }),
  reply: Unknown,
  access: { companySelected: true },
});
const status = defineEndpoint({
  id: 'signprobe.status',
  method: 'GET',
  path: '/api/signprobe/:OrderRef',
  params: Rec({ OrderRef: Str }),
  reply: Unknown,
  access: { companySelected: true },
});
const cancel = defineEndpoint({
  id: 'signprobe.cancel',
  method: 'DELETE',
  path: '/api/signprobe/:OrderRef',
  params: Rec({ OrderRef: Str }),
  reply: Rec({ ok: Literal(true) }),
  access: { companySelected: true },
});
const probe = defineServerPlugin<Db>({
  id: 'signprobe',
  version: '1.0.0',
  core: '^1.0.0',
  endpoints: [
    handle(start, ({ body }, ctx) =>
      ctx.signing.start({ text: 'Jag intygar tidsredovisningen för november 2026.', document: body.Document, personalNumber: body.PersNr }),
    ),
    handle(status, ({ params }, ctx) => ctx.signing.status(params.OrderRef)),
    handle(cancel, async ({ params }, ctx) => {
      await ctx.signing.cancel(params.OrderRef);
      return { ok: true as const };
    }),
  ],
});

const PERSNR = '199001012385';
const DOC = '<tidredovisning>november</tidredovisning>';

describe('ctx.signing (BankID signing for plugins)', () => {
  let server: TestServer;
  let t = Date.parse('2026-11-18T09:00:00Z');
  let lic: string;
  let ftg: string;
  beforeAll(async () => {
    server = await createServerTester('sqlite', { plugins: [probe], now: () => new Date(t), security: { simulator: { signDelayMs: 0, now: () => t } } });
    lic = await signIn(server, 'lic@demo.se', '1001');
    ftg = await signIn(server, 'ftg@demo.se', '1001');
  });
  afterAll(() => server.close());
  const json = (r: { body: string }) => JSON.parse(r.body);

  it('signs the document as the named person; the signature commits to its SHA-256', async () => {
    const started = json(await call(server, 'POST', '/api/signprobe', { cookie: lic, body: { PersNr: PERSNR, Document: DOC } }));
    expect(started.orderRef).toMatch(/^[0-9a-f-]{36}$/);
    expect(started.documentHash).toBe(createHash('sha256').update(DOC).digest('hex'));
    const pending = json(await call(server, 'GET', `/api/signprobe/${started.orderRef}`, { cookie: lic }));
    expect(pending).toMatchObject({ state: 'pending', hintCode: 'outstandingTransaction' });
    expect(pending.message).toMatch(/BankID/);
    expect(pending.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    server.security.simulator!.open(started.orderRef);
    server.security.simulator!.approve(started.orderRef, PERSNR);
    t += 2_000;
    const done = json(await call(server, 'GET', `/api/signprobe/${started.orderRef}`, { cookie: lic }));
    expect(done.state).toBe('complete');
    expect(done.signature).toMatchObject({ orderRef: started.orderRef, personalNumber: PERSNR, documentHash: started.documentHash });
    expect(done.signature.signature.length).toBeGreaterThan(20);
    expect(done.signature.ocspResponse.length).toBeGreaterThan(0);
  });

  it('another session cannot follow or cancel the order (404 as for an unknown one)', async () => {
    const started = json(await call(server, 'POST', '/api/signprobe', { cookie: lic, body: { PersNr: PERSNR, Document: DOC } }));
    const foreign = await call(server, 'GET', `/api/signprobe/${started.orderRef}`, { cookie: ftg });
    expect(foreign.statusCode).toBe(404);
    expect((await call(server, 'DELETE', `/api/signprobe/${started.orderRef}`, { cookie: ftg })).statusCode).toBe(404);
    expect((await call(server, 'DELETE', `/api/signprobe/${started.orderRef}`, { cookie: lic })).statusCode).toBe(200);
    expect((await call(server, 'GET', `/api/signprobe/${started.orderRef}`, { cookie: lic })).statusCode).toBe(404);
  });

  it('a signer who is not the named person fails the order; refusals are the wire’s errors in the caller’s language', async () => {
    const started = json(await call(server, 'POST', '/api/signprobe', { cookie: lic, body: { PersNr: PERSNR, Document: DOC } }));
    server.security.simulator!.open(started.orderRef);
    // BankID itself refuses anyone but the required person: the simulator's approve by another number does not complete
    expect(() => server.security.simulator!.approve(started.orderRef, '198112289874')).toThrow();
    const bad = await call(server, 'POST', '/api/signprobe', { cookie: lic, body: { PersNr: '12345', Document: DOC }, headers: { 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ dvCode: 40000, field: 'PersNr' });
    expect(json(bad).message).toMatch(/personal identity number/);
  });
});
