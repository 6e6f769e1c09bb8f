import { describe, expect, it } from 'vitest';
import { BankIdRpError } from '../../src/services/bankid/rp-types';
import { BankIdSimulator, BankIdSimulatorError } from '../../src/services/bankid/simulator';
import { ANNA, BERTIL, CLIENT_IP, fakeClock } from './support';

function setup(opts: { orderTtlMs?: number; signDelayMs?: number } = {}) {
  const clock = fakeClock();
  const sim = new BankIdSimulator({ now: clock.now, nameFor: (p) => (p === ANNA ? { givenName: 'Anna', surname: 'Andersson' } : null), ...opts });
  return { clock, sim };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('BankID simulator', () => {
  it('starts an order like BankID: orderRef, autoStartToken, qrStartToken, qrStartSecret', async () => {
    const { sim } = setup();
    const o = await sim.auth({ endUserIp: CLIENT_IP });
    for (const v of [o.orderRef, o.autoStartToken, o.qrStartToken, o.qrStartSecret]) expect(v).toMatch(UUID);
    expect(new Set([o.orderRef, o.autoStartToken, o.qrStartToken, o.qrStartSecret]).size).toBe(4);
    expect(await sim.collect(o.orderRef)).toEqual({ orderRef: o.orderRef, status: 'pending', hintCode: 'outstandingTransaction' });
  });

  it('walks outstandingTransaction → started → userSign → complete with the user and a signature', async () => {
    const { sim, clock } = setup({ signDelayMs: 2000 });
    const { orderRef } = await sim.auth({ endUserIp: CLIENT_IP });
    sim.open(orderRef);
    expect(await sim.collect(orderRef)).toMatchObject({ status: 'pending', hintCode: 'started' });
    sim.approve(orderRef, ANNA);
    expect(await sim.collect(orderRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    clock.advance(1999);
    expect(await sim.collect(orderRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    clock.advance(1);
    const done = await sim.collect(orderRef);
    expect(done.status).toBe('complete');
    if (done.status !== 'complete') return;
    expect(done.completionData.user).toEqual({ personalNumber: ANNA, name: 'Anna Andersson', givenName: 'Anna', surname: 'Andersson' });
    expect(done.completionData.device.ipAddress).toBe(CLIENT_IP);
    expect(Buffer.from(done.completionData.signature, 'base64').toString('utf8')).toContain(`<personalNumber>${ANNA}</personalNumber>`);
    expect(done.completionData.ocspResponse).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('fails with userCancel when the tester cancels as the user', async () => {
    const { sim } = setup();
    const { orderRef } = await sim.auth({ endUserIp: CLIENT_IP });
    sim.cancelAsUser(orderRef);
    expect(await sim.collect(orderRef)).toEqual({ orderRef, status: 'failed', hintCode: 'userCancel' });
    expect(() => sim.approve(orderRef, ANNA)).toThrow(BankIdSimulatorError);
  });

  it('expires a pending order after its lifetime with expiredTransaction', async () => {
    const { sim, clock } = setup({ orderTtlMs: 180_000 });
    const { orderRef } = await sim.auth({ endUserIp: CLIENT_IP });
    sim.open(orderRef);
    clock.advance(179_999);
    expect(await sim.collect(orderRef)).toMatchObject({ status: 'pending', hintCode: 'started' });
    clock.advance(1);
    expect(await sim.collect(orderRef)).toEqual({ orderRef, status: 'failed', hintCode: 'expiredTransaction' });
    expect(() => sim.approve(orderRef, ANNA)).toThrow(/expired|failed/);
  });

  it('completes an approval made before expiry even if collected after it', async () => {
    const { sim, clock } = setup({ orderTtlMs: 10_000, signDelayMs: 2_000 });
    const { orderRef } = await sim.auth({ endUserIp: CLIENT_IP });
    clock.advance(9_000);
    sim.approve(orderRef, ANNA);
    clock.advance(5_000);
    expect((await sim.collect(orderRef)).status).toBe('complete');
  });

  it('cancels both orders when a second one starts for the same person (cancelled / alreadyInProgress)', async () => {
    const { sim } = setup();
    const first = await sim.auth({ endUserIp: CLIENT_IP, requirement: { personalNumber: ANNA } });
    await expect(sim.auth({ endUserIp: CLIENT_IP, requirement: { personalNumber: ANNA } })).rejects.toMatchObject({ errorCode: 'alreadyInProgress' });
    expect(await sim.collect(first.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
  });

  it('lets only the required person complete an order with a requirement', async () => {
    const { sim } = setup();
    const { orderRef } = await sim.auth({ endUserIp: CLIENT_IP, requirement: { personalNumber: ANNA } });
    expect(() => sim.approve(orderRef, BERTIL)).toThrow(expect.objectContaining({ code: 'personalNumberMismatch' }));
    expect(() => sim.approve(orderRef, '198501011234')).toThrow(expect.objectContaining({ code: 'invalidPersonalNumber' }));
  });

  it('forgets an order the RP cancels', async () => {
    const { sim } = setup();
    const { orderRef } = await sim.auth({ endUserIp: CLIENT_IP });
    await sim.cancel(orderRef);
    await expect(sim.collect(orderRef)).rejects.toBeInstanceOf(BankIdRpError);
    await expect(sim.collect('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ errorCode: 'invalidParameters' });
  });

  it('checks requests as BankID does', async () => {
    const { sim } = setup();
    await expect(sim.auth({ endUserIp: '' })).rejects.toMatchObject({ errorCode: 'invalidParameters' });
    await expect(sim.auth({ endUserIp: 'localhost' })).rejects.toMatchObject({ errorCode: 'invalidParameters' });
    await expect(sim.auth({ endUserIp: CLIENT_IP, requirement: { personalNumber: '19850517' } })).rejects.toMatchObject({ errorCode: 'invalidParameters' });
    await expect(sim.sign({ endUserIp: CLIENT_IP, userVisibleData: '' })).rejects.toMatchObject({ errorCode: 'invalidParameters' });
    await expect(sim.sign({ endUserIp: CLIENT_IP, userVisibleData: 'not base64!' })).rejects.toMatchObject({ errorCode: 'invalidParameters' });
    await expect(sim.auth({ endUserIp: '2001:db8::1' })).resolves.toHaveProperty('orderRef');
  });

  it('signs: the signature carries the visible and non-visible data', async () => {
    const { sim } = setup({ signDelayMs: 0 });
    const visible = Buffer.from('Tidsredovisning november', 'utf8').toString('base64');
    const nonVisible = Buffer.from('sha256:abc', 'utf8').toString('base64');
    const { orderRef } = await sim.sign({ endUserIp: CLIENT_IP, userVisibleData: visible, userNonVisibleData: nonVisible });
    expect(sim.list()[0]).toMatchObject({ orderRef, kind: 'sign', userVisibleText: 'Tidsredovisning november' });
    sim.approve(orderRef, BERTIL);
    const done = await sim.collect(orderRef);
    if (done.status !== 'complete') throw new Error('expected complete');
    const xml = Buffer.from(done.completionData.signature, 'base64').toString('utf8');
    expect(xml).toContain(visible);
    expect(xml).toContain(nonVisible);
    expect(done.completionData.user.name).toBe('Test Testsson');
  });

  it('lists orders for the tester page without the QR secret', async () => {
    const { sim } = setup();
    const o = await sim.auth({ endUserIp: CLIENT_IP });
    const [view] = sim.list();
    expect(view).toMatchObject({ orderRef: o.orderRef, state: 'outstandingTransaction', kind: 'auth' });
    expect(JSON.stringify(sim.list())).not.toContain(o.qrStartSecret);
  });
});
