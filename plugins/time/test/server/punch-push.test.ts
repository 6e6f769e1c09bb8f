import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lonna/core/contracts';
import { STAMPLINGAR_RESOURCE } from '../../src/contracts';
import { call, DIALECTS, json, signIn, startTimeServer, type TestServer } from './support';

const C1 = { [HEADERS.company]: '1001' };
let now = new Date('2026-11-18T07:00:00Z'); // 08:00 in Stockholm

/** Every punch — in, out, corrected, deleted — tells the company (the presence board reads the punches again). */
describe.each(DIALECTS)('punch pushes on %s', (dialect) => {
  let server: TestServer;
  let per: string;
  let perNr: string;
  const frames: [string, { resource?: string; payload?: unknown }][] = [];
  const punchFrames = () => frames.filter(([, f]) => f.resource === STAMPLINGAR_RESOURCE);
  beforeAll(async () => {
    server = await startTimeServer(dialect, { now: () => now, publish: (ftgId, frame) => frames.push([ftgId, frame]) });
    per = await signIn(server, 'per@demo.se');
    perNr = json(await call(server, 'GET', '/api/me', { cookie: per })).UserAccount.AnstNr;
  });
  afterAll(() => server.close());

  it('publishes resource-updated stamplingar with FtgId, AnstNr and Datum after each punch', async () => {
    const expected = [
      '1001',
      { event: 'resource-updated', resource: 'stamplingar', payload: { resource: 'stamplingar', FtgId: '1001', AnstNr: perNr, Datum: '2026-11-18' } },
    ];
    expect((await call(server, 'POST', '/api/stamplingar/in', { cookie: per, headers: C1, body: { AnstNr: perNr, Brukare: 'B001' } })).statusCode).toBe(200);
    expect(punchFrames()).toEqual([expected]);
    now = new Date('2026-11-18T11:00:00Z');
    const out = json(await call(server, 'POST', '/api/stamplingar/ut', { cookie: per, headers: C1, body: { AnstNr: perNr } }));
    expect(punchFrames()).toHaveLength(2);
    const edited = await call(server, 'PUT', `/api/stamplingar/${out.Id}`, {
      cookie: per,
      headers: C1,
      body: { Version: out.Version, In: '08:00', Ut: '11:30' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(punchFrames()).toHaveLength(3);
    expect((await call(server, 'DELETE', `/api/stamplingar/${out.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(200);
    expect(punchFrames()).toHaveLength(4);
    expect(punchFrames().every(([ftg, f]) => ftg === '1001' && JSON.stringify(f) === JSON.stringify(expected[1]))).toBe(true);
  });

  it('a refused punch publishes nothing', async () => {
    frames.length = 0;
    // punching out without being in is a 409
    expect((await call(server, 'POST', '/api/stamplingar/ut', { cookie: per, headers: C1, body: { AnstNr: perNr } })).statusCode).toBe(409);
    expect(punchFrames()).toEqual([]);
  });
});
