import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerBankIdDevRoutes } from '../../src/services/bankid/dev-routes';
import { BankIdSimulator } from '../../src/services/bankid/simulator';
import { ANNA, CLIENT_IP, fakeClock } from './support';

async function setup() {
  const clock = fakeClock();
  const sim = new BankIdSimulator({ now: clock.now, signDelayMs: 0 });
  const app = Fastify();
  registerBankIdDevRoutes(app, sim, { env: {}, knownPeople: async () => [{ PersNr: ANNA, label: 'per@demo.se' }], localeOf: () => 'en' });
  await app.ready();
  return { sim, app };
}

describe('BankID simulator dev routes', () => {
  it('approves a pending order as a personal number', async () => {
    const { sim, app } = await setup();
    const { orderRef } = await sim.auth({ endUserIp: CLIENT_IP });
    const res = await app.inject({ method: 'POST', url: `/api/dev/bankid/${orderRef}/approve`, payload: { PersNr: ANNA } });
    expect(res.statusCode).toBe(200);
    expect(await sim.collect(orderRef)).toMatchObject({ status: 'complete', completionData: { user: { personalNumber: ANNA } } });
  });

  it('cancels a pending order as the user, and opens one', async () => {
    const { sim, app } = await setup();
    const a = await sim.auth({ endUserIp: CLIENT_IP });
    expect((await app.inject({ method: 'POST', url: `/api/dev/bankid/${a.orderRef}/open` })).statusCode).toBe(200);
    expect(await sim.collect(a.orderRef)).toMatchObject({ hintCode: 'started' });
    expect((await app.inject({ method: 'POST', url: `/api/dev/bankid/${a.orderRef}/cancel` })).statusCode).toBe(200);
    expect(await sim.collect(a.orderRef)).toMatchObject({ status: 'failed', hintCode: 'userCancel' });
  });

  it('answers in the wire’s error shape', async () => {
    const { sim, app } = await setup();
    const unknown = await app.inject({ method: 'POST', url: '/api/dev/bankid/00000000-0000-4000-8000-000000000000/cancel' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ dvCode: 40401 });
    const { orderRef } = await sim.auth({ endUserIp: CLIENT_IP });
    const bad = await app.inject({ method: 'POST', url: `/api/dev/bankid/${orderRef}/approve`, payload: { PersNr: '123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ dvCode: 40000, field: 'PersNr' });
    expect((await app.inject({ method: 'POST', url: '/api/dev/bankid/not-a-ref/approve', payload: { PersNr: ANNA } })).statusCode).toBe(404);
  });

  it('lists orders and serves the tester page with a strict CSP', async () => {
    const { sim, app } = await setup();
    const { orderRef } = await sim.auth({ endUserIp: CLIENT_IP });
    expect((await app.inject({ url: '/api/dev/bankid/orders' })).json()).toMatchObject([{ orderRef, state: 'outstandingTransaction' }]);
    const page = await app.inject({ url: '/dev/bankid' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('BankID simulator');
    expect(page.body).toContain(`value="${ANNA}"`);
    expect((await app.inject({ url: '/dev/bankid/page.js' })).body).toContain('/api/dev/bankid/');
  });

  it('refuses to mount in production', () => {
    expect(() => registerBankIdDevRoutes(Fastify(), new BankIdSimulator(), { env: { NODE_ENV: 'production' } })).toThrow(/production/);
  });
});
