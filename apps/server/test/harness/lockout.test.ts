import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE, delayAfter } from '../../src/host/auth/throttle';
import { DIALECTS, startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 11 item 7: anyone who knows a login could keep its owner out (5 wrong passwords from anywhere), and 20
 * failures from one address locked a whole office behind one NAT. Now guessing slows the guesser: growing
 * delays per account and per address for untrusted clients, and a browser that signed in before (device
 * cookie, OWASP) is counted on its own and keeps working. The reply stays the spec's 429 42900 "try again at".
 */
describe.each(DIALECTS)('sign-in lockout (%s)', (dialect) => {
  let server: TestServer;
  let t = Date.parse('2026-03-02T08:00:00Z');
  beforeAll(async () => {
    server = await startTestServer(dialect, { now: () => new Date(t), authRatePerMinute: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });

  const signIn = (login: string, password: string, ip: string, device?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      remoteAddress: ip,
      headers: { 'dv-api': '1', 'content-type': 'application/json', ...(device ? { cookie: device } : {}) },
      payload: JSON.stringify({ Login: login, Password: password }),
    });
  const deviceOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((x) => x.name === 'lonna_device');
    if (!c) throw new Error('no device cookie');
    return `lonna_device=${c.value}`;
  };

  it('a browser that signed in before keeps working while guessers from anywhere are slowed', async () => {
    const owner = deviceOf(await signIn('adm@demo.se', 'demo1234', '10.1.0.1'));
    for (let i = 0; i < 30; i++) await signIn('adm@demo.se', `guess-${i}`, `203.0.113.${i + 1}`);
    const guesser = await signIn('adm@demo.se', 'demo1234', '203.0.113.200');
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json()).toMatchObject({ dvCode: 42900, message: expect.stringMatching(/Försök igen efter kl\. \d\d:\d\d/) });
    const ok = await signIn('adm@demo.se', 'demo1234', '10.1.0.1', owner);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("an office behind one address is not locked out as a whole: its members' browsers keep working", async () => {
    const office = '198.51.100.10';
    const colleague = deviceOf(await signIn('ftg@demo.se', 'demo1234', office));
    for (let i = 0; i < 25; i++) await signIn(`guess${i}@demo.se`, 'wrong-password', office);
    expect((await signIn('lic@demo.se', 'demo1234', office)).statusCode).toBe(429); // a new browser there waits
    expect((await signIn('ftg@demo.se', 'demo1234', office, colleague)).statusCode).toBe(200);
  });

  it('the delays grow with every failure past the threshold, up to the maximum', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < DEFAULT_THROTTLE.perAccount; i++) expect((await signIn('avd@demo.se', 'wrong-password', ip)).statusCode).toBe(401);
    expect((await signIn('avd@demo.se', 'demo1234', ip)).statusCode).toBe(429);
    t += DEFAULT_THROTTLE.firstDelayMs + 1000; // the first wait is over: one more guess
    expect((await signIn('avd@demo.se', 'wrong-password', ip)).statusCode).toBe(401);
    t += DEFAULT_THROTTLE.firstDelayMs + 1000; // the second wait is twice as long
    expect((await signIn('avd@demo.se', 'demo1234', ip)).statusCode).toBe(429);
    t += DEFAULT_THROTTLE.firstDelayMs;
    expect((await signIn('avd@demo.se', 'demo1234', ip)).statusCode).toBe(200);
    expect([0, 1, 2, 3, 4, 10].map((n) => delayAfter(n, DEFAULT_THROTTLE))).toEqual([60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
  });

  it('a trusted device that guesses is slowed too (its own count)', async () => {
    const device = deviceOf(await signIn('lss@demo.se', 'demo1234', '10.2.0.1'));
    for (let i = 0; i < DEFAULT_THROTTLE.perAccount; i++) await signIn('lss@demo.se', `nope-${i}`, '10.2.0.1', device);
    expect((await signIn('lss@demo.se', 'demo1234', '10.2.0.1', device)).statusCode).toBe(429);
    // …while another untrusted client of the owner is unaffected by that device's failures
    expect((await signIn('lss@demo.se', 'demo1234', '10.2.0.2')).statusCode).toBe(200);
  });

  it('a device cookie is bound to its account: it gives no standing to another login', async () => {
    const device = deviceOf(await signIn('per@demo.se', 'demo1234', '10.3.0.1'));
    for (let i = 0; i < 6; i++) await signIn('bru@demo.se', `x-${i}-wrong`, `10.3.1.${i}`);
    expect((await signIn('bru@demo.se', 'demo1234', '10.3.0.1', device)).statusCode).toBe(429);
  });
});
